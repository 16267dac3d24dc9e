/** Fraction digits of a fiat amount (the on-ramp takes cents: "10.50", never "10.505"). */
export const ONRAMP_FIAT_DECIMALS = 2
/** Fraction digits an estimated purchase amount keeps (rounded down: never more than it gives). */
export const ONRAMP_ESTIMATE_DECIMALS = 6
/** The quoteId of an estimate (spec §8 "a failed quote falls back to a mocked quote"). */
export const ONRAMP_ESTIMATE_QUOTE_ID = 'estimate'
/** Tokens whose price is 1 USD for an estimate, without asking the API. */
export const ONRAMP_USD_STABLE_SYMBOLS: readonly string[] = ['USDC']
/**
 * How often the purchase watcher reads the balance: a provider delivers in seconds to minutes; 5 s
 * shows the arrival promptly at one cheap read per poll.
 */
export const ONRAMP_PURCHASE_POLL_MS = 5_000
/**
 * How long the watcher waits for the tokens before 'failed': 30 minutes, as long as a sandbox
 * checkout session lives (providers settle cards in minutes; a bank transfer takes days and is
 * not watched to the end).
 */
export const ONRAMP_PURCHASE_TIMEOUT_MS = 30 * 60_000
/** The on-ramp popup's size: the social login popup's (spec §9 600×800), which fits every provider. */
export const ONRAMP_POPUP_WIDTH_PX = 600
export const ONRAMP_POPUP_HEIGHT_PX = 800
/** The on-ramp popup's window name: opening again reuses the same window. */
export const ONRAMP_POPUP_NAME = 'portico-onramp'
