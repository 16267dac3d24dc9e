import type { Portico } from '@portico/core'
import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react'
import { PorticoReactContext } from './context.js'
import { en, type Messages } from './locales/en.js'
import { loadModal } from './modal/loadModal.js'
import type { ThemeOptions } from './theme/theme.js'

export type PorticoProviderProps = ThemeOptions & {
  /** The instance returned by createPortico(). */
  instance: Portico
  /** Strings of the locale to show. @default English */
  messages?: Messages | undefined
  children?: ReactNode
}

/**
 * Puts a Portico instance in React context, starts wallet discovery and reconnection on mount,
 * and renders the modal (into its own Shadow DOM) when it opens.
 *
 * @example
 * <PorticoProvider instance={portico}><ConnectButton /></PorticoProvider>
 */
export function PorticoProvider({
  instance,
  messages = en,
  themeMode,
  themeVariables,
  children,
}: PorticoProviderProps) {
  useEffect(() => instance.mount(), [instance])
  // The modal's code loads when it first opens (or on the button's hover/focus), so a page with
  // just the button stays light. It renders once loaded, without <Suspense>: React 19 holds
  // suspended content back ~300 ms after a fallback, which a dialog opening on click cannot afford.
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
    return () => {
      active = false
      unsubscribe()
    }
  }, [instance, Modal])
  const value = useMemo(
    () => ({ portico: instance, messages, theme: { themeMode, themeVariables } }),
    [instance, messages, themeMode, themeVariables],
  )
  return (
    <PorticoReactContext.Provider value={value}>
      {children}
      {Modal && <Modal />}
    </PorticoReactContext.Provider>
  )
}
