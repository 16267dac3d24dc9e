import type { WalletTarget } from '@portico/core'
import { useCallback } from 'react'
import { usePortico } from '../hooks/usePortico.js'

/**
 * What choosing a wallet row does: a connector connects from the modal (ConnectingExternal, or
 * ConnectingWalletConnect for the WalletConnect connector); a catalogue wallet that is not
 * installed opens ConnectingWalletConnect with its id and entry (its app links).
 */
export function useSelectWallet(): (target: WalletTarget) => void {
  const portico = usePortico()
  return useCallback(
    (target: WalletTarget) => {
      if (target.kind === 'connector') {
        void portico.connection.connectFromModal({ connectorId: target.connectorId })
        return
      }
      if (target.connectorId && !target.wallet) {
        void portico.connection.connectFromModal({ connectorId: target.connectorId })
        return
      }
      portico.modal.pushView({
        view: 'ConnectingWalletConnect',
        data: {
          connectorId: target.connectorId,
          walletId: target.wallet?.id,
          wallet: target.wallet,
        },
      })
    },
    [portico],
  )
}
