import type { PorticoContext } from '../../context.js'
import type { SwapToken } from './SwapState.js'

/**
 * What the swap actions of one instance share besides `stores.swap`: the quote request in flight
 * (aborted when a newer one starts) and the initialization in flight (reused by a second call).
 */
export type SwapSession = {
  quote?: AbortController | undefined
  initializing?: { key: string; promise: Promise<readonly SwapToken[]> } | undefined
}

/** The swap session of an instance (`context.sessions.swap`). */
export function swapSession(context: PorticoContext): SwapSession {
  return context.sessions.swap
}

/** Aborts the quote request in flight, if any; its answer will be ignored. */
export function abortSwapQuote(context: PorticoContext): void {
  const session = swapSession(context)
  session.quote?.abort()
  session.quote = undefined
}
