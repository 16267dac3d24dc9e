import type { ConnectReturnType, ConnectWalletParameters, PorticoError } from '@portico/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** idle: nothing asked yet; pending: the wallet is asked; then success or error. */
export type ConnectStatus = 'idle' | 'pending' | 'success' | 'error'

export type UseConnectReturnType = {
  /** Connects a wallet (a connector id, or a row of useWalletList); the outcome lands in `status`. */
  connect: (wallet: ConnectWalletParameters['wallet']) => void
  /** The same, as a promise that rejects with the error (docs/errors.md). */
  connectAsync: (wallet: ConnectWalletParameters['wallet']) => Promise<ConnectReturnType>
  status: ConnectStatus
  /** The last attempt's error, e.g. 'Connection rejected'. */
  error: PorticoError | undefined
  /**
   * While a catalogue wallet pairs over WalletConnect: the `wc:` URI to show as a QR code or open
   * as a deep link. It is replaced when it expires, 4 minutes after it was made.
   */
  pairingUri: string | undefined
  /** Back to idle. */
  reset: () => void
}

/**
 * Connects wallets without the modal, for a dApp that draws its own list (see useWalletList).
 * An installed wallet connects directly; a catalogue wallet pairs over WalletConnect.
 *
 * @example
 * const { connect, status, error, pairingUri } = useConnect()
 * <button onClick={() => connect(wallet)}>{wallet.name}</button>
 * {status === 'error' && <p role="alert">{error?.shortMessage}</p>}
 */
export function useConnect(): UseConnectReturnType {
  const portico = usePortico()
  const [state, setState] = useState<{ status: ConnectStatus; error?: PorticoError }>({
    status: 'idle',
  })
  const pairingUri = useStoreState(portico.stores.pairing, (s) =>
    s.status === 'ready' ? s.uri : undefined,
  )
  // Only the latest attempt reports: an older one that settles late changes nothing.
  const attempt = useRef(0)
  const connectAsync = useCallback(
    async (wallet: ConnectWalletParameters['wallet']) => {
      const current = ++attempt.current
      setState({ status: 'pending' })
      try {
        const result = await portico.connection.connectWallet({ wallet })
        if (current === attempt.current) setState({ status: 'success' })
        return result
      } catch (error) {
        if (current === attempt.current) setState({ status: 'error', error: error as PorticoError })
        throw error
      }
    },
    [portico],
  )
  const connect = useCallback(
    (wallet: ConnectWalletParameters['wallet']) => void connectAsync(wallet).catch(() => undefined),
    [connectAsync],
  )
  const reset = useCallback(() => {
    attempt.current++
    setState({ status: 'idle' })
  }, [])
  return useMemo(
    () => ({ connect, connectAsync, status: state.status, error: state.error, pairingUri, reset }),
    [connect, connectAsync, state, pairingUri, reset],
  )
}
