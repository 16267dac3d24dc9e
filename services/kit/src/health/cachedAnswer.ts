/** Parameters of cachedAnswer. */
export type CachedAnswerParameters = {
  /** Whether the dependency answers (may throw: that is false). */
  ask(): Promise<boolean>
  /** How long an answer is fresh, so /ready polled by a balancer does not ask each time. */
  ttlMs: number
  /** How long an ask may take before it counts as down. */
  timeoutMs: number
  /** @default Date.now */
  now?: (() => number) | undefined
}

/**
 * A readiness probe for dependencies that are costly or slow to ask (an SMTP session, every
 * chain's RPC): asks at most once per `ttlMs`, concurrent callers sharing one ask, and counts an
 * ask that throws or outlasts `timeoutMs` as down. Only the first call waits for an answer; once
 * one is known, a stale one is returned at once while a fresh one is asked in the background, so
 * /ready never keeps a balancer waiting on a slow dependency.
 */
export function cachedAnswer({
  ask,
  ttlMs,
  timeoutMs,
  now = Date.now,
}: CachedAnswerParameters): () => Promise<boolean> {
  let known: { answer: boolean; at: number } | undefined
  let asking: Promise<boolean> | undefined
  return () => {
    if (known && now() - known.at < ttlMs) return Promise.resolve(known.answer)
    asking ??= withTimeout(ask, timeoutMs).then((answer) => {
      known = { answer, at: now() }
      asking = undefined
      return answer
    })
    return known ? Promise.resolve(known.answer) : asking
  }
}

/** `ask()`, or false when it throws or has not answered within `timeoutMs`. */
export function withTimeout(ask: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    timer.unref?.()
    ask().then(
      (answer) => {
        clearTimeout(timer)
        resolve(answer)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })
}
