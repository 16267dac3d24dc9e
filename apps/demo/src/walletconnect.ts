import { createWalletConnectAdapter } from '@portico/walletconnect'

/**
 * Mobile wallets over WalletConnect, through the local relay of the stack (services/relay, `npm
 * start` runs it on ws://127.0.0.1:4001 or PORTICO_RELAY_PORT). The sample wallet at
 * http://127.0.0.1:5174 pairs with the URI the modal shows.
 */
export const walletConnectAdapter = createWalletConnectAdapter({
  relayUrl: import.meta.env.PORTICO_RELAY_URL,
})
