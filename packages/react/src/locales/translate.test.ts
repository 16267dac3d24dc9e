import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { withFallback } from './loadMessages.js'
import { translate, translateError } from './translate.js'

describe('translate', () => {
  it('fills placeholders as text', () => {
    expect(translate(en, 'continueIn', { name: '<b>Evil</b>' })).toBe('Continue in <b>Evil</b>')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(translate(en, 'continueIn')).toBe('Continue in {name}')
  })
})

describe('translateError: spec §8 messages in the locale', () => {
  const de = withFallback({
    errors: {
      'Connection rejected': 'Verbindung abgelehnt',
      'Please try again after {seconds} seconds': 'Bitte in {seconds} Sekunden erneut versuchen',
      'Failed to disconnect chains: {message}': 'Trennen fehlgeschlagen: {message}',
    },
  })

  it.each([
    ['Connection rejected', 'Verbindung abgelehnt'],
    ['Please try again after 27 seconds', 'Bitte in 27 Sekunden erneut versuchen'],
    ['Failed to disconnect chains: timeout (a.b)', 'Trennen fehlgeschlagen: timeout (a.b)'],
    ['Something nobody translated', 'Something nobody translated'],
  ])('%s → %s', (message, expected) => {
    expect(translateError(de, message)).toBe(expected)
  })

  it('a key missing from a translation stays English', () => {
    expect(translateError(de, 'Modal closed')).toBe('Modal closed')
    expect(translate(de, 'close')).toBe('Close')
  })
})
