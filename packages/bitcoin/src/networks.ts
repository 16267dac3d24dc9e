import { InvalidConfigurationError, type Network } from '@portico/core'

/** What {@link bitcoinRegtest} throws: an `apiUrl` that is not an http(s) URL. */
export type BitcoinRegtestErrorType = InvalidConfigurationError

const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** A Bitcoin network as a Portico network: `id` is the genesis-hash prefix of its CAIP-2 id. */
function bitcoinNetwork({
  reference,
  name,
  apiUrl,
  explorerUrl,
  testnet,
}: {
  reference: string
  name: string
  /** The Esplora-style API, kept as the network's RPC URL. */
  apiUrl: string
  explorerUrl?: string | undefined
  testnet: boolean
}): Network {
  return {
    id: reference,
    name,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${reference}`,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [apiUrl] } },
    ...(explorerUrl && {
      blockExplorers: { default: { name: 'mempool.space', url: explorerUrl } },
    }),
    testnet,
  }
}

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`), read through mempool.space's Esplora API. */
export const bitcoin: Network = bitcoinNetwork({
  reference: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  apiUrl: 'https://mempool.space/api',
  explorerUrl: 'https://mempool.space',
  testnet: false,
})

/** Bitcoin testnet3 (`bip122:000000000933ea01ad0ee984209779ba`). */
export const bitcoinTestnet: Network = bitcoinNetwork({
  reference: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  apiUrl: 'https://mempool.space/testnet/api',
  explorerUrl: 'https://mempool.space/testnet',
  testnet: true,
})

/** CAIP-2 reference of Bitcoin Core's regtest chain (its genesis hash prefix). */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/**
 * A Bitcoin regtest network (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`) read through the
 * Esplora-style API at `apiUrl` (the devnet's: http://127.0.0.1:3002).
 *
 * @example
 * createPortico({ networks: [bitcoinRegtest({ apiUrl: 'http://127.0.0.1:3002' })], … })
 */
export function bitcoinRegtest({
  apiUrl,
  name = 'Bitcoin Regtest',
}: {
  apiUrl: string
  name?: string | undefined
}): Network {
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    throw new InvalidConfigurationError(`bitcoinRegtest: apiUrl is not a URL: ${apiUrl}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidConfigurationError(
      `bitcoinRegtest: apiUrl must be http(s), got ${url.protocol}`,
    )
  return bitcoinNetwork({
    reference: BITCOIN_REGTEST_REFERENCE,
    name,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    testnet: true,
  })
}
