import type { AccountNameMessage } from '@portico/protocol'
import { ProfileError } from './ProfileError.js'

/** At most this many text records per name. */
export const MAX_ATTRIBUTES = 16
/** A text record key: ENS keys like `avatar`, `description`, `com.twitter`. */
const ATTRIBUTE_KEY_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,63}$/
/** The longest text record value, in characters. */
export const MAX_ATTRIBUTE_CHARS = 2_048

/** What a wallet signs to register a name (spec §7): name, attributes, timestamp in seconds. */
export type NameMessage = AccountNameMessage

const invalid = (why: string) =>
  new ProfileError('INVALID_MESSAGE', { message: `Invalid message: ${why}` })

/**
 * Reads the signed message: JSON of `{ name, attributes, timestamp }` with a string name, text
 * records of string values (at most 16, keys like `avatar` or `com.twitter`, values up to 2,048
 * characters without control characters) and a timestamp in whole seconds.
 */
export function parseNameMessage(message: string): NameMessage {
  let value: unknown
  try {
    value = JSON.parse(message)
  } catch {
    throw invalid('not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('not a JSON object')
  const { name, attributes = {}, timestamp } = value as Record<string, unknown>
  if (typeof name !== 'string' || !name) throw invalid('name must be a string')
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0)
    throw invalid('timestamp must be whole seconds')
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    throw invalid('attributes must be an object')
  const entries = Object.entries(attributes)
  if (entries.length > MAX_ATTRIBUTES) throw invalid(`at most ${MAX_ATTRIBUTES} attributes`)
  const checked: Record<string, string> = {}
  for (const [key, text] of entries) {
    if (!ATTRIBUTE_KEY_PATTERN.test(key)) throw invalid(`attribute key '${key.slice(0, 64)}'`)
    if (typeof text !== 'string' || text.length > MAX_ATTRIBUTE_CHARS)
      throw invalid(`attribute ${key} must be text of at most ${MAX_ATTRIBUTE_CHARS} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(text)) throw invalid(`attribute ${key} has control characters`)
    checked[key] = text
  }
  return { name, attributes: checked, timestamp }
}
