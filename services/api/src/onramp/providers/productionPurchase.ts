/**
 * What the production on-ramp providers (Coinbase Onramp, MoonPay, Transak) have in common: the
 * networks and tokens Portico offers through them (the spec's defaults: USDC and ETH on chains 1
 * and 137, SOL on Solana; USD and EUR), the names a request may give a network by, and the one
 * reading of an OnrampUrlRequest every provider maps to its own parameters. Each provider says
 * which (token, network) pairs and payment methods it serves; anything else is refused here with
 * a VALIDATION_ERROR naming the field, before any request leaves the API.
 */
import { ApiError } from '../../server/errors.js'
import type {
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampUrlRequest,
} from '../OnrampProvider.js'

/** The networks production providers deliver on: each provider's own name for them is the same. */
export type ProductionNetworkId = 'ethereum' | 'polygon' | 'solana'

/** The tokens production providers sell here. */
export type ProductionAsset = 'USDC' | 'ETH' | 'SOL'

/** How a token is shown in the options and where its contract is on each network. */
type AssetInfo = { name: string; contracts: Partial<Record<ProductionNetworkId, string>> }

/** The native currency's address in the options (docs/swaps-and-onramp.md). */
export const NATIVE_CONTRACT_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Solana mainnet's CAIP-2 reference (the genesis hash prefix). */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** The production networks: display name, chain id (decimal, or Solana's reference), CAIP-2. */
export const PRODUCTION_NETWORKS: Record<
  ProductionNetworkId,
  { display_name: string; chain_id: string; caip2: string }
> = {
  ethereum: { display_name: 'Ethereum', chain_id: '1', caip2: 'eip155:1' },
  polygon: { display_name: 'Polygon', chain_id: '137', caip2: 'eip155:137' },
  solana: {
    display_name: 'Solana',
    chain_id: SOLANA_MAINNET_REFERENCE,
    caip2: `solana:${SOLANA_MAINNET_REFERENCE}`,
  },
}

/** The tokens and their contracts: Circle's native USDC on each chain, the native currencies. */
export const PRODUCTION_ASSETS: Record<ProductionAsset, AssetInfo> = {
  USDC: {
    name: 'USD Coin',
    contracts: {
      ethereum: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      polygon: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
      solana: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    },
  },
  ETH: { name: 'Ether', contracts: { ethereum: NATIVE_CONTRACT_ADDRESS } },
  SOL: { name: 'Solana', contracts: { solana: NATIVE_CONTRACT_ADDRESS } },
}

/** Portico's payment method ids (spec §3 payment_method_limits ids). */
export type ProductionPaymentMethod = 'card' | 'ach' | 'sepa'

/** Payment methods a fiat currency can use at a provider, with the limits Portico shows. */
export type ProductionPaymentMethods = Record<
  string,
  Partial<Record<ProductionPaymentMethod, { min: string; max: string }>>
>

/** What one provider serves, the input of {@link resolveProductionPurchase} and the options. */
export type ProductionCoverage = {
  /** The provider's name, for error messages. */
  provider: string
  /** (token, network) pairs it delivers. */
  pairs: ReadonlyArray<readonly [ProductionAsset, ProductionNetworkId]>
  /** Per fiat currency (ISO 4217), the payment methods and their limits. */
  payment: ProductionPaymentMethods
}

/** A wallet of the request, its networks read. */
export type ProductionWallet = {
  address: string
  networks: ProductionNetworkId[]
  /** The tokens it may receive; undefined = any the provider delivers on its networks. */
  assets?: ProductionAsset[] | undefined
}

/** An OnrampUrlRequest as a production provider needs it: names resolved, amounts checked. */
export type ProductionPurchase = {
  wallets: ProductionWallet[]
  /** The network to open with: defaultNetwork, else the only one the wallets name. */
  network?: ProductionNetworkId | undefined
  /** The token to open with: defaultAsset, else the only one the chosen network can deliver. */
  asset?: ProductionAsset | undefined
  /** The wallet that receives on `network`, when a network is chosen. */
  address?: string | undefined
  /** ISO 4217, upper case. */
  fiatCurrency: string
  /** The payment currency's amount (2 decimals at most); when given, the crypto amount is not. */
  fiatAmount?: string | undefined
  /** Whole units of `asset` (only without a fiat amount: the buyer typed the fiat). */
  cryptoAmount?: string | undefined
  paymentMethod: ProductionPaymentMethod
  partnerUserId: string
  redirectUrl?: string | undefined
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const FIAT_AMOUNT = /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/
const CRYPTO_AMOUNT = /^(0|[1-9]\d{0,17})(\.\d{1,18})?$/

/**
 * A query string from ordered pairs, each value strictly percent-encoded (RFC 3986 unreserved
 * characters only: a space is %20, never '+', and !'()* are encoded too), so a browser or the
 * URL parser leaves it byte for byte as it was signed and tested.
 */
export function encodeQuery(params: ReadonlyArray<readonly [string, string]>): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    )
  return params.map(([k, v]) => `${k}=${encode(v)}`).join('&')
}

