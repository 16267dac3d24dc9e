import {
  ONRAMP_FEE_BPS_RANGE,
  SANDBOX_NETWORK_FEE_USD_CENTS,
  SANDBOX_USD_MICROS_PER_CENT,
  type SandboxPaymentCurrency,
} from './sandboxConstants.js'

/**
 * A price as an exact ratio: base units of the purchase currency per micro-USD (one USDC base
 * unit). USDC: 1/1; ETH: the pool's WETH reserve / USDC reserve.
 */
export type SandboxPrice = { baseUnits: bigint; perMicroUsd: bigint }

/** A sandbox quote in integers: cents of the payment currency and base units of the purchase. */
export type SandboxQuoteFigures = {
  totalCents: bigint
  providerFeeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  purchaseBaseUnits: bigint
}

/** The fixed network fee in a payment currency's cents (0.10 USD, converted and rounded up). */
export function sandboxNetworkFeeCents(currency: SandboxPaymentCurrency): bigint {
  const perCent = SANDBOX_USD_MICROS_PER_CENT[currency]
  const usdMicros = SANDBOX_NETWORK_FEE_USD_CENTS * SANDBOX_USD_MICROS_PER_CENT.USD
  return (usdMicros + perCent - 1n) / perCent
}

/**
 * The provider fee of a total: `feeBps` of it rounded half up to the cent, then held within spec §9's
 * 1–2 % of the total (rounding never takes it outside).
 */
export function sandboxProviderFeeCents(totalCents: bigint, feeBps: number): bigint {
  const bps = BigInt(feeBps)
  const rounded = (totalCents * bps + 5_000n) / 10_000n
  const lowest = (totalCents * BigInt(ONRAMP_FEE_BPS_RANGE.min) + 9_999n) / 10_000n
  const highest = (totalCents * BigInt(ONRAMP_FEE_BPS_RANGE.max)) / 10_000n
  return rounded < lowest ? lowest : rounded > highest ? highest : rounded
}

/**
 * What paying `totalCents` buys: total = subtotal + provider fee + network fee exactly; the
 * subtotal converted to micro-USD at the currency's fixed rate, then to base units at `price`
 * (rounded down: the buyer never gets more than was paid for). Undefined when the fees eat it all.
 */
export function computeSandboxQuote({
  totalCents,
  currency,
  feeBps,
  price,
}: {
  totalCents: bigint
  currency: SandboxPaymentCurrency
  feeBps: number
  price: SandboxPrice
}): SandboxQuoteFigures | undefined {
  const providerFeeCents = sandboxProviderFeeCents(totalCents, feeBps)
  const networkFeeCents = sandboxNetworkFeeCents(currency)
  const subtotalCents = totalCents - providerFeeCents - networkFeeCents
  if (subtotalCents <= 0n) return undefined
  const micros = subtotalCents * SANDBOX_USD_MICROS_PER_CENT[currency]
  const purchaseBaseUnits = (micros * price.baseUnits) / price.perMicroUsd
  if (purchaseBaseUnits <= 0n) return undefined
  return { totalCents, providerFeeCents, networkFeeCents, subtotalCents, purchaseBaseUnits }
}

/**
 * The smallest total (cents) whose quote buys at least `baseUnits` (presetCryptoAmount), found by
 * bisection (the purchase grows with the total); undefined above `maxCents`.
 */
export function sandboxTotalForPurchase({
  baseUnits,
  maxCents,
  ...rest
}: {
  baseUnits: bigint
  maxCents: bigint
  currency: SandboxPaymentCurrency
  feeBps: number
  price: SandboxPrice
}): bigint | undefined {
  const buys = (totalCents: bigint) =>
    (computeSandboxQuote({ totalCents, ...rest })?.purchaseBaseUnits ?? 0n) >= baseUnits
  if (!buys(maxCents)) return undefined
  let low = 0n
  let high = maxCents
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (buys(middle)) high = middle
    else low = middle
  }
  return high
}
