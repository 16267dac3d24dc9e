/** The on-ramp feature's async half, loaded on the first call of a `portico.onramp` method. */
export { fetchOnrampOptions } from './fetchOnrampOptions.js'
export { fetchOnrampQuote } from './fetchOnrampQuote.js'
export { openOnramp } from './openOnramp.js'
