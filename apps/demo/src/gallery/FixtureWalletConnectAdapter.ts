import type {
  ChainNamespace,
  MultiNamespaceAdapter,
  MultiNamespaceAdapterContext,
} from '@portico/core'

/**
 * A WalletConnect v2 pairing URI of fixed content (topic, key and expiry are constants), so the QR
 * code drawn from it is the same on every run. Nothing listens on it.
 */
export const FIXTURE_PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=4102444800'

/**
 * FixtureWalletConnectAdapter stands in for WalletConnect **in the gallery only**: a
 * multi-namespace adapter offering the WalletConnect connector, which, asked to connect, publishes
 * FIXTURE_PAIRING_URI and then waits forever (no wallet scans it). The demo uses
 * @portico/walletconnect with the relay and the sample wallet.
 */
export function createFixtureWalletConnectAdapter(
  namespaces: readonly ChainNamespace[],
): MultiNamespaceAdapter {
  let context: MultiNamespaceAdapterContext | undefined
  return {
    namespaces,
    setup(ctx) {
      context = ctx
      const chains = namespaces.filter((ns) => ctx.networks.some((n) => n.chainNamespace === ns))
      ctx.setConnectors([
        {
          id: 'walletConnect',
          type: 'WALLET_CONNECT',
          name: 'WalletConnect',
          chain: chains[0] ?? 'eip155',
          chains,
        },
      ])
      return () => {
        context = undefined
      }
    },
    connect() {
      context?.setPairingUri(FIXTURE_PAIRING_URI)
      return new Promise(() => {})
    },
    reconnect: async () => null,
    disconnect: async () => {},
    getBalance: async () => ({ value: 0n, decimals: 18, symbol: 'ETH' }),
  }
}
