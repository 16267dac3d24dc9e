import { InvalidConfigurationError, type Network } from '@portico/core'

/** What {@link solanaLocal} throws: an id, RPC URL or WebSocket URL of the wrong form. */
export type SolanaLocalErrorType = InvalidConfigurationError

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** A Solana cluster as a Portico network: `id` is the genesis-hash prefix of its CAIP-2 id. */
function cluster({
  reference,
  name,
  rpcUrl,
  wsUrl,
  explorerQuery = '',
  testnet,
}: {
  reference: string
  name: string
  rpcUrl: string
  wsUrl: string
  explorerQuery?: string
  testnet: boolean
}): Network {
  return {
    id: reference,
    name,
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl], webSocket: [wsUrl] } },
    blockExplorers: {
      default: { name: 'Solana Explorer', url: `https://explorer.solana.com${explorerQuery}` },
    },
    testnet,
  }
}

/** Solana mainnet-beta (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solana: Network = cluster({
  reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  wsUrl: 'wss://api.mainnet-beta.solana.com',
  testnet: false,
})

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: Network = cluster({
  reference: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  wsUrl: 'wss://api.devnet.solana.com',
  explorerQuery: '?cluster=devnet',
  testnet: true,
})

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: Network = cluster({
  reference: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  wsUrl: 'wss://api.testnet.solana.com',
  explorerQuery: '?cluster=testnet',
  testnet: true,
})

/** Parameters of {@link solanaLocal}. */
export type SolanaLocalParameters = {
  /** The node's JSON-RPC, e.g. devnet.json `solana.rpcUrl` (http://127.0.0.1:8899). */
  rpcUrl: string
  /** Its WebSocket, e.g. `solana.wsUrl` (ws://127.0.0.1:8900). */
  wsUrl: string
  /** `solana:` + the first 32 base58 characters of its genesis hash (`solana.caipNetworkId`). */
  caipNetworkId: string
  /** @default 'Solana Local' */
  name?: string | undefined
}

/**
 * A local Solana network, such as the devnet's (Portico's litesvm node): its RPC, WebSocket and
 * CAIP-2 id. Throws on an id that is not `solana:` + 32 base58 characters or a non-http(s) RPC.
 * @example solanaLocal(devnetJson.solana)
 */
export function solanaLocal({
  rpcUrl,
  wsUrl,
  caipNetworkId,
  name,
}: SolanaLocalParameters): Network {
  const match = /^solana:([1-9A-HJ-NP-Za-km-z]{32})$/.exec(caipNetworkId)
  if (!match?.[1])
    throw new InvalidConfigurationError(`'${caipNetworkId}' is not a Solana CAIP-2 network id`)
  if (!/^https?:\/\//.test(rpcUrl))
    throw new InvalidConfigurationError(`'${rpcUrl}' is not an http(s) RPC URL`)
  if (!/^wss?:\/\//.test(wsUrl))
    throw new InvalidConfigurationError(`'${wsUrl}' is not a ws(s) URL`)
  const local = cluster({
    reference: match[1],
    name: name ?? 'Solana Local',
    rpcUrl,
    wsUrl,
    testnet: true,
  })
  return { ...local, blockExplorers: undefined }
}
