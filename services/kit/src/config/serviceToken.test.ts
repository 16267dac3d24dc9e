import { describe, expect, it } from 'vitest'
import { createServiceTokenCheck, readServiceToken } from './serviceToken.js'

const TOKEN = 'a'.repeat(64)

describe('the service token (PORTICO_SERVICE_TOKEN)', () => {
  it.each([
    ['unset', {}, undefined],
    ['empty', { PORTICO_SERVICE_TOKEN: '' }, undefined],
    ['set', { PORTICO_SERVICE_TOKEN: TOKEN }, TOKEN],
  ])('%s → %s', (_rule, env, expected) => {
    expect(readServiceToken(env)).toBe(expected)
  })

  it('refuses a short token naming the variable, not the value', () => {
    expect(() => readServiceToken({ PORTICO_SERVICE_TOKEN: 'short-secret' })).toThrow(
      /^PORTICO_SERVICE_TOKEN must be at least 32 characters/,
    )
    expect(() => readServiceToken({ PORTICO_SERVICE_TOKEN: 'short-secret' })).not.toThrow(
      /short-secret/,
    )
  })

  it.each([
    ['the token', TOKEN, TOKEN, true],
    ['another token of the same length', TOKEN, 'b'.repeat(64), false],
    ['a prefix', TOKEN, TOKEN.slice(0, 32), false],
    ['an empty token', TOKEN, '', false],
    ['anything when none is configured', undefined, TOKEN, false],
  ])('checks %s', (_rule, configured, sent, expected) => {
    expect(createServiceTokenCheck(configured)(sent)).toBe(expected)
  })
})
