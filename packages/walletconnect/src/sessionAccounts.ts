import { CHAIN_NAMESPACES, type ChainNamespace, type Network } from '@portico/core/internal'

/** An account of a WalletConnect session: its namespace, chain reference and address. */
export type SessionAccount = { namespace: ChainNamespace; reference: string; address: string }

/** The namespaces of an approved session (SessionTypes.Namespaces): accounts are CAIP-10 ids. */
export type SessionNamespaces = Record<string, { accounts: readonly string[] }>

/**
 * Parses a session's CAIP-10 accounts (`namespace:reference:address`), by namespace, in the order
 * the wallet gave them. Accounts of namespaces Portico does not know, or malformed, are dropped.
 */
export function sessionAccounts(
  namespaces: SessionNamespaces,
): Map<ChainNamespace, SessionAccount[]> {
  const byNamespace = new Map<ChainNamespace, SessionAccount[]>()
  for (const { accounts } of Object.values(namespaces)) {
    for (const caip10 of accounts ?? []) {
      const [namespace, reference, ...rest] = String(caip10).split(':')
      const address = rest.join(':')
      const known = CHAIN_NAMESPACES.find((n) => n === namespace)
      if (!known || !reference || !address) continue
      const list = byNamespace.get(known) ?? []
      if (!list.some((a) => a.reference === reference && a.address === address))
        list.push({ namespace: known, reference, address })
      byNamespace.set(known, list)
    }
  }
  return byNamespace
}

/** A chain reference as core's networks hold it: a number for eip155, else the string. */
export function toChainId(namespace: ChainNamespace, reference: string): number | string {
  if (namespace !== 'eip155') return reference
  const id = reference.startsWith('0x') ? Number.parseInt(reference, 16) : Number(reference)
  return Number.isSafeInteger(id) ? id : reference
}

/**
 * The account to connect with in `network`'s namespace: the one on `network` when the wallet
 * approved it, else its first account of the namespace; undefined when it approved none there.
 */
export function pickAccount(
  accounts: Map<ChainNamespace, SessionAccount[]>,
  network: Pick<Network, 'chainNamespace' | 'id'>,
): { address: string; chainId: number | string } | undefined {
  const list = accounts.get(network.chainNamespace) ?? []
  const account = list.find((a) => a.reference === String(network.id)) ?? list[0]
  return (
    account && {
      address: account.address,
      chainId: toChainId(account.namespace, account.reference),
    }
  )
}
