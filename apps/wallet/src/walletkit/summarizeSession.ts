import type { SessionTypes } from '@walletconnect/types'
import { pickSafeIcon } from './describeSessionProposal.js'
import type { SampleWalletSession } from './sampleWalletTypes.js'

export function summarizeSession(session: SessionTypes.Struct): SampleWalletSession {
  const metadata = session.peer.metadata
  const namespaces = Object.values(session.namespaces)
  const icon = pickSafeIcon(metadata?.icons)
  return {
    topic: session.topic,
    name:
      typeof metadata?.name === 'string' && metadata.name
        ? metadata.name.slice(0, 200)
        : 'Unnamed dApp',
    url: typeof metadata?.url === 'string' ? metadata.url.slice(0, 500) : '',
    ...(icon && { icon }),
    accounts: namespaces.flatMap((n) => n.accounts),
    chains: namespaces.flatMap(
      (n) => n.chains ?? n.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
    ),
    methods: [...new Set(namespaces.flatMap((n) => n.methods))],
    expiry: session.expiry,
  }
}
