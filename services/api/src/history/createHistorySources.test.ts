import type { ResolvedEvmChain } from '@portico/kit'
import { describe, expect, it } from 'vitest'
import { createHistorySources } from './createHistorySources.js'

const chain = (chainId: number, history: ResolvedEvmChain['history']): ResolvedEvmChain => ({
  caipNetworkId: `eip155:${chainId}`,
  chainId,
  name: `Chain ${chainId}`,
  rpcUrls: ['http://127.0.0.1:1'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  tokens: [],
  prices: { source: 'none' },
  ens: undefined,
  history,
})

describe('createHistorySources', () => {
  it.each([
    ['no history section: left out', chain(1, undefined), undefined],
    [
      'the indexer alone: its start block, no source',
      chain(1, { indexer: { startBlock: 100 } }),
      { indexerStartBlock: 100, source: undefined },
    ],
    [
      'Blockscout',
      chain(1, { blockscout: { url: 'https://eth.blockscout.com' } }),
      { indexerStartBlock: undefined, source: 'blockscout' },
    ],
    [
      'Etherscan, its key from the named variable',
      chain(1, { etherscan: { apiKeyEnv: 'ETHERSCAN_KEY' } }),
      { source: 'etherscan' },
    ],
    [
      'both adapters: Blockscout first',
      chain(1, {
        indexer: { startBlock: 5 },
        blockscout: { url: 'https://eth.blockscout.com' },
        etherscan: { apiKeyEnv: 'ETHERSCAN_KEY' },
      }),
      { indexerStartBlock: 5, source: 'blockscout' },
    ],
  ] as const)('%s', (_rule, config, expected) => {
    const sources = createHistorySources([config], { ETHERSCAN_KEY: 'k' })
    const got = sources.get(1)
    if (expected === undefined) return expect(got).toBeUndefined()
    expect({ ...got, source: got?.source?.name }).toMatchObject({ chainId: 1, ...expected })
  })

  it('refuses an Etherscan chain whose key variable is unset, naming chain and variable', () => {
    expect(() =>
      createHistorySources([chain(8453, { etherscan: { apiKeyEnv: 'BASESCAN_KEY' } })], {}),
    ).toThrow(
      'eip155:8453 history.etherscan: the environment variable BASESCAN_KEY (its API key) is not set',
    )
  })
})
