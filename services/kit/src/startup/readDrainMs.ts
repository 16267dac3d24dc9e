/** The grace period's variable: seconds between /ready turning 'draining' and the close. */
export const DRAIN_SECONDS_ENV = 'PORTICO_DRAIN_SECONDS'
/** How long a node keeps serving after SIGTERM while balancers notice its /ready went 503. */
export const DEFAULT_DRAIN_SECONDS = 5
/** The longest grace accepted (an orchestrator kills a node that takes much longer anyway). */
export const MAX_DRAIN_SECONDS = 300

/**
 * PORTICO_DRAIN_SECONDS in milliseconds: a whole number of seconds from 0 to MAX_DRAIN_SECONDS,
 * DEFAULT_DRAIN_SECONDS when unset or empty; anything else throws a message naming the variable.
 */
export function readDrainMs(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env[DRAIN_SECONDS_ENV]?.trim()
  if (!raw) return DEFAULT_DRAIN_SECONDS * 1_000
  const seconds = Number(raw)
  if (!/^\d+$/.test(raw) || seconds > MAX_DRAIN_SECONDS)
    throw new Error(
      `${DRAIN_SECONDS_ENV} must be a whole number of seconds from 0 to ${MAX_DRAIN_SECONDS}, got '${raw.slice(0, 20)}'`,
    )
  return seconds * 1_000
}
