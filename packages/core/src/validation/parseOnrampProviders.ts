/**
 * Reads the on-ramp provider list: an array of strings (spec §5), copied; anything else —
 * including an array holding a non-string — gives an empty list.
 */
export function parseOnrampProviders(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.every((provider) => typeof provider === 'string') ? [...value] : []
}
