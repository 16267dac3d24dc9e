/** One dependency /ready looks at. */
export type ReadinessCheck = {
  /** Whether the node is 'not ready' (503) while it is down; else it is only reported. */
  required: boolean
  /** Whether the dependency answers; never throws (a failure is false). */
  answers(): Promise<boolean>
}

/** What /ready answers: the verdict and each dependency's state. */
export type ReadinessReport = {
  status: 'ready' | 'not ready' | 'draining'
  checks: Record<string, 'ok' | 'down'>
}

/**
 * Asks every dependency at once: 'not ready' when a required one is down, 'draining' when the
 * node is shutting down (whatever the checks say: a balancer must stop sending it work).
 */
export async function readinessReport(
  checks: Readonly<Record<string, ReadinessCheck>>,
  draining: boolean,
): Promise<ReadinessReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const ok = await check.answers().catch(() => false)
      return [name, ok, check.required] as const
    }),
  )
  const down = entries.some(([, ok, required]) => required && !ok)
  return {
    status: draining ? 'draining' : down ? 'not ready' : 'ready',
    checks: Object.fromEntries(entries.map(([name, ok]) => [name, ok ? 'ok' : 'down'])),
  }
}
