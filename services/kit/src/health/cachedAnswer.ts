/** Parameters of cachedAnswer. */
export type CachedAnswerParameters = {
  /** Whether the dependency answers (may throw: that is false). */
  ask(): Promise<boolean>
  /** How long an answer is kept, so /ready polled by a balancer does not ask each time. */
  ttlMs: number
  /** How long an ask may take before it counts as down. */
  timeoutMs: number
  /** @default Date.now */
  now?: (() => number) | undefined
}

/**
 * A readiness probe that asks at most once per `ttlMs` (concurrent callers share one ask) and
 * counts an ask that throws or outlasts `timeoutMs` as down. For dependencies that are costly to
 * ask (an SMTP session, every chain's RPC).
 */
export function cachedAnswer({
  ask,
  ttlMs,
  timeoutMs,
  now = Date.now,
}: CachedAnswerParameters): () => Promise<boolean> {
  let kept: { at: number; answer: Promise<boolean> } | undefined
  return () => {
    if (kept && now() - kept.at < ttlMs) return kept.answer
    kept = { at: now(), answer: withTimeout(ask, timeoutMs) }
    return kept.answer
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
