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

/** How long an anvil exit waits for a signal to the whole process group to reach us too. */
const SIGNAL_GRACE_MS = 200

const verbose = process.env.PORTICO_DEVNET_VERBOSE === '1'
const abort = new AbortController()
let devnet: DevnetHandle | undefined
let shuttingDown = false
let stopped = false

/** Stops the devnet and exits; a second call (a second Ctrl+C) exits at once. */
async function shutDown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true
    await devnet?.stop()
    stopped = true
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
  if (stopped) return
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
  // Ctrl+C signals the whole process group: anvil may exit a moment before our own handler runs.
  await new Promise((resolve) => setTimeout(resolve, SIGNAL_GRACE_MS))
  if (shuttingDown) return
  console.error(`devnet stopped: ${error.message}`)
  await shutDown(1)
})
