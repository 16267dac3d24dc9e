import type { AdapterEvent } from '../adapter/ChainAdapter.js'
import type {
  MultiNamespaceAdapter,
  MultiNamespaceAdapterContext,
} from '../adapter/MultiNamespaceAdapter.js'
import type { Connector } from '../types/connector.js'
import type { ChainNamespace } from '../types/network.js'

/** A `wc:` pairing URI of the v2 shape, numbered, for tests. */
export function testPairingUri(n: number): string {
  return `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
}

/**
 * A fake WalletConnect adapter for rule and view tests where no relay and wallet can run (core's
 * unit tests, component tests in the browser): every connect() makes a numbered pairing URI and
 * waits until the test approves or rejects that pairing. The real adapter is tested against the
 * relay and a WalletKit wallet in @portico/walletconnect.
 */
export function createFakeWalletConnectAdapter(
  accounts: Partial<Record<ChainNamespace, { address: string; chainId: number | string }>>,
  options: { autoUri?: boolean } = {},
) {
  let context: MultiNamespaceAdapterContext | undefined
  const namespaces = Object.keys(accounts) as ChainNamespace[]
  const pairings: {
    uri: string
    namespace: ChainNamespace
    resolve: (result: { address: string; chainId: number | string }) => void
    reject: (error: unknown) => void
  }[] = []
  const calls: string[] = []
  const connector = (chains: ChainNamespace[]): Connector => ({
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: chains[0] ?? 'eip155',
    chains,
  })
  const accountOf = (namespace: ChainNamespace) => {
    const account = accounts[namespace]
    if (!account) throw new Error(`no fake account in ${namespace}`)
    return account
  }
  const adapter: MultiNamespaceAdapter = {
    namespaces,
    setup(ctx) {
      context = ctx
      ctx.setConnectors([
        connector(namespaces.filter((ns) => ctx.networks.some((n) => n.chainNamespace === ns))),
      ])
      return () => {
        context = undefined
      }
    },
    connect({ network }) {
      calls.push(`connect:${network.chainNamespace}`)
      const uri = testPairingUri(pairings.length + 1)
      const promise = new Promise<{ address: string; chainId: number | string }>(
        (resolve, reject) =>
          pairings.push({ uri, namespace: network.chainNamespace, resolve, reject }),
      )
      if (options.autoUri !== false) context?.setPairingUri(uri)
      return promise
    },
    async reconnect({ network }) {
      calls.push(`reconnect:${network.chainNamespace}`)
      return accounts[network.chainNamespace] ?? null
    },
    async disconnect() {
      calls.push('disconnect')
    },
    async getBalance() {
      return { value: 0n, decimals: 18, symbol: 'ETH' }
    },
  }
  const pairing = (index: number) => {
    const found = index < 0 ? pairings.at(index) : pairings[index]
    if (!found) throw new Error(`no pairing ${index}`)
    return found
  }
  return {
    adapter,
    calls,
    /** The URIs made so far, oldest first. */
    uris: () => pairings.map((p) => p.uri),
    /** Shows the URI of pairing `index` (with `autoUri: false`). */
    publishUri: (index = -1) => context?.setPairingUri(pairing(index).uri),
    /** The wallet approves pairing `index` (default: the newest). */
    approve: (index = -1) => {
      const p = pairing(index)
      p.resolve(accountOf(p.namespace))
    },
    /** The pairing `index` fails (the wallet rejects, or the proposal expires). */
    reject: (
      index = -1,
      error: unknown = Object.assign(new Error('User rejected'), { code: 4001 }),
    ) => pairing(index).reject(error),
    /** Reports a wallet event in `namespace`. */
    emit: (namespace: ChainNamespace, event: AdapterEvent) => context?.emit(namespace, event),
  }
}
