import type { PorticoContext } from '../../context.js'
import type { SwapToken } from './SwapState.js'

/**
 * What the swap actions of one instance share besides `stores.swap`: the quote request in flight
 * (aborted when a newer one starts) and the initialization in flight (reused by a second call).
 */
type SwapSession = {
  quote?: AbortController | undefined
  initializing?: { key: string; promise: Promise<readonly SwapToken[]> } | undefined
}

const sessions = new WeakMap<PorticoContext, SwapSession>()

/** The swap session of an instance, created on first use. */
export function swapSession(context: PorticoContext): SwapSession {
  let session = sessions.get(context)
  if (!session) {
    session = {}
    sessions.set(context, session)
  }
  return session
}

/** Aborts the quote request in flight, if any; its answer will be ignored. */
export function abortSwapQuote(context: PorticoContext): void {
  const session = swapSession(context)
  session.quote?.abort()
  session.quote = undefined
}
