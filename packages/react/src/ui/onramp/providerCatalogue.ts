import {
  ONRAMP_PROVIDER_FEE_MAX_PERCENT,
  ONRAMP_PROVIDER_FEE_MIN_PERCENT,
} from '@portico/core/internal'

/** How the widget shows an on-ramp provider it knows: its name and the fee range it charges. */
export type OnrampProviderInfo = {
  /** The provider's own name (a brand, not translated). */
  name: string
  /** The fee range in percent of the payment; spec §9's 1–2 % unless the provider says otherwise. */
  feeMinPercent: number
  feeMaxPercent: number
}

const specFee = {
  feeMinPercent: ONRAMP_PROVIDER_FEE_MIN_PERCENT,
  feeMaxPercent: ONRAMP_PROVIDER_FEE_MAX_PERCENT,
}

/**
 * The providers services/api can offer (docs/swaps-and-onramp.md "On-ramp providers"), by id. The
 * devnet's sandbox takes 1.5 %, inside spec §9's range.
 */
export const ONRAMP_PROVIDER_CATALOGUE: Readonly<Record<string, OnrampProviderInfo>> = {
  sandbox: { name: 'Portico Sandbox', feeMinPercent: 1.5, feeMaxPercent: 1.5 },
  coinbase: { name: 'Coinbase', ...specFee },
  moonpay: { name: 'MoonPay', ...specFee },
  transak: { name: 'Transak', ...specFee },
}

/**
 * What to show for provider `id`: the catalogue's entry, or — for an id the widget does not know —
 * the id itself as the name (shown as text) with spec §9's fee range.
 */
export function onrampProviderInfo(id: string): OnrampProviderInfo {
  return Object.hasOwn(ONRAMP_PROVIDER_CATALOGUE, id)
    ? (ONRAMP_PROVIDER_CATALOGUE[id] as OnrampProviderInfo)
    : { name: id, ...specFee }
}
