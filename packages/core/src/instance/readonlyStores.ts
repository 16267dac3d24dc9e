import type { PorticoStores } from '../context.js'
import type { PorticoReadonlyStores } from './Portico.js'

/** The stores as a dApp gets them: the same state and listeners, without `setState`. */
export function readonlyStores(stores: PorticoStores): PorticoReadonlyStores {
  return Object.fromEntries(
    Object.entries(stores).map(([name, store]) => [
      name,
      Object.freeze({ getState: store.getState, subscribe: store.subscribe }),
    ]),
  ) as PorticoReadonlyStores
}
