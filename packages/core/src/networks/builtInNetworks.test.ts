import { describe, expect, it } from 'vitest'
import type { Network } from '../types/network.js'
import * as networks from './index.js'

const { BUILT_IN_NETWORKS } = networks

const byName = (name: string): Network => {
  const network = (networks as Record<string, unknown>)[name]
  if (!network) throw new Error(`@portico/core/networks exports no ${name}`)
  return network as Network
}

describe('built-in networks', () => {
  it('exports one network per module, named as viem names them, and the whole list', () => {
    expect(Object.keys(networks).sort()).toMatchInlineSnapshot(`
      [
        "BUILT_IN_NETWORKS",
        "arbitrum",
        "arbitrumSepolia",
        "aurora",
        "auroraTestnet",
        "avalanche",
        "avalancheFuji",
        "base",
        "baseSepolia",
        "bsc",
        "bscTestnet",
        "celo",
        "celoSepolia",
        "gnosis",
        "gnosisChiado",
        "mainnet",
        "optimism",
        "optimismSepolia",
        "polygon",
        "polygonAmoy",
        "sepolia",
        "solana",
        "solanaDevnet",
        "solanaTestnet",
        "zksync",
        "zksyncSepoliaTestnet",
        "zora",
        "zoraSepolia",
      ]
    `)
    const exported = Object.entries(networks)
      .filter(([name]) => name !== 'BUILT_IN_NETWORKS')
      .map(([, network]) => network)
    expect(new Set(BUILT_IN_NETWORKS)).toEqual(new Set(exported))
  })

  // spec §9: "Embedded networks: many EVM chains (mainnet, Optimism, Arbitrum, Polygon, Celo,
  // Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora and testnets) and three Solana clusters"
  it.each([
    ['mainnet', 'mainnet', 'sepolia'],
    ['Optimism', 'optimism', 'optimismSepolia'],
    ['Arbitrum', 'arbitrum', 'arbitrumSepolia'],
    ['Polygon', 'polygon', 'polygonAmoy'],
    ['Celo', 'celo', 'celoSepolia'],
    ['Aurora', 'aurora', 'auroraTestnet'],
    ['BNB', 'bsc', 'bscTestnet'],
    ['Avalanche', 'avalanche', 'avalancheFuji'],
    ['zkSync', 'zksync', 'zksyncSepoliaTestnet'],
    ['Gnosis', 'gnosis', 'gnosisChiado'],
    ['Base', 'base', 'baseSepolia'],
    ['Zora', 'zora', 'zoraSepolia'],
  ])('spec §9 "%s … and testnets": %s and its testnet %s', (_spec, main, test) => {
    const [mainNetwork, testNetwork] = [byName(main), byName(test)]
    expect(mainNetwork).toMatchObject({ chainNamespace: 'eip155', testnet: false })
    expect(testNetwork).toMatchObject({ chainNamespace: 'eip155', testnet: true })
    expect(BUILT_IN_NETWORKS).toContain(mainNetwork)
    expect(BUILT_IN_NETWORKS).toContain(testNetwork)
  })

  it('spec §9 "three Solana clusters": mainnet-beta, devnet and testnet by their genesis hashes', () => {
    const clusters = BUILT_IN_NETWORKS.filter((network) => network.chainNamespace === 'solana')
    expect(clusters.map(({ caipNetworkId, testnet }) => [caipNetworkId, testnet])).toEqual([
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', true],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', true],
    ])
  })

  // spec §3: "Network: id, name, chainNamespace …, caipNetworkId, nativeCurrency (name, decimals,
  // symbol), rpcUrls, blockExplorers, assets, testnet"
  it.each(BUILT_IN_NETWORKS.map((network) => [network.name, network] as const))(
    'spec §3 "Network: id, name, … assets, testnet": %s is complete',
    (_name, network) => {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      for (const url of network.rpcUrls.default.http) expect(url).toMatch(/^https:\/\//)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
      expect(typeof network.testnet).toBe('boolean')
      // spec §9: "chain image ids … are constants" — each network's image comes by its id from the
      // API's asset images; a testnet shows its mainnet's.
      expect(network.assets?.imageId).toMatch(/^(eip155|solana):/)
      expect(network.assets?.imageUrl).toBeUndefined()
    },
  )

  it('no two networks share a CAIP-2 id', () => {
    const ids = BUILT_IN_NETWORKS.map((network) => network.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
