import {
  type AccountState,
  type ChainNamespace,
  type EmbeddedWalletInfo,
  getEmbeddedWalletInfo,
} from '@portico/core/internal'
import { useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

const DISCONNECTED: AccountState = Object.freeze({ status: 'disconnected', currentTab: 'Tokens' })

export type UseAccountParameters = {
  /** The namespace whose account to read. @default the active one */
  namespace?: ChainNamespace | undefined
}

/** The account state of one namespace, plus what a dApp asks most (docs/react-hooks.md). */
export type UseAccountReturnType = AccountState & {
  /** The namespace this account belongs to. */
  namespace: ChainNamespace
  isConnected: boolean
  /** The embedded (email or social) wallet's user and login; undefined for other wallets. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/**
 * The account of a namespace (the active one by default): address, CAIP-10 address, status,
 * balance (truncated to 3 decimals) and symbol, profile name and image, embedded-wallet user.
 * The same object until the account changes.
 *
 * @example
 * const { address, isConnected, balance, balanceSymbol } = useAccount()
 * const solana = useAccount({ namespace: 'solana' })
 */
export function useAccount(parameters: UseAccountParameters = {}): UseAccountReturnType {
  const portico = usePortico()
  const namespace = useStoreState(
    portico.stores.chains,
    (s) => parameters.namespace ?? s.activeNamespace,
  )
  const account = useStoreState(portico.stores.chains, (s) => s.accounts[namespace] ?? DISCONNECTED)
  const connector = useStoreState(portico.stores.connectors, (s) =>
    account.connectorId ? s.connectors.find((c) => c.id === account.connectorId) : undefined,
  )
  return useMemo(
    () => ({
      ...account,
      namespace,
      isConnected: account.status === 'connected',
      embeddedWalletInfo: getEmbeddedWalletInfo(account, connector),
    }),
    [account, namespace, connector],
  )
}
