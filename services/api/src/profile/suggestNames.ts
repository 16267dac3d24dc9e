import { ACCOUNT_NAME_MAX_CHARS } from './parseAccountName.js'

/** How many available variants follow the typed name. */
export const NAME_SUGGESTION_COUNT = 4

/** One suggestion: a full name and whether it is taken. */
export type NameSuggestion = { name: string; registered: boolean }

/** Variants of a label, most alike first; each a valid label (spec §5) of at most 63 characters. */
export function nameVariants(label: string, year: number): string[] {
  const variants = [
    ...Array.from({ length: 9 }, (_, i) => `${label}${i + 1}`),
    `${label}-${year}`,
    `my${label}`,
    `the${label}`,
    `${label}-id`,
    `${label}-wallet`,
  ]
  return [...new Set(variants)].filter((v) => v.length <= ACCOUNT_NAME_MAX_CHARS && v !== label)
}

/**
 * Suggestions for `label` in `zone` (spec §7 `/v1/profile/suggestions/{name}`): the typed name
 * first with whether it is taken, then up to NAME_SUGGESTION_COUNT variants that are free.
 * `takenOf` answers which of some full names are taken.
 */
export async function suggestNames({
  label,
  zone,
  year,
  takenOf,
}: {
  label: string
  zone: string
  /** For the `<label>-<year>` variant. */
  year: number
  takenOf(names: readonly string[]): Promise<Set<string>>
}): Promise<NameSuggestion[]> {
  const typed = `${label}.${zone}`
  const variants = nameVariants(label, year).map((variant) => `${variant}.${zone}`)
  const taken = await takenOf([typed, ...variants])
  return [
    { name: typed, registered: taken.has(typed) },
    ...variants
      .filter((name) => !taken.has(name))
      .slice(0, NAME_SUGGESTION_COUNT)
      .map((name) => ({ name, registered: false })),
  ]
}
