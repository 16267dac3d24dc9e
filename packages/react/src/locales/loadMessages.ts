import { en, type Messages } from './en.js'
import { LOCALE_LOADERS, type LocaleCode } from './locales.js'
import type { Translation } from './Translation.js'

/** en's strings overlaid with a translation: a key it lacks stays English. */
export function withFallback(translation: Translation): Messages {
  return { ...en, ...translation, errors: { ...en.errors, ...translation.errors } }
}

/** The strings of `locale`: English at once, any other after its chunk loads. */
export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  if (locale === 'en') return en
  const module = await LOCALE_LOADERS[locale]()
  return withFallback(module.default)
}
