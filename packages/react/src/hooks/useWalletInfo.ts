import type { AccountState, ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** The connected wallet as it introduced itself: its name, icon and rdns. */
export type WalletInfo = NonNullable<AccountState['connectedWalletInfo']>

export type UseWalletInfoReturnType = {
  /** Name, icon and rdns of the wallet; undefined while nothing is connected. */
  walletInfo: WalletInfo | undefined
}

/**
 * The connected wallet's name, icon and rdns (render the icon only as an <img> source and the
 * name as text: both come from the wallet).
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo && <img src={walletInfo.icon} alt="" />
 */
export function useWalletInfo(
  parameters: { namespace?: ChainNamespace | undefined } = {},
): UseWalletInfoReturnType {
  const portico = usePortico()
  const walletInfo = useStoreState(portico.stores.chains, (s) => {
    const account = s.accounts[parameters.namespace ?? s.activeNamespace]
    return account?.status === 'connected' ? account.connectedWalletInfo : undefined
  })
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
