import type { Network } from '@portico/core'
import type { default as UniversalProvider } from '@walletconnect/universal-provider'
import { sessionAccounts } from './sessionAccounts.js'

/** Whether the session approved `network`'s chain (the wallet holds an account on it). */
export function sessionApproves(provider: UniversalProvider, network: Network): boolean {
  return (
    sessionAccounts(provider.session?.namespaces ?? {})
      .get(network.chainNamespace)
      ?.some((a) => a.reference === String(network.id)) ?? false
  )
}
