import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CANONICAL_MULTICALL3, type ListedToken, type ResolvedEvmChain } from '@portico/kit'
import { createPriceReader, type PriceReader } from '../prices/createPriceReader.js'

/** Parameters of {@link startTestPriceProvider}. */
export type StartTestPriceProviderParameters = {
  chainId: number
  /** The chain's token list (the native currency, Ether, is always priced when asked). */
  tokens?: readonly Omit<ListedToken, 'chainId'>[] | undefined
  /** The reader's cache. @default PRICE_CACHE_TTL_MS */
  ttlMs?: number | undefined
}

/**
 * A price reader (createPriceReader, what createServer's `prices` takes) for one chain priced by an
 * operator's HTTP price provider (`prices.source: http`), played by a local stand-in server: no
 * provider is reachable here. `setPrices` says what the provider answers next (lowercase address,
 * NATIVE_TOKEN_ADDRESS for the native currency, to USD; for a Solana cluster, base58 mint to USD);
 * `fail` makes it answer HTTP 500. `url` serves other chains too (a Solana cluster's `prices`).
 */
export async function startTestPriceProvider({
  chainId,
  tokens = [],
  ttlMs,
}: StartTestPriceProviderParameters) {
  let answer: (response: ServerResponse) => void = (response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  const asked: URL[] = []
  const server = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://127.0.0.1'))
    answer(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prices`
  const chain: ResolvedEvmChain = {
    caipNetworkId: `eip155:${chainId}`,
    chainId,
    name: `Test chain ${chainId}`,
    // Never asked: an HTTP price source reads no chain.
    rpcUrls: [url],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    multicall3: CANONICAL_MULTICALL3,
    tokens: tokens.map((token) => ({ ...token, chainId })),
    prices: { source: 'http', url },
    ens: undefined,
  }
  const prices: PriceReader = createPriceReader({ chains: [chain], env: {}, ttlMs })
  return {
    prices,
    /** The provider's URL, for a chain's or cluster's `prices: { source: 'http', url }`. */
    url,
    /** What the provider was asked, oldest first (path and query). */
    asked,
    setPrices(usd: Record<string, number>) {
      answer = (response) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(usd))
    },
    fail() {
      answer = (response) => response.writeHead(500).end()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
