/** How long the browser may stay busy before an idle task runs anyway. */
const IDLE_TIMEOUT_MS = 2_000
/** Where there is no requestIdleCallback (Safari before 18): a short delay after the caller. */
const FALLBACK_DELAY_MS = 200

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most 2 s later), or after a
 * short timeout where it has no idle callback; returns a function that cancels it. Used to
 * prefetch on-demand code (issue 4: "load on demand (prefetched when the browser is idle)").
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, FALLBACK_DELAY_MS)
  return () => clearTimeout(timer)
}
