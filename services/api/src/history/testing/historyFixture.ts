/**
 * The chain history the stand-ins serve, described once and rendered by each stand-in in its
 * API's published shape. Addresses lowercase.
 */
export type FixtureToken = { address: string; name: string; symbol: string; decimals: number }

/** A token transfer (ERC-20 amount in base units, ERC-721 token id). */
export type FixtureTransfer = {
  kind: 'erc20' | 'erc721'
  token: FixtureToken
  from: string
  to: string
  amount: string
  logIndex: number
  /** ERC-721: the instance's metadata name and image, as an indexer would have read them. */
  metadata?: { name?: string; image?: string } | undefined
}

export type FixtureTransaction = {
  hash: string
  block: number
  index: number
  /** Seconds. */
  timestamp: number
  from: string
  to: string
  /** Wei, decimal. */
  value: string
  failed?: boolean | undefined
  transfers: FixtureTransfer[]
}

/** A transaction hash made from a number, so fixtures read easily. */
export function fixtureHash(n: number): string {
  return `0x${n.toString(16).padStart(64, '0')}`
}

/** The ERC-721 tokens each account holds after `transactions`: the receiver of each token's last transfer. */
export function fixtureHoldings(transactions: readonly FixtureTransaction[]) {
  const holder = new Map<string, { transfer: FixtureTransfer; owner: string }>()
  const ordered = [...transactions].sort((a, b) => a.block - b.block || a.index - b.index)
  for (const tx of ordered)
    for (const transfer of [...tx.transfers].sort((a, b) => a.logIndex - b.logIndex))
      if (transfer.kind === 'erc721')
        holder.set(`${transfer.token.address}:${transfer.amount}`, { transfer, owner: transfer.to })
  return [...holder.values()]
}
