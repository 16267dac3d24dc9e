import { LOCALES, type LocaleCode } from './locales.js'

const BY_LOWER_CASE = new Map<string, LocaleCode>(LOCALES.map((code) => [code.toLowerCase(), code]))
/** Old or alternative tags of a language of the catalogue. */
const ALIASES: Record<string, LocaleCode> = { iw: 'he', in: 'id', zh: 'zh-CN' }
/** Chinese written in traditional characters: by script, or by region where it is the norm. */
const TRADITIONAL_CHINESE = /^zh-(?:hant|tw|hk|mo)(?:-|$)/

/** The locale of the catalogue for one BCP 47 tag, or undefined when its language is not in it. */
function matchTag(tag: string): LocaleCode | undefined {
  const lower = tag.trim().replaceAll('_', '-').toLowerCase()
  if (!/^[a-z]{2,3}(?:-[a-z0-9]{1,8})*$/.test(lower)) return undefined
  const exact = BY_LOWER_CASE.get(lower)
  if (exact) return exact
  const language = lower.split('-')[0] ?? ''
  if (language === 'zh') return TRADITIONAL_CHINESE.test(lower) ? 'zh-TW' : 'zh-CN'
  return BY_LOWER_CASE.get(language) ?? ALIASES[language]
}

/**
 * The best locale of the catalogue for a list of preferred BCP 47 tags (the browser's
 * `navigator.languages`, or the one the dApp sets), in order: the tag itself (`pt-BR`), else its
 * language (`pt-PT` → `pt`, `de-AT` → `de`); Chinese by script or region (`zh-HK`, `zh-Hant` →
 * `zh-TW`; `zh`, `zh-SG`, `zh-Hans` → `zh-CN`). English when none matches.
 */
export function resolveLocale(preferred: readonly string[]): LocaleCode {
  for (const tag of preferred) {
    const code = typeof tag === 'string' ? matchTag(tag) : undefined
    if (code) return code
  }
  return 'en'
}
