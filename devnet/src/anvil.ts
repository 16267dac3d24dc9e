import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'

/** The standard Foundry/Hardhat test mnemonic; its ten accounts are prefunded on every devnet chain. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** Ether each of anvil's dev accounts starts with. */
export const ANVIL_ACCOUNT_BALANCE_ETH = 10_000

/** Pinned so a newer anvil does not change the chain's rules (and gas costs) under the tests. */
export const ANVIL_HARDFORK = 'prague'

/** How long anvil may take to answer its first request. */
export const ANVIL_READY_TIMEOUT_MS = 10_000

/** How long a stopped anvil may take to exit before it is killed with SIGKILL. */
export const ANVIL_STOP_TIMEOUT_MS = 3_000

const ANVIL_READY_POLL_MS = 10
/** A listener that accepts but never answers (not anvil) must not stall the polling. */
const ANVIL_READY_REQUEST_TIMEOUT_MS = 1_000
const ANVIL_LOG_LINES_KEPT = 40

/** npm package suffix of the anvil binary for each supported `${platform}-${arch}`. */
const ANVIL_PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
}

/**
 * Path of the anvil binary shipped in the platform's optional dependency of `@foundry-rs/anvil`.
 * Resolved directly so anvil is spawned without a shell or the npm bin wrapper (no orphans).
 */
export function resolveAnvilBinary(): string {
  const platform = `${process.platform}-${process.arch}`
  const suffix = ANVIL_PLATFORM_PACKAGES[platform]
  if (!suffix) throw new Error(`anvil has no npm binary for ${platform}`)
  const packageName = `@foundry-rs/anvil-${suffix}`
  let packageDir: string
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`))
  } catch {
    throw new Error(`${packageName} is not installed; run npm install -w @portico/devnet`)
  }
  const binary = join(packageDir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}`)
  return binary
}

/** Parameters of {@link startAnvil}. */
export type StartAnvilParameters = {
  chainId: number
  port: number
  /** @default '127.0.0.1' */
  host?: string
  /** @default DEVNET_MNEMONIC */
  mnemonic?: string
  /** Called with every line anvil prints (it logs each RPC method); lines are dropped otherwise. */
  onLog?: (line: string) => void
}

/** How an anvil process ended. */
export type AnvilExit = { code: number | null; signal: NodeJS.Signals | null }

/** A running anvil node. */
export type AnvilProcess = {
  pid: number
  chainId: number
  rpcUrl: string
  /** Settles when the process has exited, for whatever reason. */
  exited: Promise<AnvilExit>
  /** The last lines anvil printed, for error messages. */
  recentOutput(): string
  /** Stops the node (SIGTERM, then SIGKILL after ANVIL_STOP_TIMEOUT_MS); resolves once it has exited. */
  stop(): Promise<AnvilExit>
}

/** Spawns anvil and resolves once it answers `eth_chainId` with the expected id. */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilProcess> {
  const { chainId, port, host = '127.0.0.1', mnemonic = DEVNET_MNEMONIC, onLog } = parameters
  const args = [
    ['--host', host],
    ['--port', String(port)],
    ['--chain-id', String(chainId)],
    ['--mnemonic', mnemonic],
    ['--accounts', '10'],
    ['--balance', String(ANVIL_ACCOUNT_BALANCE_ETH)],
    ['--hardfork', ANVIL_HARDFORK],
  ].flat()
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const keep = (line: string) => {
    lines.push(line)
    if (lines.length > ANVIL_LOG_LINES_KEPT) lines.shift()
    onLog?.(line)
  }
  // Always drain both pipes: a full pipe would block anvil.
  if (child.stdout) createInterface({ input: child.stdout }).on('line', keep)
  if (child.stderr) createInterface({ input: child.stderr }).on('line', keep)

  const exited = new Promise<AnvilExit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }))
  })
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve))
  const rpcUrl = `http://${host}:${port}`
  const recentOutput = () => lines.join('\n')
  const anvil: AnvilProcess = {
    pid: child.pid ?? -1,
    chainId,
    rpcUrl,
    exited,
    recentOutput,
    stop: () => stopChild(child, exited),
  }

  const ready = waitUntilAnswering(rpcUrl, chainId)
  let failure: string
  try {
    const outcome = await Promise.race([
      ready.promise.then(() => 'ready' as const),
      exited.then((exit) => exit),
      spawnError,
    ])
    if (outcome === 'ready') return anvil
    failure =
      outcome instanceof Error
        ? outcome.message
        : `exited with ${outcome.signal ?? `code ${outcome.code}`}`
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error)
  }
  ready.cancel()
  await anvil.stop()
  throw new Error(`anvil (chain ${chainId}, port ${port}) ${failure}\n${recentOutput()}`.trim())
}

/** Polls `eth_chainId` until the node answers; `cancel()` ends the polling quietly. */
function waitUntilAnswering(rpcUrl: string, chainId: number) {
  let cancelled = false
  const poll = async (): Promise<void> => {
    const deadlineMs = Date.now() + ANVIL_READY_TIMEOUT_MS
    while (!cancelled) {
      const answer = await requestChainId(rpcUrl)
      if (answer !== undefined) {
        if (answer === chainId) return
        throw new Error(`answers chain id ${answer}, expected ${chainId}`)
      }
      if (Date.now() > deadlineMs)
        throw new Error(`did not answer within ${ANVIL_READY_TIMEOUT_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, ANVIL_READY_POLL_MS))
    }
  }
  const promise = poll()
  return {
    promise,
    cancel: () => {
      cancelled = true
      promise.catch(() => {})
    },
  }
}

/** The chain id a node answers, or undefined while nothing answers on the URL. */
async function requestChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(ANVIL_READY_REQUEST_TIMEOUT_MS),
    })
    const body = (await response.json()) as { result?: string }
    return body.result === undefined ? undefined : Number(body.result)
  } catch {
    return undefined
  }
}

async function stopChild(child: ChildProcess, exited: Promise<AnvilExit>): Promise<AnvilExit> {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), ANVIL_STOP_TIMEOUT_MS)
    const exit = await exited
    clearTimeout(timer)
    return exit
  }
  return exited
}
