import type { PorticoError } from '@portico/core'
import { useCallback } from 'react'
import { useT } from '../hooks/useT.js'

/** The translated text of a rejection from core or the frame (rendered as text, never markup). */
export function useErrorText() {
  const { tError } = useT()
  return useCallback(
    (reason: unknown): string => {
      const error = reason as Partial<PorticoError> | undefined
      return tError(error?.shortMessage ?? error?.message ?? String(reason))
    },
    [tError],
  )
}
