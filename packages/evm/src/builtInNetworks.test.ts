/**
 * @portico/core/networks' EVM chains agree with viem's chain definitions, the reference for ids,
 * names, currencies, public RPC URLs and explorers. Here rather than in core: core depends on no
 * chain library, @portico/evm depends on viem.
 */
import type { Network } from '@portico/core'
import * as portico from '@portico/core/networks'
import type { Chain } from 'viem'
import * as viem from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { toNetwork } from './toNetwork.js'

// spec §9: "Embedded networks: many EVM chains (mainnet, Optimism, Arbitrum, Polygon, Celo,
// Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora and testnets)"
const TABLE: readonly (readonly [string, Network, Chain])[] = [
  ['mainnet', portico.mainnet, viem.mainnet],
  ['sepolia', portico.sepolia, viem.sepolia],
  ['optimism', portico.optimism, viem.optimism],
  ['optimismSepolia', portico.optimismSepolia, viem.optimismSepolia],
  ['arbitrum', portico.arbitrum, viem.arbitrum],
  ['arbitrumSepolia', portico.arbitrumSepolia, viem.arbitrumSepolia],
  ['polygon', portico.polygon, viem.polygon],
  ['polygonAmoy', portico.polygonAmoy, viem.polygonAmoy],
  ['celo', portico.celo, viem.celo],
  ['celoSepolia', portico.celoSepolia, viem.celoSepolia],
  ['aurora', portico.aurora, viem.aurora],
  ['auroraTestnet', portico.auroraTestnet, viem.auroraTestnet],
  ['bsc', portico.bsc, viem.bsc],
  ['bscTestnet', portico.bscTestnet, viem.bscTestnet],
  ['avalanche', portico.avalanche, viem.avalanche],
  ['avalancheFuji', portico.avalancheFuji, viem.avalancheFuji],
  ['zksync', portico.zksync, viem.zksync],
  ['zksyncSepoliaTestnet', portico.zksyncSepoliaTestnet, viem.zksyncSepoliaTestnet],
  ['gnosis', portico.gnosis, viem.gnosis],
  ['gnosisChiado', portico.gnosisChiado, viem.gnosisChiado],
  ['base', portico.base, viem.base],
  ['baseSepolia', portico.baseSepolia, viem.baseSepolia],
  ['zora', portico.zora, viem.zora],
  ['zoraSepolia', portico.zoraSepolia, viem.zoraSepolia],
]

describe('@portico/core/networks against viem/chains', () => {
  it('the table covers every built-in EVM network', () => {
    const evm = portico.BUILT_IN_NETWORKS.filter((network) => network.chainNamespace === 'eip155')
    expect(new Set(TABLE.map(([, network]) => network))).toEqual(new Set(evm))
  })

  it.each(TABLE)(
    '%s: id, name, currency, RPC URLs and explorer as viem has them',
    (_, ours, chain) => {
      const { assets, rpcUrls, testnet, ...rest } = ours
      const reference = toNetwork(chain)
      expect(rest).toEqual({
        id: reference.id,
        name: reference.name,
        chainNamespace: 'eip155',
        caipNetworkId: reference.caipNetworkId,
        nativeCurrency: { ...chain.nativeCurrency },
        blockExplorers: reference.blockExplorers,
      })
      expect(rpcUrls.default).toEqual({
        http: chain.rpcUrls.default.http,
        ...(chain.rpcUrls.default.webSocket ? { webSocket: chain.rpcUrls.default.webSocket } : {}),
      })
      expect(testnet).toBe(chain.testnet === true)
      expect(assets?.imageId).toMatch(/^eip155:\d+$/)
    },
  )
})
