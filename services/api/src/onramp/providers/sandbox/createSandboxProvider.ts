import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { formatUnits, getAddress, parseUnits } from 'viem'
import type { Database } from '../../../db/schema.js'
import { ApiError } from '../../../server/errors.js'
import { formatCents, parseFiatAmount } from '../../fiatAmount.js'
import type {
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../OnrampProvider.js'
import { createSandboxDeliverer } from './createSandboxDeliverer.js'
import { readSandboxPrice } from './readSandboxPrice.js'
import {
  ONRAMP_FEE_BPS_RANGE,
  SANDBOX_DEFAULT_FEE_BPS,
  SANDBOX_PAYMENT_METHOD_LIMITS,
  SANDBOX_PROVIDER_ID,
  SANDBOX_PROVIDER_NAME,
  SANDBOX_SESSION_TTL_MS,
  SANDBOX_USD_MICROS_PER_CENT,
  type SandboxPaymentCurrency,
} from './sandboxConstants.js'
import {
  SANDBOX_ASSETS,
  type SandboxAsset,
  type SandboxDevnet,
  type SandboxNetwork,
  sandboxOptions,
  sandboxTokenAddress,
} from './sandboxNetworks.js'
import {
  computeSandboxQuote,
  type SandboxQuoteFigures,
  sandboxTotalForPurchase,
} from './sandboxQuote.js'
import { sandboxRoutes } from './sandboxRoutes.js'
import { createSandboxSessions } from './sandboxSessions.js'

/** Parameters of {@link createSandboxProvider}. */
export type CreateSandboxProviderParameters = {
  devnet: SandboxDevnet
  db: Kysely<Database>
  /** @default Date.now */
  now?: (() => number) | undefined
  /** The provider fee in basis points, within spec §9's 1–2 %. @default SANDBOX_DEFAULT_FEE_BPS (150) */
  feeBps?: number | undefined
}

/** A refused request: VALIDATION_ERROR naming the field, like the schema's own refusals. */
function invalid(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_ERROR', { details: [{ in: 'body', path, message }] })
}

/**
 * The devnet sandbox on-ramp (docs/swaps-and-onramp.md): USD and EUR for USDC and ETH on the
 * devnet chains; quotes with a provider fee of `feeBps`, a fixed network fee, ETH at the pools'
 * price; `buildUrl` stores a 30-minute checkout session and answers the API's own checkout page,
 * where a test card pays and the deployer delivers on chain (sandboxRoutes). Throws at creation
 * when `feeBps` is outside 1–2 %.
 */
export function createSandboxProvider({
  devnet,
  db,
  now = Date.now,
  feeBps = SANDBOX_DEFAULT_FEE_BPS,
}: CreateSandboxProviderParameters): OnrampProvider {
  if (
    !Number.isInteger(feeBps) ||
    feeBps < ONRAMP_FEE_BPS_RANGE.min ||
    feeBps > ONRAMP_FEE_BPS_RANGE.max
  )
    throw new Error(
      `the sandbox on-ramp fee must be ${ONRAMP_FEE_BPS_RANGE.min}-${ONRAMP_FEE_BPS_RANGE.max} basis points (spec §9: 1-2 %), got ${feeBps}`,
    )
  const deliverer = createSandboxDeliverer(devnet)
  const sessions = createSandboxSessions(db, now, SANDBOX_SESSION_TTL_MS)
  const options = sandboxOptions(devnet.networks)

  const findAsset = (id: string | undefined, path: string): SandboxAsset => {
    const asset = SANDBOX_ASSETS.find((a) => a.symbol.toLowerCase() === id?.toLowerCase())
    if (!asset)
      throw invalid(path, `must be one of ${SANDBOX_ASSETS.map((a) => a.symbol).join(', ')}`)
    return asset
  }
  const findNetwork = (name: string | undefined, path: string): SandboxNetwork => {
    const network = devnet.networks.find((n) => n.name === name)
    if (!network)
      throw invalid(path, `must be one of ${devnet.networks.map((n) => n.name).join(', ')}`)
    return network
  }
  const findCurrency = (id: string | undefined, path: string): SandboxPaymentCurrency => {
    const currency = Object.keys(SANDBOX_USD_MICROS_PER_CENT).find((c) => c === id?.toUpperCase())
    if (!currency)
      throw invalid(path, `must be one of ${Object.keys(SANDBOX_USD_MICROS_PER_CENT).join(', ')}`)
    return currency as SandboxPaymentCurrency
  }
  const findLimits = (method: string | undefined, path: string) => {
    const limits =
      SANDBOX_PAYMENT_METHOD_LIMITS[
        (method ?? 'card') as keyof typeof SANDBOX_PAYMENT_METHOD_LIMITS
      ]
    if (!limits || !Object.hasOwn(SANDBOX_PAYMENT_METHOD_LIMITS, method ?? 'card'))
      throw invalid(path, `must be one of ${Object.keys(SANDBOX_PAYMENT_METHOD_LIMITS).join(', ')}`)
    return limits
  }
  const checkTotal = (
    totalCents: bigint | undefined,
    limits: { min: bigint; max: bigint },
    path: string,
    currency: string,
  ): bigint => {
    if (totalCents === undefined)
      throw invalid(path, 'must be a decimal amount with at most 2 decimals')
    if (totalCents < limits.min || totalCents > limits.max)
      throw invalid(
        path,
        `must be between ${formatCents(limits.min)} and ${formatCents(limits.max)} ${currency}`,
      )
    return totalCents
  }
  const readPrice = async (asset: SandboxAsset, network: SandboxNetwork) => {
    const client = deliverer.client(network.chainId)
    try {
      const price = client && (await readSandboxPrice(client, asset, network))
      if (price) return price
    } catch (cause) {
      throw new ApiError('ONRAMP_PROVIDER_ERROR', {
        details: `the devnet chain ${network.chainId} does not answer`,
        cause,
      })
    }
    throw new ApiError('ONRAMP_PROVIDER_ERROR', {
      details: `no ${asset.symbol} price on chain ${network.chainId}`,
    })
  }
  const toQuote = (
    figures: SandboxQuoteFigures,
    currency: string,
    asset: SandboxAsset,
  ): OnrampQuote => ({
    networkFee: { amount: formatCents(figures.networkFeeCents), currency },
    paymentSubtotal: { amount: formatCents(figures.subtotalCents), currency },
    paymentTotal: { amount: formatCents(figures.totalCents), currency },
    purchaseAmount: {
      amount: formatUnits(figures.purchaseBaseUnits, asset.decimals),
      currency: asset.symbol,
    },
    providerFee: { amount: formatCents(figures.providerFeeCents), currency },
    quoteId: randomUUID(),
  })

  return {
    id: SANDBOX_PROVIDER_ID,
    name: SANDBOX_PROVIDER_NAME,
    feeBps: { min: feeBps, max: feeBps },
    async options() {
      return structuredClone(options)
    },

    async quote(request: OnrampQuoteRequest) {
      const asset = findAsset(request.purchaseCurrency, '/purchaseCurrency')
      const network = findNetwork(request.network, '/network')
      const currency = findCurrency(request.paymentCurrency, '/paymentCurrency')
      const limits = findLimits(request.paymentMethod, '/paymentMethod')
      const totalCents = checkTotal(parseFiatAmount(request.amount), limits, '/amount', currency)
      const price = await readPrice(asset, network)
      const figures = computeSandboxQuote({ totalCents, currency, feeBps, price })
      if (!figures) throw invalid('/amount', 'buys nothing after the fees')
      return toQuote(figures, currency, asset)
    },

    async buildUrl(request: OnrampUrlRequest) {
      const served = (name: string) => devnet.networks.some((n) => n.name === name)
      const networkName =
        request.defaultNetwork ??
        request.destinationWallets.flatMap((w) => w.blockchains).find(served)
      const network = findNetwork(networkName, '/defaultNetwork')
      const walletIndex = request.destinationWallets.findIndex((w) =>
        w.blockchains.includes(network.name),
      )
      const wallet = request.destinationWallets[walletIndex]
      if (!wallet) throw invalid('/destinationWallets', `has no wallet on ${network.name}`)
      const asset = findAsset(request.defaultAsset ?? wallet.assets?.[0] ?? 'USDC', '/defaultAsset')
      if (wallet.assets?.length && !wallet.assets.some((a) => a.toUpperCase() === asset.symbol))
        throw invalid(`/destinationWallets/${walletIndex}/assets`, `does not allow ${asset.symbol}`)
      let destination: string
      try {
        destination = getAddress(wallet.address).toLowerCase()
      } catch {
        throw invalid(`/destinationWallets/${walletIndex}/address`, 'must be an EVM address')
      }
      const currency = findCurrency(request.paymentCurrency ?? 'USD', '/paymentCurrency')
      const method = request.paymentMethod ?? 'card'
      const limits = findLimits(method, '/paymentMethod')
      const price = await readPrice(asset, network)
      let totalCents: bigint
      if (request.presetFiatAmount !== undefined)
        totalCents = checkTotal(
          parseFiatAmount(request.presetFiatAmount),
          limits,
          '/presetFiatAmount',
          currency,
        )
      else if (request.presetCryptoAmount !== undefined) {
        const [, fraction = ''] = request.presetCryptoAmount.split('.')
        if (
          !/^[0-9]{1,30}(\.[0-9]{1,30})?$/.test(request.presetCryptoAmount) ||
          fraction.length > asset.decimals
        )
          throw invalid(
            '/presetCryptoAmount',
            `must be a decimal amount with at most ${asset.decimals} decimals`,
          )
        const baseUnits = parseUnits(request.presetCryptoAmount, asset.decimals)
        const total = sandboxTotalForPurchase({
          baseUnits,
          maxCents: limits.max,
          currency,
          feeBps,
          price,
        })
        if (total === undefined)
          throw invalid(
            '/presetCryptoAmount',
            `costs more than ${formatCents(limits.max)} ${currency} (the ${method} limit)`,
          )
        // Less than the method's minimum: the minimum, which buys a little more.
        totalCents = total
        if (totalCents < limits.min) totalCents = limits.min
      } else throw invalid('/', 'the sandbox needs presetFiatAmount or presetCryptoAmount')
      const figures = computeSandboxQuote({ totalCents, currency, feeBps, price })
      if (!figures) throw invalid('/presetFiatAmount', 'buys nothing after the fees')
      const session = await sessions.create({
        project_id: request.projectId,
        partner_user_id: request.partnerUserId,
        chain_id: network.chainId,
        network: network.name,
        asset: asset.symbol,
        token_address: sandboxTokenAddress(asset, network).toLowerCase(),
        decimals: asset.decimals,
        destination,
        payment_currency: currency,
        payment_method: method,
        payment_total: formatCents(figures.totalCents),
        provider_fee: formatCents(figures.providerFeeCents),
        network_fee: formatCents(figures.networkFeeCents),
        payment_subtotal: formatCents(figures.subtotalCents),
        purchase_amount: figures.purchaseBaseUnits.toString(),
      })
      return `${request.apiBaseUrl}/v1/onramp/sandbox/checkout/${session.id}`
    },

    routes: sandboxRoutes({ sessions, deliverer, networks: devnet.networks, feeBps, now }),
  }
}
