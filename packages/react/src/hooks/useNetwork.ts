import type { CaipNetworkId, ChainNamespace, Network } from '@portico/core'
import { useCallback, useMemo } from 'react'
import { usePortico } from './usePortico.js'
import { useStoreState } from './useStoreState.js'

export type UseNetworkReturnType = {
  /** The active network. */
  network: Network
  /** The same network (the name peers use). */
  caipNetwork: Network
  /** Its CAIP-2 id, e.g. `eip155:1`. */
  caipNetworkId: CaipNetworkId
  /** Its chain id, e.g. `1`. */
  chainId: number | string
  /** Its namespace, e.g. `eip155`. */
  namespace: ChainNamespace
  /** The configured networks (the list may shrink at run time: `portico.network.remove`). */
  networks: readonly Network[]
  /** The wallet is on a chain the dApp did not configure; `network` is a stand-in meanwhile. */
  isUnsupported: boolean
  /** A switch is under way (the wallet is being asked, or the namespace changes). */
  isSwitching: boolean
  /**
   * Switches to one of the configured networks, asking the connected wallet first (no view is
   * shown). Rejects with 'Network not found' for a network not configured, or with the wallet's
   * refusal.
   */
  switchNetwork: (network: Network) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { caipNetwork, chainId, isUnsupported, switchNetwork, networks } = useNetwork()
 * <button onClick={() => switchNetwork(networks[1])}>Use {networks[1].name}</button>
 */
export function useNetwork(): UseNetworkReturnType {
  const portico = usePortico()
  const network = useStoreState(portico.stores.chains, (s) => s.activeNetwork)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const isUnsupported = useStoreState(portico.stores.chains, (s) => s.isUnsupportedChain)
  const isSwitching = useStoreState(
    portico.stores.chains,
    (s) => Boolean(s.isSwitchingNetwork) || s.isSwitchingNamespace,
  )
  const switchNetwork = useCallback(
    (target: Network) => portico.switchNetwork({ network: target }),
    [portico],
  )
  return useMemo(
    () => ({
      network,
      caipNetwork: network,
      caipNetworkId: network.caipNetworkId,
      chainId: network.id,
      namespace: network.chainNamespace,
      networks,
      isUnsupported,
      isSwitching,
      switchNetwork,
    }),
    [network, networks, isUnsupported, isSwitching, switchNetwork],
  )
}
