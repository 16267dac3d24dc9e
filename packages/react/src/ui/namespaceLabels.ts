import type { ChainNamespace } from '@portico/core'
import type { MessageKey } from '../locales/en.js'

/** The heading of each namespace, in the order the network list shows them. */
export const NAMESPACE_LABELS: Readonly<Record<ChainNamespace, MessageKey>> = {
  eip155: 'namespaceEip155',
  solana: 'namespaceSolana',
  bip122: 'namespaceBip122',
  polkadot: 'namespacePolkadot',
  cosmos: 'namespaceCosmos',
}

/** Namespaces in display order: EVM, Solana, Bitcoin, Polkadot, Cosmos. */
export const NAMESPACE_ORDER = Object.keys(NAMESPACE_LABELS) as ChainNamespace[]
