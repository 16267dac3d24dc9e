import type { ChainAdapter } from './adapter/ChainAdapter.js'
import type { createEmitter } from './events/createEmitter.js'
import type {
  AlertState,
  ChainsState,
  ConnectionAttemptState,
  ModalState,
  RouterState,
} from './state/types.js'
import type { PorticoStorage } from './storage/createStorage.js'
import type { Store } from './store/createStore.js'
import type { Connector } from './types/connector.js'
import type { ChainNamespace, Network } from './types/network.js'

/** The stores of one instance. */
export type PorticoStores = {
  modal: Store<ModalState>
  router: Store<RouterState>
  chains: Store<ChainsState>
  connectors: Store<{ connectors: readonly Connector[] }>
  connection: Store<ConnectionAttemptState>
  alert: Store<AlertState>
}

/** Everything an action of one instance works on. Actions take it as their first argument. */
export type PorticoContext = {
  projectId: string
  networks: readonly Network[]
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  storage: PorticoStorage
  stores: PorticoStores
  events: ReturnType<typeof createEmitter>
  /** Native balances by CAIP-10 address, with the time they were read. */
  balanceCache: Map<string, { readAt: number; balance: string; symbol: string }>
  now(): number
}
