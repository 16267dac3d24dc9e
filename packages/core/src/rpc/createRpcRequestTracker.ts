import { RequestAbortedError } from '../errors/request.js'
import { abortable } from './abortable.js'

/** The open RPC requests of one instance. */
export type RpcRequestTracker = {
  /**
   * Runs `request` with a signal of its own and tracks it until it settles. Resolves or rejects as
   * the request does, unless abortAll() comes first.
   */
  track<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T>
  /** Aborts every open request: each rejects with RequestAbortedError ('Request was aborted'). */
  abortAll(details?: string): void
  /** How many requests are open. */
  readonly size: number
}

/**
 * Tracks the open RPC requests of one instance so that they can be aborted together (spec §4:
 * "Open RPC requests can be aborted ('Request was aborted')"), e.g. on disconnect.
 *
 * @example
 * const tracker = createRpcRequestTracker()
 * const balance = tracker.track((signal) => withRetry(() => rpc(signal), { signal }))
 * tracker.abortAll() // balance rejects with 'Request was aborted'
 */
export function createRpcRequestTracker(): RpcRequestTracker {
  const open = new Set<AbortController>()
  return {
    track<T>(request: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const controller = new AbortController()
      open.add(controller)
      const running = (async () => request(controller.signal))()
      return abortable(running, controller.signal).finally(() => open.delete(controller))
    },
    abortAll(details?: string) {
      const controllers = [...open]
      open.clear()
      for (const controller of controllers) controller.abort(new RequestAbortedError({ details }))
    },
    get size() {
      return open.size
    },
  }
}
