import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  type DevnetConfig,
  findConfigProblem,
  readDevnetConfig,
  writeDevnetConfig,
} from './devnetFile.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-file-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const address = '0x0000000000000000000000000000000000000001'
const valid: DevnetConfig = {
  version: 1,
  mnemonic: 'test test test test test test test test test test test junk',
  assetsUrl: 'http://127.0.0.1:8547',
  chains: [
    {
      key: 'A',
      name: 'Portico Devnet A',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
      iconUrl: 'http://127.0.0.1:8547/chains/31337.svg',
      nativeCurrency: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        iconUrl: 'http://127.0.0.1:8547/tokens/ETH.svg',
      },
      contracts: {
        multicall3: address,
        weth: address,
        usdc: address,
        dai: address,
        uniswapV2Factory: address,
        uniswapV2Router: address,
        nft: address,
        ensRegistry: address,
        ensPublicResolver: address,
        ensReverseRegistrar: address,
        ensOffchainResolver: address,
        ensUniversalResolver: address,
        swapFeeRouter: address,
        pairs: { 'USDC/WETH': address, 'USDC/DAI': address },
      },
    },
  ],
  tokens: [],
  nftCollection: { name: 'Portico Pals', symbol: 'PALS' },
  accounts: [{ label: 'wallet-1', index: 0, address, privateKey: `0x${'1'.repeat(64)}` }],
  nfts: [],
  history: [],
  names: [
    {
      chainId: 31337,
      name: 'alice.portico.eth',
      address,
      avatar: 'http://127.0.0.1:8547/nft/1.svg',
    },
  ],
}

describe('readDevnetConfig', () => {
  test('reads back what writeDevnetConfig wrote', () => {
    const path = join(dir, 'roundtrip.json')
    writeDevnetConfig(valid, path)
    expect(readDevnetConfig(path)).toEqual(valid)
  })

  test('says how to get the file when it is missing', () => {
    const path = join(dir, 'missing.json')
    expect(() => readDevnetConfig(path)).toThrow(
      `no devnet config at ${path}; start the devnet first: npm run devnet`,
    )
  })

  test('rejects a file that is not JSON', () => {
    const path = join(dir, 'broken.json')
    writeFileSync(path, '{"version": 1,')
    expect(() => readDevnetConfig(path)).toThrow(`devnet config at ${path} is not valid JSON`)
  })

  test('names the first problem of a malformed file', () => {
    const path = join(dir, 'malformed.json')
    writeFileSync(path, JSON.stringify({ ...valid, chains: [] }))
    expect(() => readDevnetConfig(path)).toThrow(
      `devnet config at ${path} is invalid: chains is empty`,
    )
  })
})

describe('findConfigProblem', () => {
  const [chain] = valid.chains
  test.each([
    { name: 'a valid config', value: valid, problem: undefined },
    { name: 'an array', value: [], problem: 'not an object' },
    {
      name: 'an older version',
      value: { ...valid, version: 0 },
      problem: 'version is 0, expected 1; restart the devnet',
    },
    {
      name: 'no mnemonic',
      value: { ...valid, mnemonic: undefined },
      problem: 'mnemonic must be a string',
    },
    { name: 'no nfts', value: { ...valid, nfts: {} }, problem: 'nfts must be an array' },
    {
      name: 'a chain without an id',
      value: { ...valid, chains: [{ ...chain, chainId: '31337' }] },
      problem: 'chains[0].chainId must be a number',
    },
    {
      name: 'a bad contract address',
      value: { ...valid, chains: [{ ...chain, contracts: { ...chain?.contracts, usdc: '0x12' } }] },
      problem: 'chains[0].contracts.usdc must be an address',
    },
    {
      name: 'an account without a key',
      value: { ...valid, accounts: [{ address }] },
      problem: 'accounts[0] must have an address and a privateKey',
    },
  ])('$name → $problem', ({ value, problem }) => {
    expect(findConfigProblem(value)).toBe(problem)
  })
})
