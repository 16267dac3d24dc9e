import type { Translation } from './Translation.js'

/** Every locale of the catalogue; `en` is bundled, the others load on demand. */
export const LOCALES = [
  'en',
  'ar',
  'cs',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

/** A locale of the catalogue (BCP 47). */
export type LocaleCode = (typeof LOCALES)[number]

/** Locales written right to left: the dialog gets `dir="rtl"` and its layout mirrors. */
export const RTL_LOCALES: ReadonlySet<LocaleCode> = new Set(['ar', 'he'])

type Loader = () => Promise<{ default: Translation }>

/** One dynamic import per locale, so each is its own chunk, fetched only when shown. */
export const LOCALE_LOADERS: Record<Exclude<LocaleCode, 'en'>, Loader> = {
  ar: () => import('./ar.js'),
  cs: () => import('./cs.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  pt: () => import('./pt.js'),
  'pt-BR': () => import('./pt-BR.js'),
  ru: () => import('./ru.js'),
  sv: () => import('./sv.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-TW': () => import('./zh-TW.js'),
}
