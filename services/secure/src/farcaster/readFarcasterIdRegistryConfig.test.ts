/** Where the secure site reads Farcaster's IdRegistry: the environment, or on the devnet devnet.json. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetFarcasterRegistrations, startTestDevnet } from '@portico/devnet/testing'
import { describe, expect, it } from 'vitest'
import { createFarcasterIdRegistry } from './createFarcasterIdRegistry.js'
import {
  hasFarcasterIdRegistryEnv,
  readDevnetFarcasterIdRegistry,
  readFarcasterIdRegistryConfig,
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

describe('readDevnetFarcasterIdRegistry', () => {
  it('reads chain A’s registry from devnet.json, which holds the relay stand-in’s users', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-secure-devnet-'))
    const configPath = join(dir, 'devnet.json')
    const devnet = await startTestDevnet({ configPath })
    try {
      const chainA = devnet.config.chains.find((chain) => chain.chainId === 31337)
      const registry = readDevnetFarcasterIdRegistry(configPath)
      expect(registry).toEqual({
        rpcUrl: chainA?.rpcUrl,
        address: chainA?.contracts.farcasterIdRegistry,
      })
      const client = createFarcasterIdRegistry(registry)
      for (const { fid, custody } of devnetFarcasterRegistrations(devnet.config.mnemonic))
        expect(await client.custodyOf(fid)).toBe(custody)
    } finally {
      await devnet.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('says why when there is no devnet.json', () => {
    expect(() => readDevnetFarcasterIdRegistry('/nonexistent/devnet.json')).toThrow(
      /no devnet config/,
    )
  })
})
