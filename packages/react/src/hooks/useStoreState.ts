import type { ReadonlyStore } from '@portico/core'
import { useSyncExternalStore } from 'react'

/** Reads a core store (or a slice of it) and re-renders when it changes. */
export function useStoreState<T extends object, S = T>(
  store: ReadonlyStore<T>,
  select: (state: T) => S = (s) => s as unknown as S,
): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  )
}
