import { describe, expect, it } from 'vitest'
import { resolveLocale } from './resolveLocale.js'

describe('resolveLocale: "the locale follows the browser" (best match of navigator.languages)', () => {
  it.each([
    [['de-DE', 'en'], 'de', 'a region falls back to its language'],
    [['pt-BR'], 'pt-BR', 'a region the catalogue has is kept'],
    [['pt-PT'], 'pt', 'European Portuguese is pt'],
    [['pt'], 'pt', 'a bare language'],
    [['zh-CN'], 'zh-CN', 'Simplified Chinese'],
    [['zh'], 'zh-CN', 'bare Chinese is Simplified'],
    [['zh-SG'], 'zh-CN', 'Singapore writes Simplified'],
    [['zh-Hans-HK'], 'zh-CN', 'the script decides over the region'],
    [['zh-HK'], 'zh-TW', 'Hong Kong writes Traditional'],
    [['zh-MO'], 'zh-TW', 'Macau writes Traditional'],
    [['zh-Hant'], 'zh-TW', 'the Traditional script'],
    [['zh-TW'], 'zh-TW', 'Taiwan'],
    [['fi-FI', 'sv-FI', 'en'], 'sv', 'the first preference the catalogue has wins'],
    [['ar-EG'], 'ar', 'Arabic of a region'],
    [['iw-IL'], 'he', 'the old tag of Hebrew'],
    [['in'], 'id', 'the old tag of Indonesian'],
    [['EN-gb'], 'en', 'case does not matter'],
    [['es_MX'], 'es', 'an underscore is read as a hyphen'],
    [['fi', 'nb'], 'en', 'English when nothing matches'],
    [[], 'en', 'English when the browser says nothing'],
    [['', '*', 'de;q=0.8', '<script>'], 'en', 'malformed tags are skipped'],
  ] as const)('%j → %s (%s)', (preferred, expected, _why) => {
    expect(resolveLocale(preferred)).toBe(expected)
  })
})
