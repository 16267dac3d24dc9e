/** What the devnet sandbox on-ramp offers and charges; every figure documented in the README. */

/** The sandbox's provider id: what `provider` names in the requests. */
export const SANDBOX_PROVIDER_ID = 'sandbox'

/** Shown to the buyer. */
export const SANDBOX_PROVIDER_NAME = 'Portico Sandbox (devnet)'

/** Spec §9 "Provider fee range 1-2%", in basis points: the sandbox refuses to start outside it. */
export const ONRAMP_FEE_BPS_RANGE = { min: 100, max: 200 } as const

/** The sandbox's provider fee, 1.5 % (PORTICO_ONRAMP_SANDBOX_FEE_BPS overrides it within the range). */
export const SANDBOX_DEFAULT_FEE_BPS = 150

/** The fixed network fee, 0.10 USD (in EUR at the devnet rate, rounded up to the cent). */
export const SANDBOX_NETWORK_FEE_USD_CENTS = 10n

/**
 * Micro-USD (USDC base units) one cent of each payment currency is worth: USD 1:1, and EUR at the
 * fixed devnet rate 1 EUR = 1.08 USD. Exact integers, so every conversion is exact.
 */
export const SANDBOX_USD_MICROS_PER_CENT = { USD: 10_000n, EUR: 10_800n } as const

/** The payment currencies of the sandbox. */
export type SandboxPaymentCurrency = keyof typeof SANDBOX_USD_MICROS_PER_CENT

/**
 * Payment methods and their limits in cents, the same in USD and EUR (spec §9's defaults: card
 * 10.00 to 7500.00, bank account (ach) 10.00 to 25000.00).
 */
export const SANDBOX_PAYMENT_METHOD_LIMITS = {
  card: { min: 1_000n, max: 750_000n },
  ach: { min: 1_000n, max: 2_500_000n },
} as const

/** How long a checkout session can be paid. */
export const SANDBOX_SESSION_TTL_MS = 30 * 60_000

/** The test card that pays (Stripe's convention). */
export const SANDBOX_SUCCESS_CARD = '4242424242424242'

/** The test card that is declined. */
export const SANDBOX_DECLINED_CARD = '4000000000000002'
