import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANVIL_PRIVATE_KEYS } from '../provider/defaults.js'
import { getFreePort } from '../test/startAnvil.js'
import { createWalletServer, type WalletServer } from './createWalletServer.js'

const BUNDLE = '/* the inject bundle */\n'
let dir: string
let bundlePath: string

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-wallet-server-'))
  bundlePath = join(dir, 'inject.js')
  writeFileSync(bundlePath, BUNDLE)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function withServer(devnetJsonPath: string, run: (server: WalletServer) => Promise<void>) {
  const server = await createWalletServer({
    port: 0,
    devnetJsonPath,
    chainAPort: 18545,
    chainBPort: 18546,
    bundlePath,
  })
  try {
    await run(server)
  } finally {
    await server.close()
  }
}

/** The config a served inject.js sets before its bundle. */
function parsePrefix(body: string) {
  const match = /^window\.__PORTICO_TEST_WALLET_CONFIG__ = (.*);\n/.exec(body)
  expect(match).not.toBeNull()
  expect(body.slice(match![0].length)).toBe(BUNDLE)
  return JSON.parse(match![1]!)
}

describe('createWalletServer', () => {
  test('serves /inject.js with CORS, no-store and a default config when there is no devnet.json', async () => {
    await withServer(join(dir, 'missing.json'), async ({ url }) => {
      const response = await fetch(`${url}/inject.js`)
      expect(response.status).toBe(200)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(parsePrefix(await response.text())).toEqual({
        chains: [
          { chainId: 31337, name: 'Portico Devnet A', rpcUrl: 'http://127.0.0.1:18545' },
          { chainId: 31338, name: 'Portico Devnet B', rpcUrl: 'http://127.0.0.1:18546' },
        ],
      })
    })
  })

  test('takes chains and keys (by derivation index) from devnet.json', async () => {
    const devnetJsonPath = join(dir, 'devnet.json')
    const deployerKey = `0x${'9'.repeat(64)}`
    writeFileSync(
      devnetJsonPath,
      JSON.stringify({
        mnemonic: 'test test test test test test test test test test test junk',
        chains: [
          {
            key: 'a',
            chainId: 31337,
            name: 'Devnet A',
            rpcUrl: 'http://127.0.0.1:28545',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: 'x' },
          },
          { key: 'b', chainId: 31338, name: 'Devnet B', rpcUrl: 'http://127.0.0.1:28546' },
        ],
        accounts: [
          { label: 'wallet-1', index: 0, privateKey: ANVIL_PRIVATE_KEYS[0] },
          { label: 'deployer', index: 9, privateKey: deployerKey },
        ],
      }),
    )
    await withServer(devnetJsonPath, async ({ url }) => {
      const config = parsePrefix(await (await fetch(`${url}/inject.js`)).text())
      expect(config.chains).toEqual([
        {
          chainId: 31337,
          name: 'Devnet A',
          rpcUrl: 'http://127.0.0.1:28545',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        { chainId: 31338, name: 'Devnet B', rpcUrl: 'http://127.0.0.1:28546' },
      ])
      expect(config.accounts).toEqual([...ANVIL_PRIVATE_KEYS.slice(0, 9), deployerKey])

      const index = await fetch(`${url}/`)
      expect(index.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await index.text()
      expect(html).toContain(`&lt;script src="${url}/inject.js"&gt;&lt;/script&gt;`)
      expect(html).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
      expect((await fetch(`${url}/nope`)).status).toBe(404)
      expect((await fetch(`${url}/inject.js`, { method: 'POST' })).status).toBe(405)
    })
  })

  test('rejects with EADDRINUSE when the port is taken', async () => {
    const holder = await holdPort()
    try {
      await expect(
        createWalletServer({
          port: holder.port,
          devnetJsonPath: join(dir, 'missing.json'),
          chainAPort: 1,
          chainBPort: 2,
          bundlePath,
        }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      holder.server.close()
    }
  })
})

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url))
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url))

async function holdPort(): Promise<{ server: Server; port: number }> {
  const port = await getFreePort()
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, port }
}

function startServerProcess(port: number): {
  child: ChildProcess
  output: () => string
  exit: Promise<number | null>
} {
  let output = ''
  const child = spawn(TSX, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORTICO_WALLET_PORT: String(port),
      PORTICO_WALLET_BUNDLE: bundlePath,
      PORTICO_DEVNET_CONFIG: join(dir, 'missing.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exit }
}

describe('server.ts', () => {
  test('fails fast, naming the port, when it is taken', async () => {
    const holder = await holdPort()
    try {
      const server = startServerProcess(holder.port)
      expect(await server.exit).toBe(1)
      expect(server.output()).toContain(`port ${holder.port}`)
      expect(server.output()).toContain('PORTICO_WALLET_PORT')
    } finally {
      holder.server.close()
    }
  })

  test('serves, then closes and exits 0 on SIGTERM', async () => {
    const port = await getFreePort()
    const server = startServerProcess(port)
    try {
      const deadline = Date.now() + 20_000
      while (!server.output().includes('test wallet at')) {
        if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const response = await fetch(`http://127.0.0.1:${port}/inject.js`)
      expect(await response.text()).toContain(BUNDLE)
    } finally {
      server.child.kill('SIGTERM')
    }
    expect(await server.exit).toBe(0)
  })
})
