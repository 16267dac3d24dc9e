import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVNET_MNEMONIC } from '../anvil.js'
import {
  type DevnetConfig,
  findConfigProblem,
  readDevnetConfig,
  writeDevnetConfig,
} from '../devnetFile.js'
import { type BitcoinApi, startBitcoinApi } from './startBitcoinApi.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-bitcoin-'))
const address = '0x0000000000000000000000000000000000000001'
let api: BitcoinApi
let config: DevnetConfig

beforeAll(async () => {
  api = await startBitcoinApi({ port: 0, mnemonic: DEVNET_MNEMONIC, mineAfterMs: null })
  config = {
    version: 1,
    mnemonic: DEVNET_MNEMONIC,
    assetsUrl: 'http://127.0.0.1:8547',
    chains: [
      {
        key: 'A',
        name: 'Portico Devnet A',
        chainId: 31337,
        rpcUrl: 'http://127.0.0.1:8545',
        iconUrl: 'http://127.0.0.1:8547/chains/31337.svg',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: '' },
        contracts: {
          multicall3: address,
        } as unknown as DevnetConfig['chains'][number]['contracts'],
      },
    ],
    tokens: [],
    nftCollection: { name: 'Portico Pals', symbol: 'PALS' },
    accounts: [],
    nfts: [],
    history: [],
    names: [],
    bitcoin: api.config,
  }
})

afterAll(async () => {
  await api?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('devnet.json’s bitcoin section', () => {
  test('round-trips through writeDevnetConfig and readDevnetConfig', () => {
    const path = join(dir, 'devnet.json')
    writeDevnetConfig(config, path)
    expect(readDevnetConfig(path)).toEqual(config)
    expect(readDevnetConfig(path).bitcoin?.accounts[0]?.payment).toMatch(/^bcrt1q/)
  })

  test('is optional: a file written before it existed still reads', () => {
    const { bitcoin: _, ...older } = config
    expect(findConfigProblem(older)).toBeUndefined()
  })

  const account = () => config.bitcoin!.accounts[0]!
  test.each([
    { change: { apiUrl: 'ftp://x' }, problem: 'bitcoin.apiUrl must be an http(s) URL' },
    { change: { network: 'mainnet' }, problem: "bitcoin.network must be 'regtest'" },
    {
      change: { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' },
      problem: "bitcoin.caipNetworkId must be regtest's 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'",
    },
    { change: { accounts: {} }, problem: 'bitcoin.accounts must be an array' },
    {
      change: () => ({
        accounts: [{ ...account(), payment: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' }],
      }),
      problem:
        'bitcoin.accounts[0] must have a label, a bcrt1q… payment and a bcrt1p… ordinal address',
    },
    {
      change: () => ({ accounts: [{ ...account(), ordinal: account().payment }] }),
      problem:
        'bitcoin.accounts[0] must have a label, a bcrt1q… payment and a bcrt1p… ordinal address',
    },
  ])('a wrong section is named: $problem', ({ change, problem }) => {
    const patch = typeof change === 'function' ? change() : change
    expect(findConfigProblem({ ...config, bitcoin: { ...config.bitcoin, ...patch } })).toBe(problem)
  })

  test('a section that is not an object is named', () => {
    expect(findConfigProblem({ ...config, bitcoin: 'regtest' })).toBe('bitcoin must be an object')
  })
})
