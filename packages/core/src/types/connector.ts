import type { ChainNamespace } from './network.js'

/** Connector types of spec §3. */
export type ConnectorType =
  | 'INJECTED'
  | 'ANNOUNCED'
  | 'EXTERNAL'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'

/** A way to connect a wallet, as discovered by an adapter (spec §3). */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  /** Icon as a URL or data: URI; rendered only as an <img> source, never as HTML. */
  imageUrl?: string | undefined
  imageId?: string | undefined
  chain: ChainNamespace
  chains?: readonly ChainNamespace[] | undefined
  info?: { rdns?: string | undefined } | undefined
  explorerId?: string | undefined
  /** The wallet's provider object (EIP-1193 for EVM). Opaque to core. */
  provider?: unknown
}