/** A VALIDATION_ERROR for one field (the routes answer it as a 400 with these details). */
export function refuse(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_ERROR', { message, details: { field } })
}

/**
 * The production network a request names: the provider's name ('ethereum'), CAIP-2
 * ('eip155:137', 'solana:5eykt…') or the decimal chain id ('1'). Undefined when none.
 */
export function resolveProductionNetwork(value: string): ProductionNetworkId | undefined {
  const text = value.trim().toLowerCase()
  for (const [id, network] of Object.entries(PRODUCTION_NETWORKS)) {
    if (
      text === id ||
      text === network.caip2.toLowerCase() ||
      text === network.chain_id.toLowerCase()
    )
      return id as ProductionNetworkId
  }
  return undefined
}

/** The production token a symbol or id names ('usdc', 'USDC'); undefined when none. */
export function resolveProductionAsset(value: string): ProductionAsset | undefined {
  const symbol = value.trim().toUpperCase()
  return symbol in PRODUCTION_ASSETS ? (symbol as ProductionAsset) : undefined
}

/** Whether an address is one of that network's kind (0x… on EVM, base58 on Solana). */
export function isAddressFor(network: ProductionNetworkId, address: string): boolean {
  return network === 'solana' ? SOLANA_ADDRESS.test(address) : EVM_ADDRESS.test(address)
}

function covers(
  coverage: ProductionCoverage,
  asset: ProductionAsset,
  network: ProductionNetworkId,
) {
  return coverage.pairs.some(([a, n]) => a === asset && n === network)
}

function positive(amount: string): boolean {
  return /[1-9]/.test(amount)
}

/**
 * Reads an OnrampUrlRequest for a production provider: every network and token is one the
 * provider serves, every address fits its networks, at most one wallet per network, the amounts
 * are positive decimals, the payment currency and method are offered. Throws a VALIDATION_ERROR
 * naming the field otherwise. When both amounts are given the fiat one is kept (what the buyer
 * typed); the crypto amount needs a known token.
 */
