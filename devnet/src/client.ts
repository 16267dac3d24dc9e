import {
  type Address,
  type Chain,
  type Client,
  createClient,
  defineChain,
  http,
  type PublicActions,
  publicActions,
  type TestActions,
  type Transport,
  testActions,
} from 'viem'

/** How often the seed polls for a receipt; anvil automines, so receipts appear at once. */
export const RECEIPT_POLL_MS = 1

/** Parameters of {@link createDevnetChain}. */
export type CreateDevnetChainParameters = {
  chainId: number
  name: string
  rpcUrl: string
  /**
   * The chain's contracts (a DevnetChainConfig's): with `ensUniversalResolver` the chain resolves
   * names with plain viem (getEnsAddress, getEnsName, getEnsText, getEnsAvatar).
   */
  contracts?: { ensUniversalResolver?: Address | undefined } | undefined
}

/** A viem chain for a devnet anvil node. */
export function createDevnetChain({
  chainId,
  name,
  rpcUrl,
  contracts,
}: CreateDevnetChainParameters): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(contracts?.ensUniversalResolver
      ? { contracts: { ensUniversalResolver: { address: contracts.ensUniversalResolver } } }
      : {}),
    testnet: true,
  })
}

/** A viem client with public and anvil test actions, as the seed uses it. */
export type DevnetClient = Client<Transport, Chain> & PublicActions<Transport, Chain> & TestActions

/** A client for one devnet chain, polling fast because anvil mines each transaction at once. */
export function createDevnetClient(parameters: CreateDevnetChainParameters): DevnetClient {
  return createClient({
    chain: createDevnetChain(parameters),
    transport: http(parameters.rpcUrl, { retryCount: 0 }),
    pollingInterval: RECEIPT_POLL_MS,
  })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' })) as DevnetClient
}
