'use client'

import { useAccount, useNetwork } from '@portico/react'

/** What the page knows of the connection, read with Portico's hooks. */
export function AccountDetails() {
  const { status, address } = useAccount()
  const { network } = useNetwork()
  return (
    <dl className="details">
      <dt>Status</dt>
      <dd data-testid="next-status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="next-address">{address ?? '—'}</dd>
      <dt>Network</dt>
      <dd data-testid="next-network">
        {network.name} ({network.id})
      </dd>
    </dl>
  )
}
