import type { Portico } from '@portico/core'
import { usePorticoContext } from './usePorticoContext.js'

/** The widget instance of the nearest <PorticoProvider>. */
export function usePortico(): Portico {
  return usePorticoContext().portico
}
