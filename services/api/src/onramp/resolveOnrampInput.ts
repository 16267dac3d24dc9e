import { isAddress } from 'viem'
import { ApiError } from '../server/errors.js'
import { formatCents, parseFiatAmount } from './fiatAmount.js'
import type {
  OnrampCurrencyOptions,
  OnrampDestinationWallet,
  OnrampNetwork,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from './OnrampProvider.js'

/** One problem of a request, in the shape of the schema validator's details. */
type Issue = { in: 'body'; path: string; message: string }

/** Collects the problems of one request; `throwIfAny` answers them all at once as VALIDATION_ERROR. */
function createIssues() {
  const issues: Issue[] = []
  return {
    add(path: string, message: string) {
      issues.push({ in: 'body', path, message })
    },
    throwIfAny() {
      if (issues.length) throw new ApiError('VALIDATION_ERROR', { details: issues })
    },
  }
}

/** Every network of the options, by name. */
function allNetworks(options: OnrampCurrencyOptions): OnrampNetwork[] {
  const networks = new Map<string, OnrampNetwork>()
  for (const currency of options.purchaseCurrencies)
    for (const network of currency.networks)
      if (!networks.has(network.name)) networks.set(network.name, network)
  return [...networks.values()]
}

/** A network named by its `name` or as CAIP-2 (`eip155:31337` → the network whose chain_id is 31337). */
function findNetwork(networks: readonly OnrampNetwork[], id: string): OnrampNetwork | undefined {
  const caip2 = /^eip155:([0-9]{1,16})$/.exec(id)
  return networks.find((n) => (caip2 ? n.chain_id === caip2[1] : n.name === id))
}

/** A purchase currency by id or symbol (symbols case-insensitively). */
function findPurchaseCurrency(
  options: OnrampCurrencyOptions,
  id: string,
): OnrampPurchaseCurrency | undefined {
  return (
    options.purchaseCurrencies.find((c) => c.id === id) ??
    options.purchaseCurrencies.find((c) => c.symbol.toUpperCase() === id.toUpperCase())
  )
}

function findPaymentCurrency(
  options: OnrampCurrencyOptions,
  id: string,
): OnrampPaymentCurrency | undefined {
  return options.paymentCurrencies.find((c) => c.id.toUpperCase() === id.toUpperCase())
}

const list = (values: readonly string[]) => values.join(', ') || 'none'

/** Checks a fiat amount against a currency's payment method; adds what is wrong. */
function checkAmount(
  issues: ReturnType<typeof createIssues>,
  currency: OnrampPaymentCurrency,
  method: string | undefined,
  amount: string,
  path: string,
): string | undefined {
  const methodId = method ?? currency.payment_method_limits[0]?.id
  const limits = currency.payment_method_limits.find((l) => l.id === methodId)
  if (!limits) {
    issues.add(
      '/paymentMethod',
      `must be one of ${list(currency.payment_method_limits.map((l) => l.id))} for ${currency.id}`,
    )
    return undefined
  }
  const cents = parseFiatAmount(amount)
  const min = parseFiatAmount(limits.min)
  const max = parseFiatAmount(limits.max)
  if (cents === undefined) issues.add(path, 'must be a decimal amount with at most 2 decimals')
  else if ((min !== undefined && cents < min) || (max !== undefined && cents > max))
    issues.add(
      path,
      `must be between ${min === undefined ? limits.min : formatCents(min)} and ${max === undefined ? limits.max : formatCents(max)} ${currency.id} for ${limits.id}`,
    )
  return limits.id
}

/**
 * A quote request checked against the provider's options: the purchase currency, the network it
 * is offered on, the payment currency and method, the amount within that method's limits. Answers
 * the names the provider uses (network `name`, currency ids); throws VALIDATION_ERROR with every
 * problem in `details` otherwise.
 */
export function resolveQuoteInput(
  options: OnrampCurrencyOptions,
  body: {
    purchaseCurrency: string
    paymentCurrency: string
    amount: string
    network: string
    paymentMethod?: string | undefined
  },
) {
  const issues = createIssues()
  const purchase = findPurchaseCurrency(options, body.purchaseCurrency)
  if (!purchase)
    issues.add(
      '/purchaseCurrency',
      `must be one of ${list(options.purchaseCurrencies.map((c) => c.symbol))}`,
    )
  const network = purchase && findNetwork(purchase.networks, body.network)
  if (purchase && !network)
    issues.add(
      '/network',
      `${purchase.symbol} is offered on ${list(purchase.networks.map((n) => n.name))}`,
    )
  const payment = findPaymentCurrency(options, body.paymentCurrency)
  if (!payment)
    issues.add(
      '/paymentCurrency',
      `must be one of ${list(options.paymentCurrencies.map((c) => c.id))}`,
    )
  const method = payment && checkAmount(issues, payment, body.paymentMethod, body.amount, '/amount')
  issues.throwIfAny()
  return {
    purchaseCurrency: purchase?.id ?? body.purchaseCurrency,
    paymentCurrency: payment?.id ?? body.paymentCurrency,
    amount: body.amount,
    network: network?.name ?? body.network,
    paymentMethod: method,
  }
}

/** A CAIP-10 account id: namespace, chain reference, address. */
const CAIP10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
/** A Solana address: base58, 32–44 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The onrampurl body's wallets and choices checked against the provider's options: every listed
 * network offered, each address an address of its networks (EVM: 0x with a valid checksum when
 * mixed-case; Solana: base58; a CAIP-10 id is taken and reduced to its address), the default
 * network among the wallets', the payment currency and the preset fiat amount within its limits.
 * Answers the normalised parts; throws VALIDATION_ERROR with every problem.
 */
export function resolveUrlInput(
  options: OnrampCurrencyOptions,
  body: {
    destinationWallets: OnrampDestinationWallet[]
    defaultNetwork?: string | undefined
    defaultAsset?: string | undefined
    paymentCurrency?: string | undefined
    paymentMethod?: string | undefined
    presetFiatAmount?: string | undefined
    redirectUrl?: string | undefined
  },
) {
  const issues = createIssues()
  const networks = allNetworks(options)
  const wallets: OnrampDestinationWallet[] = body.destinationWallets.map((wallet, i) => {
    const blockchains: string[] = []
    for (const [j, id] of wallet.blockchains.entries()) {
      const network = findNetwork(networks, id)
      if (!network)
        issues.add(
          `/destinationWallets/${i}/blockchains/${j}`,
          `must be one of ${list(networks.map((n) => n.name))}`,
        )
      else blockchains.push(network.name)
    }
    let address = wallet.address
    const caip10 = CAIP10.exec(address)
    if (caip10) {
      const [, namespace, reference, account = ''] = caip10
      address = account
      if (
        namespace === 'eip155' &&
        !blockchains.some((name) => findNetwork(networks, name)?.chain_id === reference)
      )
        issues.add(`/destinationWallets/${i}/address`, `is on chain ${reference}, not a listed one`)
    }
    for (const name of blockchains) {
      const network = findNetwork(networks, name)
      const evm = network && /^[0-9]+$/.test(network.chain_id)
      const solana = network && /solana/i.test(`${network.name} ${network.chain_id}`)
      if (evm ? !isAddress(address) : solana ? !SOLANA_ADDRESS.test(address) : /\s/.test(address)) {
        issues.add(`/destinationWallets/${i}/address`, `must be an address on ${name}`)
        break
      }
    }
    for (const [j, asset] of (wallet.assets ?? []).entries())
      if (!findPurchaseCurrency(options, asset))
        issues.add(`/destinationWallets/${i}/assets/${j}`, 'is not offered')
    return { address, blockchains, ...(wallet.assets ? { assets: wallet.assets } : {}) }
  })
  let defaultNetwork: string | undefined
  if (body.defaultNetwork !== undefined) {
    defaultNetwork = findNetwork(networks, body.defaultNetwork)?.name
    if (!defaultNetwork)
      issues.add('/defaultNetwork', `must be one of ${list(networks.map((n) => n.name))}`)
    else if (!wallets.some((w) => w.blockchains.includes(defaultNetwork as string)))
      issues.add('/defaultNetwork', 'is not among the destination wallets’ blockchains')
  }
  if (body.defaultAsset !== undefined && !findPurchaseCurrency(options, body.defaultAsset))
    issues.add(
      '/defaultAsset',
      `must be one of ${list(options.purchaseCurrencies.map((c) => c.symbol))}`,
    )
  let paymentCurrency: string | undefined
  let paymentMethod = body.paymentMethod
  if (body.paymentCurrency !== undefined || body.presetFiatAmount !== undefined) {
    const payment = findPaymentCurrency(options, body.paymentCurrency ?? 'USD')
    if (!payment)
      issues.add(
        '/paymentCurrency',
        `must be one of ${list(options.paymentCurrencies.map((c) => c.id))}`,
      )
    else {
      paymentCurrency = payment.id
      if (body.presetFiatAmount !== undefined)
        paymentMethod = checkAmount(
          issues,
          payment,
          body.paymentMethod,
          body.presetFiatAmount,
          '/presetFiatAmount',
        )
    }
  }
  if (body.redirectUrl !== undefined) {
    let url: URL | undefined
    try {
      url = new URL(body.redirectUrl)
    } catch {}
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      issues.add('/redirectUrl', 'must be an http(s) URL')
  }
  issues.throwIfAny()
  return { destinationWallets: wallets, defaultNetwork, paymentCurrency, paymentMethod }
}
