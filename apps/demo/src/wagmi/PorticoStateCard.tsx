import { useAccount, useNetwork } from '@portico/react'

/** What Portico's stores hold of the same connection (`useAccount`/`useNetwork` of @portico/react). */
export function PorticoStateCard() {
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <section className="card" aria-labelledby="portico-state-heading">
      <h2 id="portico-state-heading">Portico's connection</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="portico-store-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="portico-store-address">{account.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="portico-store-chain">
          {network.name} ({network.id})
        </dd>
        <dt>Wallet</dt>
        <dd data-testid="portico-store-connector">{account.connectorId ?? '—'}</dd>
      </dl>
    </section>
  )
}
