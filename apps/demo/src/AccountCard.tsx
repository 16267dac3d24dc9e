import { useAccount, useNetwork } from '@portico/react'

/** What the widget knows of the connected account, as the demo pages show it (and tests read it). */
export function AccountCard() {
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="demo-status">{account.status}</dd>
        <dt>Name</dt>
        <dd data-testid="demo-name">{account.profileName ?? '—'}</dd>
        <dt>Address</dt>
        <dd data-testid="demo-address">{account.address ?? '—'}</dd>
        <dt>Chain</dt>
        <dd data-testid="demo-chain">
          {network.name} ({network.id})
        </dd>
        <dt>Balance</dt>
        <dd data-testid="demo-balance">
          {account.balance !== undefined ? `${account.balance} ${account.balanceSymbol}` : '—'}
        </dd>
      </dl>
    </section>
  )
}
