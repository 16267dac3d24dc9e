// devnet.json's optional `solana` section: written by the node, read back, and checked.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DevnetConfig } from '../devnetFile.js'
import { findConfigProblem, readDevnetConfig, writeDevnetConfig } from '../devnetFile.js'
import { getFreePorts } from '../testing/freePorts.js'
import { type SolanaServer, startSolanaServer } from './startSolanaServer.js'
import { stringifyJson } from './stringifyJson.js'
import { formatUiAmount } from './tokenAccounts.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-solana-config-'))
let server: SolanaServer

beforeAll(async () => {
  const [rpcPort, wsPort] = (await getFreePorts(2)) as [number, number]
  server = await startSolanaServer({ rpcPort, wsPort, slotIntervalMs: 0 })
}, 30_000)
afterAll(async () => {
  await server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A minimal valid devnet.json around a solana section. */
const configWith = (solana: unknown) =>
  ({
    version: 1,
    mnemonic: 'test test test test test test test test test test test junk',
    assetsUrl: 'http://127.0.0.1:8547',
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', contracts: {} }],
    tokens: [],
    accounts: [],
    nfts: [],
    history: [],
    names: [],
    solana,
  }) as unknown as DevnetConfig

describe("devnet.json's solana section", () => {
  test('round-trips through writeDevnetConfig / readDevnetConfig as the design doc shapes it', () => {
    const path = join(dir, 'devnet.json')
    writeDevnetConfig(configWith(server.config), path)
    const read = readDevnetConfig(path)
    expect(read.solana).toEqual(server.config)
    expect(Object.keys(read.solana ?? {}).sort()).toEqual([
      'accounts',
      'caipNetworkId',
      'genesisHash',
      'rpcUrl',
      'usdcMint',
      'wsUrl',
    ])
  })

  test('its USDC mint and wallets depend only on the mnemonic (createAccountWithSeed from the deployer)', () => {
    expect(server.config.usdcMint).toBe('2etbxj3hiEwPkJeeL3GRgDaVnbYRefJvMnP3igmAaHCZ')
    expect(server.config.accounts[0]).toEqual({
      label: 'wallet-1',
      address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    })
  })

  test('is optional: a file without it (an older writer) is still valid', () => {
    const { solana: _, ...older } = configWith(undefined)
    expect(findConfigProblem(older)).toBeUndefined()
  })

  test.each([
    { rule: 'an object', solana: 'x', problem: 'solana must be an object' },
    {
      rule: 'an http rpcUrl',
      patch: { rpcUrl: 'ftp://x' },
      problem: 'solana.rpcUrl must be an http(s) URL',
    },
    {
      rule: 'a ws wsUrl',
      patch: { wsUrl: 'http://x' },
      problem: 'solana.wsUrl must be a ws(s) URL',
    },
    {
      rule: 'a base58 genesis hash',
      patch: { genesisHash: '0x00' },
      problem: 'solana.genesisHash must be base58',
    },
    {
      rule: 'a base58 USDC mint',
      patch: { usdcMint: 'O0O0' },
      problem: 'solana.usdcMint must be base58',
    },
    {
      rule: "caipNetworkId = 'solana:' + the first 32 characters of the genesis hash",
      patch: { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
      problem: "solana.caipNetworkId must be 'solana:' + the first 32 characters of genesisHash",
    },
    {
      rule: 'accounts with base58 addresses',
      patch: { accounts: [{ label: 'wallet-1', address: '0xf39F' }] },
      problem: 'solana.accounts[0] must have a label and a base58 address',
    },
  ])('must have $rule', ({ solana, patch, problem }) => {
    expect(findConfigProblem(configWith(solana ?? { ...server.config, ...patch }))).toBe(problem)
  })
})

describe('number formats of the RPC', () => {
  test.each([
    [10_000_000_000n, 6, '10000'],
    [12_500_000n, 6, '12.5'],
    [1n, 6, '0.000001'],
    [0n, 6, '0'],
    [42n, 0, '42'],
  ])(
    'uiAmountString of %s with %i decimals is %s (no trailing zeros)',
    (amount, decimals, text) => {
      expect(formatUiAmount(amount, decimals)).toBe(text)
    },
  )

  test('u64 values above 2^53 go out as exact JSON numbers', () => {
    expect(stringifyJson({ rentEpoch: 18_446_744_073_709_551_615n, slot: 3n, text: '3n' })).toBe(
      '{"rentEpoch":18446744073709551615,"slot":3,"text":"3n"}',
    )
  })
})
