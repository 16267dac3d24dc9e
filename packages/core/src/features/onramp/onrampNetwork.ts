import { ONRAMP_NAMESPACES } from '../../constants.js'
import type { Network } from '../../types/network.js'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_SYMBOL } from './defaults.js'
import type { OnrampNetwork, OnrampPaymentCurrency, OnrampPurchaseCurrency } from './OnrampState.js'

/** Whether the on-ramp can deliver on `network`'s namespace (spec §9: EVM and Solana). */
export function isOnrampNamespace(network: Network): boolean {
  return (ONRAMP_NAMESPACES as readonly string[]).includes(network.chainNamespace)
}

/**
 * The entry of `currency.networks` for `network`: its `chain_id` is the network's chain reference
 * (`1` for eip155:1, the genesis hash for a Solana cluster) or its whole CAIP-2 id. Undefined when
 * the currency is not offered there or the namespace has no on-ramp (spec §9).
 */
export function findOnrampNetwork(
  currency: OnrampPurchaseCurrency,
  network: Network,
): OnrampNetwork | undefined {
  if (!isOnrampNamespace(network)) return undefined
  const reference = String(network.id)
  return currency.networks.find(
    (n) => n.chain_id === reference || n.chain_id === network.caipNetworkId,
  )
}

/** The purchase currencies offered on `network`, in the options' order. */
export function onrampCurrenciesOn(
  currencies: readonly OnrampPurchaseCurrency[],
  network: Network,
): OnrampPurchaseCurrency[] {
  return currencies.filter((c) => findOnrampNetwork(c, network))
}

/**
 * The purchase currency to start with on `network`: USDC when offered there, else the first
 * offered there; undefined when none is.
 */
export function defaultPurchaseCurrency(
  currencies: readonly OnrampPurchaseCurrency[],
  network: Network,
): OnrampPurchaseCurrency | undefined {
  const offered = onrampCurrenciesOn(currencies, network)
  return offered.find((c) => c.symbol === ONRAMP_DEFAULT_PURCHASE_SYMBOL) ?? offered[0]
}

/** The payment currency to start with: USD (spec §9) when offered, else the first. */
export function defaultPaymentCurrency(
  currencies: readonly OnrampPaymentCurrency[],
): OnrampPaymentCurrency | undefined {
  return currencies.find((c) => c.id === ONRAMP_DEFAULT_PAYMENT_CURRENCY) ?? currencies[0]
}

/** Whether a network's contract_address stands for the native currency (empty, 0x0…0 or 0xeee…e). */
export function isNativeContractAddress(address: string): boolean {
  return address === '' || /^0x(?:0{40}|[eE]{40})$/.test(address)
}
