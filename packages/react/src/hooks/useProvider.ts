import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseProviderReturnType<TProvider> = {
  /**
   * The connected wallet's provider: EIP-1193 for `eip155`, the wallet's own object for other
   * namespaces, the WalletConnect provider for a wallet paired over the relay. Undefined while
   * the namespace has no connected wallet.
   */
  walletProvider: TProvider | undefined
  /** The id of the connector the wallet is connected through. */
  connectorId: string | undefined
}

/**
 * The provider of the wallet connected on `namespace`, to send it requests yourself (or hand it
 * to viem, ethers, wagmi).
 *
 * @example
 * import type { EIP1193Provider } from 'viem'
 * const { walletProvider } = useProvider<EIP1193Provider>('eip155')
 * const accounts = await walletProvider?.request({ method: 'eth_accounts' })
 */
export function useProvider<TProvider = unknown>(
  namespace: ChainNamespace,
): UseProviderReturnType<TProvider> {
  const portico = usePortico()
  const connectorId = useStoreState(portico.stores.chains, (s) => {
    const account = s.accounts[namespace]
    return account?.status === 'connected' ? account.connectorId : undefined
  })
  const provider = useStoreState(portico.stores.connectors, (s) =>
    connectorId ? s.connectors.find((c) => c.id === connectorId)?.provider : undefined,
  )
  return useMemo(
    () => ({ walletProvider: provider as TProvider | undefined, connectorId }),
    [provider, connectorId],
  )
}
