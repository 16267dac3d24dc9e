import type { ProviderListener } from './types.js'

type Listener = (...args: unknown[]) => void

/** The small event emitter behind a provider's `on` / `removeListener`. */
export type Emitter = {
  on(event: string, listener: ProviderListener): void
  removeListener(event: string, listener: ProviderListener): void
  emit(event: string, ...args: unknown[]): void
}

/** Creates an emitter whose listeners cannot break one another: a throwing listener is logged. */
export function createEmitter(): Emitter {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener as Listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          console.error(`[portico test wallet] a '${event}' listener threw`, error)
        }
      }
    },
  }
}
