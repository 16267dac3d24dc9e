import { useContext } from 'react'
import { PorticoReactContext, type PorticoReactContextValue } from '../context.js'
import { PorticoProviderMissingError } from './PorticoProviderMissingError.js'

/** The context of the nearest <PorticoProvider>; throws a clear error outside one. */
export function usePorticoContext(): PorticoReactContextValue {
  const value = useContext(PorticoReactContext)
  if (!value) throw new PorticoProviderMissingError()
  return value
}
