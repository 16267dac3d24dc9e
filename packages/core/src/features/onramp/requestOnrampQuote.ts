import type { PorticoContext } from '../../context.js'

/**
 * Asks a new quote after a pick changed: fetchOnrampQuote loads on demand, so the setters that
 * call this stay in the entry bundle while the quoting does not.
 */
export function requestOnrampQuote(context: PorticoContext): Promise<void> {
  return import('./fetchOnrampQuote.js').then((m) => m.fetchOnrampQuote(context))
}
