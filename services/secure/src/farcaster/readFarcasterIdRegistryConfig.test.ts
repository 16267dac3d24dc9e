/** Where the secure site reads Farcaster's IdRegistry: the environment, else the operator file. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetFarcasterRegistrations, startTestDevnet } from '@portico/devnet/testing'
import type { ResolvedOperatorConfig } from '@portico/kit'
import { describe, expect, it } from 'vitest'
import { readSecureOperatorConfig } from '../config/readSecureOperatorConfig.js'
import {
  createFarcasterIdRegistry,
  OPTIMISM_FARCASTER_ID_REGISTRY,
} from './createFarcasterIdRegistry.js'
import {
  hasFarcasterIdRegistryEnv,
  readFarcasterIdRegistryConfig,
  resolveFarcasterIdRegistry,
} from './readFarcasterIdRegistryConfig.js'

describe('readFarcasterIdRegistryConfig', () => {
  it('defaults to Farcaster’s registry on OP Mainnet', () => {
    expect(readFarcasterIdRegistryConfig({})).toEqual({
      rpcUrl: 'https://mainnet.optimism.io',
      address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
    })
    expect(hasFarcasterIdRegistryEnv({})).toBe(false)
  })

  it('reads FARCASTER_ID_REGISTRY_RPC_URL and FARCASTER_ID_REGISTRY_ADDRESS (checksummed)', () => {
    const env = {
      FARCASTER_ID_REGISTRY_RPC_URL: 'http://127.0.0.1:8545',
      FARCASTER_ID_REGISTRY_ADDRESS: '0x3ebd66861c1d8f298c20ed56506b063206103227',
    }
    expect(readFarcasterIdRegistryConfig(env)).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      address: '0x3EBD66861C1d8F298c20ED56506b063206103227',
    })
    expect(hasFarcasterIdRegistryEnv(env)).toBe(true)
  })

  it.each([
    [{ FARCASTER_ID_REGISTRY_RPC_URL: 'not a url' }, /FARCASTER_ID_REGISTRY_RPC_URL/],
    [{ FARCASTER_ID_REGISTRY_RPC_URL: 'ws://127.0.0.1:8545' }, /FARCASTER_ID_REGISTRY_RPC_URL/],
    [{ FARCASTER_ID_REGISTRY_ADDRESS: '0x1234' }, /FARCASTER_ID_REGISTRY_ADDRESS/],
  ])('refuses %o naming the variable', (env, error) => {
    expect(() => readFarcasterIdRegistryConfig(env)).toThrow(error)
  })
})

const REGISTRY = '0x3EBD66861C1d8F298c20ED56506b063206103227'
const ENV = {
  FARCASTER_ID_REGISTRY_RPC_URL: 'http://127.0.0.1:7545',
  FARCASTER_ID_REGISTRY_ADDRESS: REGISTRY,
}
/** The fields of a resolved chain the registry is read from. */
const chain = (chainId: number, rpcUrl: string, contracts?: Record<string, string>) =>
  ({
    chainId,
    rpcUrls: [rpcUrl],
    ...(contracts ? { contracts } : {}),
  }) as unknown as ResolvedOperatorConfig['evm'][number]

describe('resolveFarcasterIdRegistry', () => {
  it.each<[string, Record<string, string>, ResolvedOperatorConfig['evm'] | undefined, unknown]>([
    [
      'the environment wins over the operator file',
      ENV,
      [chain(31337, 'http://127.0.0.1:8545', { farcasterIdRegistry: REGISTRY.toLowerCase() })],
      { rpcUrl: 'http://127.0.0.1:7545', address: REGISTRY },
    ],
    [
      'a chain’s contracts.farcasterIdRegistry, on that chain’s first RPC URL',
      {},
      [
        chain(1, 'http://127.0.0.1:18545'),
        chain(31337, 'http://127.0.0.1:8545', { farcasterIdRegistry: REGISTRY.toLowerCase() }),
      ],
      { rpcUrl: 'http://127.0.0.1:8545', address: REGISTRY },
    ],
    [
      'OP Mainnet’s registry on the file’s eip155:10 RPC',
      {},
      [chain(1, 'http://127.0.0.1:18545'), chain(10, 'http://127.0.0.1:18546')],
      { ...OPTIMISM_FARCASTER_ID_REGISTRY, rpcUrl: 'http://127.0.0.1:18546' },
    ],
    [
      'a file naming neither: OP Mainnet’s at its public RPC',
      {},
      [chain(1, 'http://127.0.0.1:18545')],
      OPTIMISM_FARCASTER_ID_REGISTRY,
    ],
    ['no file: OP Mainnet’s at its public RPC', {}, undefined, OPTIMISM_FARCASTER_ID_REGISTRY],
  ])('%s', (_rule, env, evm, expected) => {
    expect(resolveFarcasterIdRegistry({ env, operator: evm && { evm } })).toEqual(expected)
  })

  it('the devnet’s operator file: chain A’s registry, which holds the relay stand-in’s users', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-secure-devnet-'))
    const devnet = await startTestDevnet({ configPath: join(dir, 'devnet.json') })
    try {
      const chainA = devnet.config.chains.find((c) => c.chainId === 31337)
      if (!chainA?.contracts.farcasterIdRegistry) throw new Error('the devnet has no registry')
      // The operator file as the launcher writes it for the devnet: chain A with its contracts.
      const configPath = join(dir, 'portico.config.json')
      writeFileSync(
        configPath,
        JSON.stringify({
          version: 1,
          evm: [
            {
              caipNetworkId: 'eip155:31337',
              name: chainA.name,
              rpcUrls: [chainA.rpcUrl],
              nativeCurrency: chainA.nativeCurrency,
              contracts: { farcasterIdRegistry: chainA.contracts.farcasterIdRegistry },
            },
          ],
        }),
      )
      const env = { PORTICO_CONFIG: configPath }
      const operator = await readSecureOperatorConfig({ argv: [], env })
      const registry = resolveFarcasterIdRegistry({ env, operator })
      expect(registry).toEqual({
        rpcUrl: chainA.rpcUrl,
        address: chainA.contracts.farcasterIdRegistry,
      })
      const client = createFarcasterIdRegistry(registry)
      for (const { fid, custody } of devnetFarcasterRegistrations(devnet.config.mnemonic))
        expect(await client.custodyOf(fid)).toBe(custody)
    } finally {
      await devnet.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
