import { describe, expect, it } from 'vitest'
import { en } from './en.js'
import { LOCALE_LOADERS, LOCALES, RTL_LOCALES } from './locales.js'

/** The `{placeholders}` of a string, sorted (order may change between languages). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
}

const { errors: enErrors, ...enMessages } = en
const translated = LOCALES.filter((code) => code !== 'en')

describe('the locale catalogue: "English bundled; at least 20 more locales loaded on demand"', () => {
  it('has at least 20 locales besides English, Arabic and Hebrew among them, right to left', () => {
    expect(translated.length).toBeGreaterThanOrEqual(20)
    expect([...RTL_LOCALES].sort()).toEqual(['ar', 'he'])
    expect(Object.keys(LOCALE_LOADERS).sort()).toEqual([...translated].sort())
  })

  describe.each(translated)('%s', (code) => {
    it("has exactly en's keys, each with en's placeholders, and no empty string", async () => {
      const { default: translation } = await LOCALE_LOADERS[code]()
      const { errors = {}, ...messages } = translation
      expect(Object.keys(messages).sort()).toEqual(Object.keys(enMessages).sort())
      for (const [key, english] of Object.entries(enMessages)) {
        const text = (messages as Record<string, string | undefined>)[key] ?? ''
        expect(text.trim(), `${code}.${key}`).not.toBe('')
        expect(placeholders(text), `${code}.${key}`).toEqual(placeholders(english))
      }
    })

    it("translates every spec §8 message of en.errors, with en's placeholders", async () => {
      const { default: translation } = await LOCALE_LOADERS[code]()
      const errors = translation.errors ?? {}
      expect(Object.keys(errors).sort()).toEqual(Object.keys(enErrors).sort())
      for (const [key, text] of Object.entries(errors)) {
        expect(text.trim(), `${code}.errors[${key}]`).not.toBe('')
        expect(placeholders(text), `${code}.errors[${key}]`).toEqual(placeholders(key))
      }
    })

    it('holds no markup (strings are rendered as text)', async () => {
      const { default: translation } = await LOCALE_LOADERS[code]()
      expect(JSON.stringify(translation)).not.toMatch(/<[a-z/]/i)
    })
  })
})
