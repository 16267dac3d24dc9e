import { InvalidAccountNameError, validateAccountName } from '@portico/core/internal'
import { ProfileError } from './ProfileError.js'

/** The longest label: one DNS label. */
export const ACCOUNT_NAME_MAX_CHARS = 63

/** A checked account name: the lower-case full name and its label. */
export type AccountNameParts = { name: string; label: string }

/**
 * Checks a name of `zone` (spec §5: letters, digits and hyphens, at least 4 characters; at most
 * 63, one DNS label) and lower-cases it, as ENS normalises ASCII. `input` is the full name
 * `<label>.<zone>`, or with `allowLabel` a bare label too. Throws ProfileError INVALID_NAME whose
 * message says which rule failed.
 */
export function parseAccountName(
  input: string,
  { zone, allowLabel = false }: { zone: string; allowLabel?: boolean },
): AccountNameParts {
  const lower = input.toLowerCase()
  const suffix = `.${zone}`
  let label: string
  if (lower.endsWith(suffix)) label = input.slice(0, -suffix.length)
  else if (allowLabel && !input.includes('.')) label = input
  else throw new ProfileError('INVALID_NAME', { message: `Name must end with .${zone}` })
  try {
    validateAccountName(label)
  } catch (error) {
    if (error instanceof InvalidAccountNameError)
      throw new ProfileError('INVALID_NAME', { message: error.shortMessage, cause: error })
    throw error
  }
  if (label.length > ACCOUNT_NAME_MAX_CHARS)
    throw new ProfileError('INVALID_NAME', {
      message: `Account name must be at most ${ACCOUNT_NAME_MAX_CHARS} characters`,
    })
  const lowerLabel = label.toLowerCase()
  return { name: `${lowerLabel}${suffix}`, label: lowerLabel }
}
