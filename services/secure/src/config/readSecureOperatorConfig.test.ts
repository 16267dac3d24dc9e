/** Which operator file the secure site reads, and that it reads it without the file's secrets. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, readOperatorConfig } from '@portico/kit'
import { afterAll, describe, expect, it } from 'vitest'
import { readSecureOperatorConfig, secureOperatorConfigPath } from './readSecureOperatorConfig.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-secure-operator-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const write = (name: string, value: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(value))
  return path
}

const CHAIN = {
  caipNetworkId: 'eip155:31337',
  name: 'Portico Devnet A',
  rpcUrls: ['http://127.0.0.1:8545'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const devnetOperatorFile = write('moved.portico.config.json', { version: 1, evm: [CHAIN] })
const devnetFile = join(dir, 'moved.json')

describe('secureOperatorConfigPath', () => {
  it.each<[string, string[], Record<string, string>, string | undefined]>([
    ['--config wins', ['--config', '/a.yaml'], { PORTICO_CONFIG: '/b.json' }, '/a.yaml'],
    ['else PORTICO_CONFIG', [], { PORTICO_CONFIG: '/b.json' }, '/b.json'],
    ['neither, not the devnet: no file (the built-in networks alone)', [], {}, undefined],
    [
      'the devnet: the operator file the devnet wrote beside its devnet file',
      [],
      { PORTICO_SECURE_DEVNET: '1', PORTICO_DEVNET_CONFIG: devnetFile },
      devnetOperatorFile,
    ],
    [
      'the devnet without such a file: none',
      [],
      { PORTICO_SECURE_DEVNET: '1', PORTICO_DEVNET_CONFIG: join(dir, 'absent.json') },
      undefined,
    ],
    [
      'the devnet, PORTICO_CONFIG named: that one',
      [],
      { PORTICO_SECURE_DEVNET: '1', PORTICO_DEVNET_CONFIG: devnetFile, PORTICO_CONFIG: '/b.json' },
      '/b.json',
    ],
  ])('%s', (_rule, argv, env, expected) => {
    expect(secureOperatorConfigPath({ argv, env })).toBe(expected)
  })
})

describe('readSecureOperatorConfig', () => {
  it('reads the chains of a file whose secrets the site is not given (…Env unset)', async () => {
    const path = write('secrets.json', {
      version: 1,
      evm: [{ ...CHAIN, history: { etherscan: { apiKeyEnv: 'ETHERSCAN_API_KEY' } } }],
    })
    // The API, which uses the key, refuses to start without it …
    await expect(readOperatorConfig(path, { env: {} })).rejects.toThrow(
      /ETHERSCAN_API_KEY is not set/,
    )
    // … the secure site, which does not, reads the chains.
    const config = await readSecureOperatorConfig({ argv: [], env: { PORTICO_CONFIG: path } })
    expect(config?.evm.map((chain) => [chain.chainId, chain.rpcUrls])).toEqual([
      [31337, ['http://127.0.0.1:8545']],
    ])
  })

  it('refuses a wrong file with the reader’s message naming the field', async () => {
    const path = write('wrong.json', { version: 1, evm: [{ ...CHAIN, rpcUrls: [] }] })
    const read = readSecureOperatorConfig({ argv: ['--config', path], env: {} })
    await expect(read).rejects.toBeInstanceOf(ConfigError)
    await expect(read).rejects.toThrow(/evm\[0\]\.rpcUrls/)
  })

  it('without a file: undefined', async () => {
    expect(await readSecureOperatorConfig({ argv: [], env: {} })).toBeUndefined()
  })
})
