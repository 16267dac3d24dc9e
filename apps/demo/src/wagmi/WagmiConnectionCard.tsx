import { useConnection } from 'wagmi'

/** wagmi's connection as its `useConnection` (wagmi 2's `useAccount`) gives it. */
export function WagmiConnectionCard() {
  const connection = useConnection()
  return (
    <section className="card" aria-labelledby="wagmi-connection-heading">
      <h2 id="wagmi-connection-heading">wagmi's connection</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{connection.status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{connection.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain" data-chain-id={connection.chainId}>
          {connection.chain
            ? `${connection.chain.name} (${connection.chain.id})`
            : (connection.chainId ?? '—')}
        </dd>
        <dt>Connector</dt>
        <dd data-testid="wagmi-connector">{connection.connector?.name ?? '—'}</dd>
      </dl>
    </section>
  )
}
