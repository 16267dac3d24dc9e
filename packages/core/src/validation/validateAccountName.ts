import { ACCOUNT_NAME_MIN_CHARS } from '../constants.js'
import { InvalidAccountNameError } from '../features/names/errors.js'

/**
 * Checks an account name (spec §5): ASCII letters, digits and hyphens only, at least 4
 * characters. Returns the name unchanged, or throws `InvalidAccountNameError` whose `reason` says
 * which rule failed; a name breaking both reports its characters first, since lengthening it
 * would not help.
 */
export function validateAccountName(name: string): string {
  if (/[^a-zA-Z0-9-]/.test(name)) throw new InvalidAccountNameError('invalid-characters')
  if (name.length < ACCOUNT_NAME_MIN_CHARS) throw new InvalidAccountNameError('too-short')
  return name
}
