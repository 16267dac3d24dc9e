import type { Connector } from '../../types/connector.js'
import type { AdapterContext } from '../ChainAdapter.js'
import type {
  StandardEventsLike,
  StandardWalletAccountLike,
  StandardWalletLike,
  StandardWalletRegistryLike,
} from './types.js'
import { walletFeature } from './walletFeature.js'

/** Parameters of {@link createStandardWalletDiscovery}. */
export type CreateStandardWalletDiscoveryParameters<wallet extends StandardWalletLike> = {
  /** The registry wallets register with, read at setup (`getWallets()` of `@wallet-standard/app`). */
  registry: () => StandardWalletRegistryLike<wallet>
  /** Whether a registered wallet serves the adapter's namespace. */
  isWallet(wallet: wallet): boolean
  toConnector(wallet: wallet): Connector
  /** The active address among a wallet's accounts; undefined when none is usable. */
  activeAddress(accounts: readonly StandardWalletAccountLike[]): string | undefined
}

/** The discovery half of a wallet-standard adapter, see {@link createStandardWalletDiscovery}. */
export type StandardWalletDiscovery = {
  /** Core's context while the adapter is set up. */
  readonly context: AdapterContext | undefined
  /** The adapter's `setup`: publishes the registry's wallets as connectors, now and as they come and go. */
  setup(context: AdapterContext): () => void
  /**
   * Forwards the connected wallet's `change` events (standard:events) to core: another active
   * address is `accountChanged`, no usable account `disconnected`. Replaces an earlier attach.
   */
  attach(connector: Connector, address: string | undefined): void
  /** Stops forwarding the connector's events (on disconnect). */
  detach(connectorId: string): void
}

/**
 * What the Solana and Bitcoin adapters share: wallets found in the wallet-standard registry become
 * connectors (a register or unregister republishes the list), and a connected wallet's account
 * changes reach core until it disconnects or the adapter is torn down.
 */
export function createStandardWalletDiscovery<wallet extends StandardWalletLike>(
  parameters: CreateStandardWalletDiscoveryParameters<wallet>,
): StandardWalletDiscovery {
  let context: AdapterContext | undefined
  /** Listeners on each connected wallet, by connector id. */
  const detachers = new Map<string, () => void>()
  const detach = (connectorId: string) => detachers.get(connectorId)?.()

  return {
    get context() {
      return context
    },
    setup(ctx) {
      context = ctx
      const registry = parameters.registry()
      const publish = () =>
        ctx.setConnectors(registry.get().filter(parameters.isWallet).map(parameters.toConnector))
      publish()
      const offRegister = registry.on('register', publish)
      const offUnregister = registry.on('unregister', publish)
      return () => {
        offRegister()
        offUnregister()
        for (const off of [...detachers.values()]) off()
        context = undefined
      }
    },
    attach(connector, address) {
      detach(connector.id)
      const wallet = connector.provider as wallet
      const events = walletFeature<StandardEventsLike>(wallet, 'standard:events')
      if (!events) return
      const connectorId = connector.id
      let current = address
      const off = events.on('change', (properties) => {
        if (!properties.accounts) return
        const next = parameters.activeAddress(properties.accounts)
        if (!next) {
          context?.emit({ type: 'disconnected', connectorId })
          detach(connectorId)
        } else if (next !== current) {
          current = next
          context?.emit({ type: 'accountChanged', address: next, connectorId })
        }
      })
      detachers.set(connectorId, () => {
        off()
        detachers.delete(connectorId)
      })
    },
    detach,
  }
}
