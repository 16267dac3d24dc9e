/** A listener called after every state change. */
export type StoreListener<T> = (state: T, previous: T) => void

/** A small vanilla store: readable from anywhere, subscribable from React via useSyncExternalStore. */
export type Store<T> = {
  getState(): T
  /** Merge a partial state (or the result of an updater) into the current state. */
  setState(update: Partial<T> | ((state: T) => Partial<T>)): void
  subscribe(listener: StoreListener<T>): () => void
}

/**
 * Creates a store holding `initial`. Each `createPortico()` instance owns its stores, so two
 * widgets on one page never share state.
 */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<StoreListener<T>>()
  return {
    getState: () => state,
    setState(update) {
      const partial = typeof update === 'function' ? update(state) : update
      const next = { ...state, ...partial }
      const changed = (Object.keys(partial) as (keyof T)[]).some(
        (k) => !Object.is(state[k], next[k]),
      )
      if (!changed) return
      const previous = state
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
