import type { DisconnectParameters } from '@portico/core'
import { usePortico } from './usePortico.js'

/** Disconnects the active account. */
export function useDisconnect(): {
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
} {
  const portico = usePortico()
  return { disconnect: portico.disconnect }
}
