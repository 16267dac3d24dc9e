import { useCallback } from 'react'
import type { MessageKey } from '../locales/en.js'
import { translate, translateError } from '../locales/translate.js'
import { usePorticoContext } from './usePorticoContext.js'

/**
 * The translation functions of the provider's locale: `t(key, values)` for the catalogue's
 * strings, `tError(shortMessage)` for spec §8 messages; and the locale with its direction.
 */
export function useT() {
  const { messages, locale, dir } = usePorticoContext()
  const t = useCallback(
    (key: MessageKey, values?: Readonly<Record<string, string>>) =>
      translate(messages, key, values),
    [messages],
  )
  const tError = useCallback((message: string) => translateError(messages, message), [messages])
  return { t, tError, locale, dir }
}