export function resolveProductionPurchase(
  request: OnrampUrlRequest,
  coverage: ProductionCoverage,
): ProductionPurchase {
  const { provider } = coverage
  if (request.defaultExperience !== 'buy')
    throw refuse('defaultExperience', `${provider} opens only the 'buy' experience`)
  if (!Array.isArray(request.destinationWallets) || request.destinationWallets.length === 0)
    throw refuse('destinationWallets', 'At least one destination wallet is required')

  const byNetwork = new Map<ProductionNetworkId, ProductionWallet>()
  const wallets: ProductionWallet[] = request.destinationWallets.map((wallet, index) => {
    const field = `destinationWallets[${index}]`
    if (wallet.blockchains.length === 0)
      throw refuse(`${field}.blockchains`, 'A destination wallet names at least one network')
    const networks = wallet.blockchains.map((name) => {
      const network = resolveProductionNetwork(name)
      if (!network || !coverage.pairs.some(([, n]) => n === network))
        throw refuse(`${field}.blockchains`, `${provider} does not deliver on network '${name}'`)
      if (!isAddressFor(network, wallet.address))
        throw refuse(`${field}.address`, `The address is not a ${network} address`)
      return network
    })
    const assets = wallet.assets?.length
      ? wallet.assets.map((symbol) => {
          const asset = resolveProductionAsset(symbol)
          if (!asset || !networks.some((network) => covers(coverage, asset, network)))
            throw refuse(
              `${field}.assets`,
              `${provider} does not sell '${symbol}' on ${networks.join(', ')}`,
            )
          return asset
        })
      : undefined
    const read: ProductionWallet = { address: wallet.address, networks: [...new Set(networks)] }
    if (assets) read.assets = [...new Set(assets)]
    for (const network of read.networks) {
      if (byNetwork.has(network))
        throw refuse(field, `Only one destination wallet per network (${network})`)
      byNetwork.set(network, read)
    }
    return read
  })

  let network: ProductionNetworkId | undefined
  if (request.defaultNetwork !== undefined) {
    network = resolveProductionNetwork(request.defaultNetwork)
    if (!network || !byNetwork.has(network))
      throw refuse(
        'defaultNetwork',
        `The default network '${request.defaultNetwork}' is not one of the destination wallets' networks`,
      )
  } else if (byNetwork.size === 1) network = [...byNetwork.keys()][0]
  const wallet = network ? byNetwork.get(network) : undefined

  let asset: ProductionAsset | undefined
  if (request.defaultAsset !== undefined) {
    asset = resolveProductionAsset(request.defaultAsset)
    const deliverable =
      asset &&
      [...byNetwork.entries()].some(
        ([n, w]) =>
          (!network || n === network) &&
          covers(coverage, asset as ProductionAsset, n) &&
          (!w.assets || w.assets.includes(asset as ProductionAsset)),
      )
    if (!asset || !deliverable)
      throw refuse(
        'defaultAsset',
        `${provider} cannot deliver '${request.defaultAsset}' to the destination wallets`,
      )
  } else if (network && wallet) {
    const candidates = (
      wallet.assets ?? (Object.keys(PRODUCTION_ASSETS) as ProductionAsset[])
    ).filter((a) => covers(coverage, a, network as ProductionNetworkId))
    if (candidates.length === 1) asset = candidates[0]
  }

  const fiatCurrency = (request.paymentCurrency ?? 'USD').toUpperCase()
  const methods = coverage.payment[fiatCurrency]
  if (!methods) throw refuse('paymentCurrency', `${provider} does not take ${fiatCurrency}`)
  const paymentMethod = (request.paymentMethod ?? 'card') as ProductionPaymentMethod
  const limits = methods[paymentMethod]
  if (!limits)
    throw refuse(
      'paymentMethod',
      `${provider} does not take payment method '${request.paymentMethod}' in ${fiatCurrency}`,
    )

  const purchase: ProductionPurchase = {
    wallets,
    network,
    asset,
    address: wallet?.address,
    fiatCurrency,
    paymentMethod,
    partnerUserId: request.partnerUserId,
    redirectUrl: request.redirectUrl,
  }
  if (request.presetFiatAmount !== undefined) {
    if (!FIAT_AMOUNT.test(request.presetFiatAmount) || !positive(request.presetFiatAmount))
      throw refuse(
        'presetFiatAmount',
        'The fiat amount is a positive decimal with 2 decimals at most',
      )
    purchase.fiatAmount = request.presetFiatAmount
  } else if (request.presetCryptoAmount !== undefined) {
    if (!CRYPTO_AMOUNT.test(request.presetCryptoAmount) || !positive(request.presetCryptoAmount))
      throw refuse('presetCryptoAmount', 'The crypto amount is a positive decimal')
    if (!asset) throw refuse('presetCryptoAmount', 'A crypto amount needs one token (defaultAsset)')
    purchase.cryptoAmount = request.presetCryptoAmount
  }
  if (request.redirectUrl !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(request.redirectUrl)
    } catch {}
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw refuse('redirectUrl', 'The redirect URL is an http(s) URL')
  }
  return purchase
}

/** The spec §3 options for what a provider covers (small and documented, see each provider). */
export function productionOptions(coverage: ProductionCoverage): {
  paymentCurrencies: OnrampPaymentCurrency[]
  purchaseCurrencies: OnrampPurchaseCurrency[]
} {
  const purchaseCurrencies: OnrampPurchaseCurrency[] = []
  for (const [symbol, info] of Object.entries(PRODUCTION_ASSETS)) {
    const networks: OnrampNetwork[] = coverage.pairs
      .filter(([a]) => a === symbol)
      .map(([, n]) => ({
        name: n,
        display_name: PRODUCTION_NETWORKS[n].display_name,
        chain_id: PRODUCTION_NETWORKS[n].chain_id,
        contract_address: info.contracts[n] ?? NATIVE_CONTRACT_ADDRESS,
      }))
    if (networks.length > 0)
      purchaseCurrencies.push({ id: symbol, name: info.name, symbol, networks })
  }
  const paymentCurrencies: OnrampPaymentCurrency[] = Object.entries(coverage.payment).map(
    ([id, methods]) => ({
      id,
      payment_method_limits: Object.entries(methods).map(([method, limits]) => ({
        id: method,
        min: limits.min,
        max: limits.max,
      })),
    }),
  )
  return { paymentCurrencies, purchaseCurrencies }
}
