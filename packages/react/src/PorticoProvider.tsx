import type { Portico } from '@portico/core'
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { PorticoReactContext } from './context.js'
import { en, type Messages } from './locales/en.js'
import { loadMessages, withFallback } from './locales/loadMessages.js'
import { type LocaleCode, RTL_LOCALES } from './locales/locales.js'
import { resolveLocale } from './locales/resolveLocale.js'
import type { Translation } from './locales/Translation.js'
import { loadModal } from './modal/loadModal.js'
import { whenIdle } from './modal/whenIdle.js'
import type { ThemeOptions } from './theme/theme.js'

export type PorticoProviderProps = ThemeOptions & {
  /** The instance returned by createPortico(). */
  instance: Portico
  /**
   * The locale to show, a BCP 47 tag (`de`, `pt-BR`, `zh-HK`…), matched to the catalogue as the
   * browser's languages are. @default the browser's (`navigator.languages`), else English
   */
  locale?: string | undefined
  /** Strings that replace the locale's own (any subset of en's keys). */
  messages?: Translation | undefined
  children?: ReactNode
}

function subscribeToLanguages(onChange: () => void): () => void {
  window.addEventListener('languagechange', onChange)
  return () => window.removeEventListener('languagechange', onChange)
}
const browserLanguages = () => (globalThis.navigator?.languages ?? []).join(',')
const noLanguages = () => ''

/** The browser's preferred languages, followed live (the `languagechange` event). */
function useBrowserLanguages(): readonly string[] {
  const list = useSyncExternalStore(subscribeToLanguages, browserLanguages, noLanguages)
  return useMemo(() => (list ? list.split(',') : []), [list])
}

/**
 * Puts a Portico instance in React context, starts wallet discovery and reconnection on mount,
 * and renders the modal (into its own Shadow DOM) when it opens. `themeMode` and
 * `themeVariables` set the instance's theme (as its setThemeMode/setThemeVariables do); the
 * locale follows the browser unless `locale` is given.
 *
 * @example
 * <PorticoProvider instance={portico} locale="de"><ConnectButton /></PorticoProvider>
 */
export function PorticoProvider({
  instance,
  locale,
  messages: overrides,
  themeMode,
  themeVariables,
  children,
}: PorticoProviderProps) {
  useEffect(() => instance.mount(), [instance])

  useEffect(() => {
    if (themeMode !== undefined) instance.theme.setMode({ themeMode })
  }, [instance, themeMode])
  // By value, so an object literal written in the JSX does not reset the theme on every render.
  const variables = JSON.stringify(themeVariables ?? null)
  useEffect(() => {
    const value = JSON.parse(variables) as ThemeOptions['themeVariables'] | null
    if (!value) return
    try {
      instance.theme.setVariables({ themeVariables: value })
    } catch (error) {
      console.error('Portico: themeVariables ignored:', error)
    }
  }, [instance, variables])

  const languages = useBrowserLanguages()
  const code = useMemo(
    () => resolveLocale(locale !== undefined ? [locale] : languages),
    [locale, languages],
  )
  const [loaded, setLoaded] = useState<{ code: LocaleCode; messages: Messages }>({
    code: 'en',
    messages: en,
  })
  useEffect(() => {
    let active = true
    loadMessages(code).then(
      (messages) => active && setLoaded({ code, messages }),
      (error: unknown) => console.error(`Portico: the '${code}' strings failed to load`, error),
    )
    return () => {
      active = false
    }
  }, [code])

  // The modal's code is not in the page's first JS: it loads once the browser is idle after mount
  // (or on the button's hover/focus, or when the modal opens), so a page with just the button
  // stays light. Once loaded the modal is mounted, closed: the click that opens it is then one
  // synchronous render inside the click, drawn in the next frame. It renders without <Suspense>:
  // React 19 holds suspended content back ~300 ms after a fallback.
  const [Modal, setModal] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (Modal) return
    let active = true
    const load = () =>
      void loadModal().then(
        (component) => active && setModal(() => component),
        (error: unknown) => console.error('Portico: the modal failed to load', error),
      )
    if (instance.stores.modal.getState().open) load()
    const unsubscribe = instance.stores.modal.subscribe((s) => s.open && load())
    const cancelPrefetch = whenIdle(load)
    return () => {
      active = false
      unsubscribe()
      cancelPrefetch()
    }
  }, [instance, Modal])
  const overridesKey = JSON.stringify(overrides ?? null)
  const value = useMemo(() => {
    const custom = JSON.parse(overridesKey) as Translation | null
    const messages = custom
      ? withFallback({
          ...loaded.messages,
          ...custom,
          errors: { ...loaded.messages.errors, ...custom.errors },
        })
      : loaded.messages
    const dir: 'ltr' | 'rtl' = RTL_LOCALES.has(loaded.code) ? 'rtl' : 'ltr'
    return { portico: instance, messages, locale: loaded.code, dir }
  }, [instance, loaded, overridesKey])
  return (
    <PorticoReactContext.Provider value={value}>
      {children}
      {Modal && <Modal />}
    </PorticoReactContext.Provider>
  )
}
