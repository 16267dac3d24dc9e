import type { ResolvedOptions } from '../config/options.js'
import type { PorticoContext } from '../context.js'
import type { PorticoEvent } from '../events/createEmitter.js'
import { handleAdapterEvent } from '../features/connect/handleAdapterEvent.js'
import { disconnectAllOnStart, reconnect } from '../features/connect/reconnect.js'
import { setupMultiNamespaceAdapters } from '../features/connect/setupMultiNamespaceAdapters.js'
import { setupAuthAdapters } from '../features/embeddedWallet/setupAuthAdapters.js'
import { watchEmbeddedFrameView } from '../features/embeddedWallet/watchEmbeddedFrameView.js'
import { watchSiwx } from '../features/siwx/watchSiwx.js'
import type { RestoredAccount } from '../ssr/applyInitialState.js'
import { forgetUnconfirmedAccount } from '../ssr/forgetUnconfirmedAccount.js'
import { persistConnectedAccount } from '../storage/persistConnectedAccount.js'

/**
 * An instance's lifecycle: `mount()` starts discovery in every adapter and syncs the last
 * connection (with reconnect on, connecting → connected or disconnected; with it off, every
 * namespace is disconnected), and returns the unmount function. Called by <PorticoProvider> on
 * mount; safe to call twice. An account `restored` from the initial state that the reconnect
 * did not confirm is reset once it ends.
 */
export function createMount(
  context: PorticoContext,
  options: ResolvedOptions,
  restored?: RestoredAccount | undefined,
): () => () => void {
  const { stores } = context
  let teardown: (() => void) | undefined
  /** The current mount; a start-up sync that ends after an unmount changes nothing. */
  let started: object | undefined

  return function mount() {
    if (teardown) return teardown
    const stops = [...context.adapters.values()].map((adapter) =>
      adapter.setup({
        networks: stores.chains
          .getState()
          .networks.filter((n) => n.chainNamespace === adapter.namespace),
        storage: context.storage,
        defaultAccountType:
          context.options.defaultAccountTypes[
            adapter.namespace as keyof typeof context.options.defaultAccountTypes
          ],
        setConnectors: (list) =>
          stores.connectors.setState((s) => ({
            // Connectors of a multi-namespace adapter (WalletConnect) stay.
            connectors: [
              ...s.connectors.filter(
                (c) => c.chain !== adapter.namespace || context.connectorAdapters.has(c.id),
              ),
              ...list,
            ],
          })),
        emit: (event) => handleAdapterEvent(context, adapter.namespace, event),
      }),
    )
    stops.push(setupMultiNamespaceAdapters(context))
    stops.push(setupAuthAdapters(context))
    stops.push(watchEmbeddedFrameView(context))
    // Sign-in with wallet: SIWXSignMessage when a connected account has no session.
    stops.push(watchSiwx(context))
    // The connected account in storage, for the next visit's server render (createCookieStorage).
    stops.push(persistConnectedAccount(context))
    const run = {}
    started = run
    const markInitialized = () => stores.lifecycle.setState({ initialized: true })
    const settle = () => {
      if (started !== run) return
      forgetUnconfirmedAccount(context, restored)
      markInitialized()
    }
    if (context.options.enableReconnect) void reconnect(context).then(settle, settle)
    else {
      disconnectAllOnStart(context)
      markInitialized()
    }
    // The API part (remote features, origin check, analytics) loads on demand: a page pays for it
    // only when an API is configured, and never before its first paint.
    let stopApi = () => {}
    let stopped = false
    if (options.apiUrl && options.projectId) {
      // Events before the module arrives wait for it, so analytics misses none.
      const early: PorticoEvent[] = []
      const stopQueue = context.events.subscribe((event) => void early.push(event))
      stopApi = stopQueue
      void import('../config/startApi.js').then(({ startApi }) => {
        stopQueue()
        if (!stopped) stopApi = startApi(context, options, early)
      })
    }
    teardown = () => {
      stopped = true
      stopApi()
      for (const stop of stops) stop()
      for (const timer of context.timers) clearTimeout(timer)
      context.timers.clear()
      teardown = undefined
      started = undefined
      stores.lifecycle.setState({ initialized: false })
    }
    return teardown
  }
}
