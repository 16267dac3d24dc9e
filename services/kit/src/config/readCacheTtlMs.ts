/** The longest cache TTL a variable may set: past an hour an edit would look lost. */
export const MAX_CACHE_TTL_MS = 3_600_000

/**
 * A cache's time to live from the variable `name`, in ms (0: no caching), or undefined when
 * unset or empty (the cache's default applies). A wrong value throws naming the variable.
 */
export function readCacheTtlMs(
  env: Record<string, string | undefined>,
  name: string,
): number | undefined {
  const raw = env[name]?.trim()
  if (!raw) return undefined
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value > MAX_CACHE_TTL_MS)
    throw new Error(
      `${name} must be a whole number of milliseconds from 0 to ${MAX_CACHE_TTL_MS}, got '${raw.slice(0, 20)}'`,
    )
  return value
}
