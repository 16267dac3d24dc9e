import { describe, expect, test } from 'vitest'
import {
  BITCOIN_REGTEST_CAIP_NETWORK_ID,
  blockSubsidy,
  createRegtestGenesisBlock,
  REGTEST_GENESIS_HASH,
} from './regtest.js'

describe('regtest parameters', () => {
  test('the genesis block rebuilt from its fields hashes to Bitcoin Core’s regtest genesis', () => {
    const genesis = createRegtestGenesisBlock()
    expect(genesis.getId()).toBe(REGTEST_GENESIS_HASH)
    expect(genesis.checkProofOfWork()).toBe(true)
    expect(genesis.checkTxRoots()).toBe(true)
  })

  test('CAIP-2: bip122 + the first 32 hex characters of the genesis hash', () => {
    expect(BITCOIN_REGTEST_CAIP_NETWORK_ID).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  test.each([
    { height: 1, subsidy: 5_000_000_000 },
    { height: 149, subsidy: 5_000_000_000 },
    { height: 150, subsidy: 2_500_000_000 },
    { height: 300, subsidy: 1_250_000_000 },
    { height: 150 * 64, subsidy: 0 },
  ])(
    'the subsidy halves every 150 blocks: height $height pays $subsidy sats',
    ({ height, subsidy }) => {
      expect(blockSubsidy(height)).toBe(subsidy)
    },
  )
})
