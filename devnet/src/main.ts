/**
 * `npm run devnet`: starts the devnet, prints what it deployed and `devnet ready`, and stays up
 * until SIGINT or SIGTERM, then stops both anvil nodes and exits 0.
 *
 * Environment: the PORTICO_*_PORT overrides of ports.ts; PORTICO_DEVNET_CONFIG moves devnet.json
 * (tests use it so they never overwrite a developer's file); PORTICO_DEVNET_VERBOSE=1 prints
 * anvil's log (one line per RPC call).
 */
import { formatSummary, READY_LINE } from './formatSummary.js'
import { PortInUseError } from './portCheck.js'
import { type DevnetHandle, startDevnet } from './startDevnet.js'

const verbose = process.env.PORTICO_DEVNET_VERBOSE === '1'
const abort = new AbortController()
let devnet: DevnetHandle | undefined
let shuttingDown = false

async function shutDown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await devnet?.stop()
  }
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!devnet) abort.abort()
    else void shutDown(0)
  })
}
// Last resort if something throws past us: never leave anvil running.
process.on('exit', () => {
  for (const pid of devnet?.anvilPids ?? []) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

try {
  devnet = await startDevnet({
    signal: abort.signal,
    configPath: process.env.PORTICO_DEVNET_CONFIG || undefined,
    log: (line) => console.log(line),
    onAnvilLog: verbose ? (chain, line) => console.log(`[anvil ${chain}] ${line}`) : undefined,
  })
} catch (error) {
  const message =
    error instanceof PortInUseError
      ? error.message
      : error instanceof Error
        ? error.stack
        : String(error)
  console.error(`devnet failed to start: ${message}`)
  process.exit(abort.signal.aborted ? 0 : 1)
}

console.log(formatSummary(devnet))
console.log(READY_LINE)

void devnet.failed.then(async (error) => {
  console.error(`devnet stopped: ${error.message}`)
  await shutDown(1)
})
