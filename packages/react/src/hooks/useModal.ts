import type { OpenModalParameters } from '@portico/core'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseModalReturnType = {
  isOpen: boolean
  open: (parameters?: OpenModalParameters) => void
  close: () => void
}

/** Opens and closes the modal. */
export function useModal(): UseModalReturnType {
  const portico = usePortico()
  const isOpen = useStoreState(portico.stores.modal, (s) => s.open)
  return { isOpen, open: portico.open, close: portico.close }
}
