import type { Portico } from '@portico/core'
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react'
import { PorticoReactContext } from './context.js'
import { en, type Messages } from './locales/en.js'
import type { ThemeOptions } from './theme/theme.js'

/** The modal's code loads only when it first opens, so a page with just the button stays light. */
const Modal = lazy(() => import('./modal/Modal.js'))

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
  const [modalWanted, setModalWanted] = useState(() => instance.stores.modal.getState().open)
  useEffect(() => {
    if (modalWanted) return
    return instance.stores.modal.subscribe((s) => s.open && setModalWanted(true))
  }, [instance, modalWanted])
  const value = useMemo(
    () => ({ portico: instance, messages, theme: { themeMode, themeVariables } }),
    [instance, messages, themeMode, themeVariables],
  )
  return (
    <PorticoReactContext.Provider value={value}>
      {children}
      {modalWanted && (
        <Suspense fallback={null}>
          <Modal />
        </Suspense>
      )}
    </PorticoReactContext.Provider>
  )
}
