import { type Network, PorticoError, toRpcError } from '@portico/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

/** idle: nothing asked yet; pending: the wallet is asked; then success or error. */
export type SwitchNetworkStatus = 'idle' | 'pending' | 'success' | 'error'

export type UseSwitchNetworkReturnType = {
  /** Switches to a configured network; the outcome lands in `status` and `error`. */
  switchNetwork: (network: Network) => void
  /**
   * The same, as a promise: the connected wallet of the network's namespace is asked first, then
   * the network (and its namespace) becomes the active one. Each namespace keeps its own account,
   * so switching to a namespace with no wallet leaves the dApp disconnected there until one
   * connects. Rejects with 'Network not found' for a network not configured, or with the wallet's
   * refusal as its error, e.g. 'User rejected the request.' (docs/errors.md; the network stays).
   */
  switchNetworkAsync: (network: Network) => Promise<void>
  status: SwitchNetworkStatus
  error: PorticoError | undefined
  /** A switch is under way, from here or elsewhere (the modal, the wallet being asked). */
  isSwitching: boolean
  /** The active namespace is changing (e.g. while the other namespace's wallet answers). */
  isSwitchingNamespace: boolean
  /** Back to idle. */
  reset: () => void
}

/**
 * Switches networks without the modal — between EVM chains or across namespaces — with the
 * attempt's state.
 *
 * @example
 * const { switchNetwork, status, error, isSwitchingNamespace } = useSwitchNetwork()
 * <button onClick={() => switchNetwork(solanaDevnet)}>Use Solana</button>
 * {status === 'error' && <p role="alert">{error?.shortMessage}</p>}
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const portico = usePortico()
  const isSwitchingNamespace = useStoreState(portico.stores.chains, (s) => s.isSwitchingNamespace)
  const isSwitching = useStoreState(
    portico.stores.chains,
    (s) => Boolean(s.isSwitchingNetwork) || s.isSwitchingNamespace,
  )
  const [state, setState] = useState<{ status: SwitchNetworkStatus; error?: PorticoError }>({
    status: 'idle',
  })
  // Only the latest attempt reports: an older one that settles late changes nothing.
  const attempt = useRef(0)
  const switchNetworkAsync = useCallback(
    async (network: Network) => {
      const current = ++attempt.current
      setState({ status: 'pending' })
      try {
        await portico.switchNetwork({ network })
        if (current === attempt.current) setState({ status: 'success' })
      } catch (error) {
        // A wallet's refusal becomes its spec §8 error (4001 'User rejected the request.', …).
        const failure = error instanceof PorticoError ? error : toRpcError(error)
        if (current === attempt.current) setState({ status: 'error', error: failure })
        throw failure
      }
    },
    [portico],
  )
  const switchNetwork = useCallback(
    (network: Network) => void switchNetworkAsync(network).catch(() => undefined),
    [switchNetworkAsync],
  )
  const reset = useCallback(() => {
    attempt.current++
    setState({ status: 'idle' })
  }, [])
  return useMemo(
    () => ({
      switchNetwork,
      switchNetworkAsync,
      status: state.status,
      error: state.error,
      isSwitching,
      isSwitchingNamespace,
      reset,
    }),
    [switchNetwork, switchNetworkAsync, state, isSwitching, isSwitchingNamespace, reset],
  )
}
