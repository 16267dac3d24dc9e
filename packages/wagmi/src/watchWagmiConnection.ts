import type { AdapterEvent } from '@portico/core'
import type { Config, Connector } from '@wagmi/core'
import { getAddress } from 'viem'

export type WatchWagmiConnectionParameters = {
  /** Portico's connector id of a wagmi connector. */
  idOf(connector: Connector): string
  onEvent(event: AdapterEvent): void
}

type Seen = { connectorId: string; address: string; chainId: number }

/**
 * Follows wagmi's connections and reports them to Portico as adapter events: the current
 * connection appearing or becoming another one (`connected`), its account or chain moving
 * (`accountChanged`, `chainChanged`), a connection ending (`disconnected`). Whoever caused it —
 * Portico's modal, the dApp's `useConnect`/`useSwitchChain`/`useDisconnect`, the wallet — Portico
 * and wagmi then agree. Nothing is reported while wagmi connects or reconnects; what it ends with
 * is. Returns what stops it.
 */
export function watchWagmiConnection(
  config: Config,
  { idOf, onEvent }: WatchWagmiConnectionParameters,
): () => void {
  /** Every connection seen, by wagmi's connector uid; and the current one's uid. */
  let seen = new Map<string, Seen>()
  let current: string | null = null

  const sync = () => {
    const state = config.state
    if (state.status === 'connecting' || state.status === 'reconnecting') return
    const next = new Map<string, Seen>()
    for (const [uid, connection] of state.connections) {
      const [address] = connection.accounts
      if (!address) continue
      next.set(uid, {
        connectorId: idOf(connection.connector),
        address: getAddress(address),
        chainId: connection.chainId,
      })
    }
    for (const [uid, was] of seen)
      if (!next.has(uid)) onEvent({ type: 'disconnected', connectorId: was.connectorId })
    const now = state.current ? next.get(state.current) : undefined
    const before = state.current ? seen.get(state.current) : undefined
    if (now && (state.current !== current || !before)) onEvent({ type: 'connected', ...now })
    else if (now && before) {
      if (now.address !== before.address)
        onEvent({ type: 'accountChanged', address: now.address, connectorId: now.connectorId })
      if (now.chainId !== before.chainId)
        onEvent({ type: 'chainChanged', chainId: now.chainId, connectorId: now.connectorId })
    }
    seen = next
    current = state.current
  }

  sync()
  return config.subscribe((state) => state, sync)
}
