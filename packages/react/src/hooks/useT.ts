import { useCallback } from 'react'
import type { MessageKey } from '../locales/en.js'
import { translate, translateError } from '../locales/translate.js'
import { usePorticoContext } from './usePorticoContext.js'

/** The translation functions of the provider's locale. */
export function useT() {
  const { messages } = usePorticoContext()
  const t = useCallback(
    (key: MessageKey, values?: Record<string, string>) => translate(messages, key, values),
    [messages],
  )
  const tError = useCallback((message: string) => translateError(messages, message), [messages])
  return { t, tError }
}
