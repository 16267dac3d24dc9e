/**
 * Calls `check` every `intervalMs` until it returns something, `timeoutMs` passes or `signal`
 * aborts (the client went away); returns the value or undefined. Polling the database keeps it
 * right with several server processes.
 */
export async function waitUntil<T>(
  check: () => Promise<T | undefined>,
  {
    timeoutMs,
    intervalMs,
    signal,
  }: { timeoutMs: number; intervalMs: number; signal?: AbortSignal },
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    const left = deadline - Date.now()
    if (left <= 0 || signal?.aborted) return undefined
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(intervalMs, left))
      function done() {
        clearTimeout(timer)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      signal?.addEventListener('abort', done, { once: true })
    })
    if (signal?.aborted) return undefined
  }
}
