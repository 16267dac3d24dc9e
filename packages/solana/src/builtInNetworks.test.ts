/** @portico/core/networks' three Solana clusters are the clusters @portico/solana defines. */
import * as core from '@portico/core/networks'
import { describe, expect, it } from 'vitest'
import { solana, solanaDevnet, solanaTestnet } from './networks.js'

// spec §9: "Embedded networks: … three Solana clusters"
describe('@portico/core/networks Solana clusters', () => {
  it.each([
    ['mainnet-beta', core.solana, solana, '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['devnet', core.solanaDevnet, solanaDevnet, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['testnet', core.solanaTestnet, solanaTestnet, '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  ])(
    '%s: the genesis-hash CAIP-2 id and the cluster as @portico/solana has it',
    (_, ours, theirs, genesis) => {
      expect(ours.caipNetworkId).toBe(`solana:${genesis}`)
      const { assets, ...rest } = ours
      expect(rest).toEqual(theirs)
      expect(assets.imageId).toBe(ours.caipNetworkId)
    },
  )
})
