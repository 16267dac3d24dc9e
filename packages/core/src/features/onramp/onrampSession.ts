import type { PorticoContext } from '../../context.js'

/** What an instance's on-ramp holds outside its store: nothing of it is state a view renders. */
export type OnrampSession = {
  /** Aborts the quote request in flight (a newer one supersedes it). */
  abortQuote?: (() => void) | undefined
  /** The provider's popup, while a purchase is open. */
  popup?: Window | null | undefined
  /** The checkout URL of the purchase being watched (Open again reuses it). */
  url?: string | undefined
  /** What the URL was made for, so that Open again reuses it only for the same purchase. */
  urlKey?: string | undefined
  /** Stops the purchase watcher. */
  stopWatch?: (() => void) | undefined
}

/** The on-ramp session of an instance (`context.sessions.onramp`, dropped with the instance). */
export function onrampSession(context: PorticoContext): OnrampSession {
  return context.sessions.onramp
}
