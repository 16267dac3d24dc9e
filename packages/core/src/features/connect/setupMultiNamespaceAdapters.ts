import type { PorticoContext } from '../../context.js'
import { setEmbeddedFrame } from '../embeddedWallet/setEmbeddedFrame.js'
import { showAlert } from '../modal/showAlert.js'
import { connectNamespace } from './connectNamespace.js'
import { cancelWalletConnectPairing } from './connectWalletConnect.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import { setPairingUri } from './setPairingUri.js'

/**
 * Sets up every multi-namespace adapter (WalletConnect): its connectors join the store, each
 * remembered as its own (so core sends their actions to it), and their namespaces are those it
 * serves among the configured ones. With `enableWalletConnect` off, WALLET_CONNECT connectors are
 * left out. A pairing stops when the modal closes. Returns the function that stops it all.
 */
export function setupMultiNamespaceAdapters(context: PorticoContext): () => void {
  const { stores } = context
  const enableWalletConnect = stores.options.getState().options.enableWalletConnect
  const stops = context.multiNamespaceAdapters.map((adapter) => {
    const own = new Set<string>()
    return adapter.setup({
      projectId: context.projectId,
      metadata: stores.options.getState().options.metadata,
      networks: stores.chains
        .getState()
        .networks.filter((n) => adapter.namespaces.includes(n.chainNamespace)),
      storage: context.storage,
      setConnectors(list) {
        const offered = list.filter((c) => enableWalletConnect || c.type !== 'WALLET_CONNECT')
        for (const id of own) context.connectorAdapters.delete(id)
        own.clear()
        for (const connector of offered) {
          own.add(connector.id)
          context.connectorAdapters.set(connector.id, adapter)
        }
        stores.connectors.setState((s) => ({
          connectors: [...s.connectors.filter((c) => !own.has(c.id)), ...offered],
        }))
      },
      emit: (namespace, event) => handleAdapterEvent(context, namespace, event),
      connectNamespace: (parameters) => connectNamespace(context, parameters),
      setPairingUri: (uri) => setPairingUri(context, uri),
      showAlert: (code) => showAlert(context, code),
      setEmbeddedFrame: (state) => setEmbeddedFrame(context, state),
      // Loaded on the first request of the embedded wallet's provider (spec §6's method lists).
      authorizeRpcRequest: (parameters) =>
        import('../embeddedWallet/authorizeEmbeddedRpcRequest.js').then((m) =>
          m.authorizeEmbeddedRpcRequest(context, parameters),
        ),
      getSiwx: () => stores.options.getState().options.siwx,
    })
  })
  const stopWatchingModal = stores.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) cancelWalletConnectPairing(context)
  })
  return () => {
    stopWatchingModal()
    for (const stop of stops) stop()
  }
}
