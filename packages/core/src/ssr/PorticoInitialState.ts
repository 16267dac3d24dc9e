import type { ChainNamespace } from '../types/network.js'

/**
 * What an instance shows before it has asked any wallet — for server rendering, where the server
 * and the browser's first render must agree. Plain strings, so it crosses from a server component
 * to a client component as a prop. Made by `cookieToInitialState(cookieHeader)` and given to
 * `createPortico({ initialState })` (docs/nextjs.md).
 */
export type PorticoInitialState = {
  /** The account shown connected at first render; the mounted instance's reconnect confirms it. */
  account: {
    namespace: ChainNamespace
    /** The CAIP-2 chain reference, e.g. `'31337'` (the network is `${namespace}:${chainId}`). */
    chainId: string
    address: string
    /** The connector the account came from (e.g. an EIP-6963 rdns). */
    connectorId: string
  }
}
