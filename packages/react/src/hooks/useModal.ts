import type { OpenModalParameters } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseModalReturnType = {
  isOpen: boolean
  /**
   * Opens the modal on the view the opening rules give (docs/core-state-and-router.md): `namespace`
   * first switches to that namespace; `view` is honoured unless nobody is connected and only
   * WalletConnect is offered.
   */
  open: (parameters?: OpenModalParameters) => void
  /** Closes the modal (and resets it to Connect). */
  close: () => void
}

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open, close, isOpen } = useModal()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useModal(): UseModalReturnType {
  const portico = usePortico()
  const isOpen = useStoreState(portico.stores.modal, (s) => s.open)
  return useMemo(() => ({ isOpen, open: portico.open, close: portico.close }), [isOpen, portico])
}
