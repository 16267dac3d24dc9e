/** The chain namespaces Portico knows (CAIP-2 namespaces). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** A CAIP-2 network id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`
/** A CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`

/** A network the widget can connect to (spec §3). */
export type Network = {
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string; imageUrl?: string } | undefined
}
