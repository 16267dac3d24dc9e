import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePorts } from '@portico/devnet/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_OPERATOR_CONFIG } from './chainServices.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const MAIN = join(REPO_ROOT, 'services/api/src/main.ts')
/** How long main.ts may take to give up on a bad file (tsx's first compile included). */
const EXIT_TIMEOUT_MS = 30_000

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-api-main-'))
})
/** Every process started, stopped at the end even when a test failed or timed out. */
const children = new Set<ChildProcess>()
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

/** main.ts as `npm run api` runs it, on its own port and data folder, without the caller's config. */
function startMain(args: string[], env: Record<string, string | undefined> = {}) {
  const {
    PORTICO_CONFIG: _config,
    DATABASE_URL: _database,
    PROFILE_GATEWAY_KEY: _key,
    ...inherited
  } = process.env
  return getFreePorts(1).then(([port]) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', MAIN, ...args],
      {
        cwd: REPO_ROOT,
        env: {
          ...inherited,
          PORTICO_API_PORT: String(port),
          PORTICO_DATA_DIR: mkdtempSync(join(dir, 'data-')),
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    children.add(child)
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    // Knocks on the port every 25 ms while the process lives: did it ever answer?
    let opened = false
    const probing = (async () => {
      while (child.exitCode === null && child.signalCode === null) {
        opened ||= await new Promise<boolean>((resolve) => {
          const socket = connect(port as number, '127.0.0.1')
          socket.once('connect', () => resolve(socket.destroy() && true))
          socket.once('error', () => resolve(false))
        })
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    })()
    return {
      child,
      output: () => ({ stdout, stderr }),
      /** The exit code, once the process and the probe ended; whether the port ever opened. */
      async result() {
        const code = await exited
        await probing
        return { code, opened }
      },
    }
  })
}

const chain = (fields: Record<string, unknown> = {}) => ({
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  rpcUrls: ['http://127.0.0.1:9'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...fields,
})
const ADDRESS = `0x${'11'.repeat(20)}`
const SANDBOX = {
  delivererKeyEnv: 'TEST_SANDBOX_KEY',
  networks: [
    {
      caipNetworkId: 'eip155:31337',
      name: 'local',
      usdc: ADDRESS,
      wrappedNative: ADDRESS,
      usdcWrappedNativePair: ADDRESS,
    },
  ],
}

describe("main.ts refuses a wrong operator file: 'a wrong field stops the service with a message naming the field and what is expected; nothing starts half-configured' (issue 18)", () => {
  it.each([
    {
      wrong: 'a chain without RPC URLs and a swap router that is no address',
      file: {
        version: 1,
        evm: [
          chain({
            rpcUrls: [],
            swap: {
              provider: 'uniswapV2',
              router: '0x12',
              factory: ADDRESS,
              wrappedNative: ADDRESS,
            },
          }),
        ],
      },
      env: {},
      messages: ['evm[0].rpcUrls', 'evm[0].swap.router'],
    },
    {
      wrong: "the sandbox deliverer's key variable unset",
      file: { version: 1, evm: [chain()], onramp: { sandbox: SANDBOX } },
      env: {},
      messages: ['onramp.sandbox.delivererKeyEnv', 'TEST_SANDBOX_KEY'],
    },
    {
      wrong: 'a sandbox network that is none of the chains',
      file: {
        version: 1,
        evm: [chain({ caipNetworkId: 'eip155:31338' })],
        onramp: { sandbox: SANDBOX },
      },
      env: { TEST_SANDBOX_KEY: `0x${'ab'.repeat(32)}` },
      messages: ['onramp.sandbox.networks[0].caipNetworkId', "is not one of evm's chains"],
    },
    {
      wrong: 'a swap fee without a fee router',
      file: {
        version: 1,
        evm: [
          chain({
            swap: {
              provider: 'uniswapV2',
              router: ADDRESS,
              factory: ADDRESS,
              wrappedNative: ADDRESS,
            },
          }),
        ],
      },
      env: { PORTICO_SWAP_FEE_BPS: '30', PORTICO_SWAP_FEE_RECIPIENT: ADDRESS },
      messages: ['eip155:31337 has no swap.feeRouter'],
    },
  ])(
    '$wrong: exit 1, every problem on stderr, the port never opened',
    async ({ file, env, messages }) => {
      const path = join(dir, `${messages[0]?.replace(/\W+/g, '-')}.json`)
      writeFileSync(path, JSON.stringify(file))
      const main = await startMain(['--config', path], env)
      const { code, opened } = await main.result()
      const { stdout, stderr } = main.output()
      expect(code, stderr).toBe(1)
      expect(opened).toBe(false)
      expect(stderr).toContain('cannot start the API')
      for (const message of messages) expect(stderr).toContain(message)
      expect(stdout).not.toContain('Portico API on')
      // The key a variable holds is never printed.
      expect(stderr).not.toContain('ab'.repeat(32))
    },
    EXIT_TIMEOUT_MS,
  )

  it(
    'a --config naming no file: exit 1, the path named',
    async () => {
      const path = join(dir, 'absent.yaml')
      const main = await startMain(['--config', path])
      const { code, opened } = await main.result()
      expect(code).toBe(1)
      expect(opened).toBe(false)
      expect(main.output().stderr).toContain(path)
    },
    EXIT_TIMEOUT_MS,
  )

  it(
    'without a configuration it starts with no chains, and says so',
    async () => {
      const main = await startMain([])
      try {
        for (let i = 0; i < 600 && !main.output().stdout.includes('Portico API on'); i++)
          await new Promise((resolve) => setTimeout(resolve, 50))
        expect(main.output().stdout).toContain(`no chains (${NO_OPERATOR_CONFIG})`)
      } finally {
        main.child.kill('SIGTERM')
        await main.result()
      }
    },
    EXIT_TIMEOUT_MS,
  )
})
