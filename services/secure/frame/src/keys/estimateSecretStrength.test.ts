import { describe, expect, it } from 'vitest'
import {
  estimateSecretStrength,
  MIN_RECOVERY_SECRET_GUESSES_LOG10,
} from './estimateSecretStrength.js'

describe('estimateSecretStrength (issue 16: "a strength estimate, not a length rule")', () => {
  it.each([
    ['twelve characters of one key (passed the old 12-character rule)', 'aaaaaaaaaaaa'],
    ['a common password padded past 12 characters', 'password12345678'],
    ['a keyboard walk', 'qwertyuiop1234'],
    ['the user’s own email', 'alice.smith@example.com'],
    ['the site’s and wallet’s words', 'portico wallet recovery'],
    ['a famous passphrase', 'correcthorsebatterystaple'],
    ['a l33t-speak word with a suffix', 'Tr0ub4dor&3xyz'],
    ['ten random characters', 'x7#Qm9!vTz'],
  ])('refuses %s, with feedback', async (_name, secret) => {
    const strength = await estimateSecretStrength(secret, ['alice.smith@example.com'])
    expect(strength.acceptable).toBe(false)
    expect(strength.guessesLog10).toBeLessThan(MIN_RECOVERY_SECRET_GUESSES_LOG10)
    expect(strength.warning !== undefined || strength.suggestions.length > 0).toBe(true)
  })

  it.each([
    ['four uncommon words', 'purple tiger quietly sings'],
    ['sixteen random characters', 'x7#Qm9!vTz4Kp2Lw'],
    ['a sentence', 'my cat eats 3 tacos on every rainy tuesday'],
  ])('accepts %s', async (_name, secret) => {
    const strength = await estimateSecretStrength(secret)
    expect(strength.acceptable).toBe(true)
    expect(strength.guessesLog10).toBeGreaterThanOrEqual(MIN_RECOVERY_SECRET_GUESSES_LOG10)
  })
})
