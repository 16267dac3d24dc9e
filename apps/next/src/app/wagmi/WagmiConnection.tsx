'use client'

import { useConnection } from 'wagmi'

/**
 * wagmi's connection as its `useConnection` (wagmi 2: `useAccount`) gives it. Rendered on the
 * server from wagmi's cookie: after a reload the address is in the first HTML, with the status
 * `reconnecting` until wagmi's reconnect on mount confirms it.
 */
export function WagmiConnection() {
  const { status, address, chainId, chain } = useConnection()
  return (
    <section aria-labelledby="wagmi-connection-heading">
      <h2 id="wagmi-connection-heading">wagmi's connection</h2>
      <dl className="details">
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">
          {chain ? `${chain.name} (${chain.id})` : (chainId ?? '—')}
        </dd>
      </dl>
    </section>
  )
}
