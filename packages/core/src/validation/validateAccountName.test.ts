import { describe, expect, it } from 'vitest'
import { InvalidAccountNameError } from '../features/names/errors.js'
import { validateAccountName } from './validateAccountName.js'

const RULE = 'spec §5: Account name: letters, digits, hyphens only, at least 4 characters'

describe('validateAccountName', () => {
  it.each([
    [RULE, 'letters', 'alice'],
    [RULE, 'letters, digits and hyphens', 'Bob-42'],
    [RULE, 'exactly 4 characters', 'a-1B'],
    [RULE, 'digits only', '0000'],
    [RULE, 'hyphens only', '----'],
  ])('%s — %s: %s is accepted', (_rule, _case, name) => {
    expect(validateAccountName(name)).toBe(name)
  })

  it.each([
    [RULE, '3 characters', 'abc', 'too-short', 'Account name must be at least 4 characters'],
    [RULE, 'empty', '', 'too-short', 'Account name must be at least 4 characters'],
    [
      RULE,
      'a dot',
      'alice.eth',
      'invalid-characters',
      'Account name can only contain letters, digits and hyphens',
    ],
    [
      RULE,
      'a space',
      'my name',
      'invalid-characters',
      'Account name can only contain letters, digits and hyphens',
    ],
    [
      RULE,
      'an underscore',
      'my_name',
      'invalid-characters',
      'Account name can only contain letters, digits and hyphens',
    ],
    [
      RULE,
      'a non-ASCII letter',
      'josé',
      'invalid-characters',
      'Account name can only contain letters, digits and hyphens',
    ],
    [
      RULE,
      'short and bad characters: characters first',
      'a!',
      'invalid-characters',
      'Account name can only contain letters, digits and hyphens',
    ],
  ])('%s — %s: %s is refused', (_rule, _case, name, reason, message) => {
    const error = (() => {
      try {
        validateAccountName(name)
      } catch (error) {
        return error
      }
    })()
    expect(error).toBeInstanceOf(InvalidAccountNameError)
    expect(error).toMatchObject({ reason, shortMessage: message, code: 'INVALID_ACCOUNT_NAME' })
  })
})
