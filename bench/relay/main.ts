/**
 * `npm run bench:relay`: the relay under load, beside a bare `ws` echo server on the same
 * machine (the physical limit). Both run as their own processes; the clients run here.
 * - publish→deliver msg/s and p50/p99 latency: bursts of 1,000 and 10,000 messages, and 10,000
 *   paced at 5,000 msg/s, over 1,000 concurrent clients (500 publisher/subscriber pairs, each
 *   pair a topic; subscribers ack every delivery as the SDK does)
 * - memory of 10,000 idle clients (each authenticated and subscribed to one topic) → clients/GiB
 * - personal_sign round trips per second through the real SignClient and WalletKit
 * - a flood (issue 16, finding 3): a relay with its default limits, clients at many loopback
 *   addresses publishing 256 KiB for 30 days as fast as they are answered, while a real dApp and
 *   wallet pair and sign; the relay's RSS before, at its peak and after, and its stored bytes
 * Each load case runs 3 times per server, interleaved; the table shows the median run.
 * Prints a table with the targets beside the figures; writes bench/results/relay-*.json.
 * Options: --clients N (default 1000), --idle N (default 10000), --round-trips N (default 200),
 * --flood-addresses N (default 20), --flood-connections N per address (default 110),
 * --flood-seconds N (default 15), --only flood (the flood alone).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { getFreePorts } from '@portico/devnet/testing'
import { resultsFileName } from '../src/report/resultsFileName.js'
import { type FloodResult, runFlood } from './floodClients.js'
import { formatFloodTable, formatTable, type RelayBenchResults } from './formatTable.js'
import { holdIdleClients, type IdleResult } from './idleClients.js'
import {
  closePairs,
  type LoadResult,
  openEchoPairs,
  openRelayPairs,
  runLoad,
} from './loadClients.js'
import { measureRoundTrips } from './roundTrips.js'
import { type BenchServer, openFilesLimit, spawnServer } from './spawnServer.js'

const log = (line: string) => process.stderr.write(`${line}\n`)

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    idle: { type: 'string', default: '10000' },
    'round-trips': { type: 'string', default: '200' },
    'flood-addresses': { type: 'string', default: '20' },
    'flood-connections': { type: 'string', default: '110' },
    'flood-seconds': { type: 'string', default: '15' },
    only: { type: 'string' },
  },
})
const whole = (name: string, raw: string | undefined) => {
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < 2) throw new Error(`--${name} needs a whole number ≥ 2`)
  return n
}
const clients = whole('clients', values.clients)
let idle = whole('idle', values.idle)
const roundTrips = whole('round-trips', values['round-trips'])
const floodAddresses = whole('flood-addresses', values['flood-addresses'])
const floodConnections = whole('flood-connections', values['flood-connections'])
const floodSeconds = whole('flood-seconds', values['flood-seconds'])
if (floodAddresses > 250)
  throw new Error('--flood-addresses: at most 250 (127.0.0.2 … 127.0.0.251)')
if (values.only !== undefined && values.only !== 'flood') throw new Error('--only: flood')

const fdLimit = openFilesLimit()
if (idle + 500 > fdLimit) {
  log(
    `note: this process may open ${fdLimit} files; holding ${fdLimit - 500} idle clients, not ${idle} (raise ulimit -n)`,
  )
  idle = fdLimit - 500
}

/** The relay with its limits out of the way: the bench measures the relay, not its rate limits. */
const BENCH_RELAY_ENV = {
  PORTICO_RELAY_QUIET: '1',
  PORTICO_RELAY_PUBLISHES_PER_SECOND: '1000000',
  PORTICO_RELAY_PUBLISH_BURST: '1000000',
  PORTICO_RELAY_FRAMES_PER_SECOND: '1000000',
  PORTICO_RELAY_FRAME_BURST: '1000000',
  PORTICO_RELAY_MAX_MESSAGES_PER_TOPIC: '100000',
  PORTICO_RELAY_MAX_STORED_MESSAGES: '10000000',
  PORTICO_RELAY_MAX_TOPICS_PER_CLIENT: '100000',
  // Every bench client is at 127.0.0.1: the per-address and per-node caps would count them as one.
  PORTICO_RELAY_MAX_CONNECTIONS: '1000000',
  PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '1000000',
  PORTICO_RELAY_MAX_STORED_BYTES_PER_IP: String(4 * 1024 ** 3),
  PORTICO_RELAY_MAX_STORED_BYTES: String(4 * 1024 ** 3),
  PORTICO_RELAY_MAX_INBOUND_BYTES_PER_SECOND_PER_IP: String(4 * 1024 ** 3),
  PORTICO_RELAY_INBOUND_BURST_BYTES_PER_IP: String(4 * 1024 ** 3),
}

/** The flood's relay keeps every default limit; the token lets the bench read its metrics. */
const FLOOD_METRICS_TOKEN = randomBytes(16).toString('hex')

async function measureFlood(): Promise<FloodResult> {
  const [port] = (await getFreePorts(1)) as [number]
  const server = await spawnServer({
    script: '../../services/relay/src/main.ts',
    env: {
      PORTICO_RELAY_QUIET: '1',
      PORTICO_RELAY_PORT: String(port),
      PORTICO_RELAY_METRICS_TOKEN: FLOOD_METRICS_TOKEN,
    },
    readyLine: 'Portico relay on',
    port,
  })
  try {
    const result = await runFlood(server, {
      addresses: floodAddresses,
      connectionsPerAddress: floodConnections,
      durationMs: floodSeconds * 1_000,
      metricsUrl: `http://127.0.0.1:${port}/metrics`,
      metricsToken: FLOOD_METRICS_TOKEN,
    })
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
    log(
      `  ${result.addresses} addresses × ${result.connectionsPerAddress} connections: ${result.connectionsAccepted} accepted, ${result.connectionsRefused} refused; ` +
        `${result.publishesStored} publishes of 256 KiB stored, refused ${JSON.stringify(result.publishesRefused)}; ${mib(result.bytesSent)} sent in ${(result.durationMs / 1000).toFixed(1)} s`,
    )
    log(
      `  relay RSS ${mib(result.rssBeforeBytes)} before, ${mib(result.rssPeakBytes)} at its peak, ${mib(result.rssEndBytes)} at the end (JS heap ${mib(result.heapUsedBytesEnd)} used of ${mib(result.heapTotalBytesEnd)}, outside it ${mib(result.externalBytesEnd)}); stored ${mib(result.storedBytesEnd)} (budget 256 MiB)`,
    )
    log(
      result.legitimate.paired
        ? `  real dApp and wallet at 127.0.0.1: paired, ${result.legitimate.roundTrips} personal_sign round trips, p50 ${result.legitimate.p50Ms.toFixed(1)} ms`
        : `  real dApp and wallet at 127.0.0.1: FAILED ${result.legitimate.error}`,
    )
    return result
  } finally {
    await server.stop()
  }
}

async function startRelay(): Promise<BenchServer> {
  const [port] = (await getFreePorts(1)) as [number]
  return spawnServer({
    script: '../../services/relay/src/main.ts',
    env: { ...BENCH_RELAY_ENV, PORTICO_RELAY_PORT: String(port) },
    readyLine: 'Portico relay on',
    port,
  })
}
async function startEcho(): Promise<BenchServer> {
  const [port] = (await getFreePorts(1)) as [number]
  return spawnServer({
    script: './echoServer.ts',
    args: [String(port)],
    readyLine: 'echo server on',
    port,
  })
}

const LOAD_CASES = [
  { name: '1,000 messages (burst)', messages: 1_000, ratePerSecond: null },
  { name: '10,000 messages (burst)', messages: 10_000, ratePerSecond: null },
  { name: '10,000 messages at 5,000 msg/s', messages: 10_000, ratePerSecond: 5_000 },
] as const

/** Each load case runs this many times per server; the table shows the run of median throughput. */
const REPEATS = 3

function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond)[
    Math.floor(runs.length / 2)
  ]!
}

/**
 * Runs every load case on both servers, interleaved (echo, relay, echo, relay, …) so that a
 * change in the machine's load falls on both alike.
 */
async function measureLoad(relay: BenchServer, echo: BenchServer) {
  const relayPairs = await openRelayPairs(relay.url, clients / 2)
  const echoPairs = await openEchoPairs(echo.url, clients / 2)
  try {
    // Warm-up, thrown away.
    await runLoad(echoPairs, { messages: 2_000, serverCpuMs: echo.cpuMs })
    await runLoad(relayPairs, { messages: 2_000, serverCpuMs: relay.cpuMs })
    const results: { relay: LoadResult; echo: LoadResult }[] = []
    for (const c of LOAD_CASES) {
      const runs = { relay: [] as LoadResult[], echo: [] as LoadResult[] }
      for (let i = 0; i < REPEATS; i++) {
        runs.echo.push(await runLoad(echoPairs, { ...c, serverCpuMs: echo.cpuMs }))
        runs.relay.push(await runLoad(relayPairs, { ...c, serverCpuMs: relay.cpuMs }))
      }
      const pick = { relay: medianRun(runs.relay), echo: medianRun(runs.echo) }
      for (const [label, result] of Object.entries(pick))
        log(
          `  ${label.padEnd(5)} ${c.name}: ${Math.round(result.messagesPerSecond)} msg/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, server ${result.serverCpuUsPerMessage.toFixed(0)} µs CPU/msg, clients ${result.clientCpuUsPerMessage.toFixed(0)} µs/msg` +
            (result.lost || result.errors ? `, ${result.lost} lost, ${result.errors} errors` : ''),
        )
      results.push(pick)
    }
    return results
  } finally {
    await closePairs(relayPairs)
    await closePairs(echoPairs)
  }
}

async function measureIdle(start: () => Promise<BenchServer>, relay: boolean): Promise<IdleResult> {
  const server = await start()
  try {
    const held = await holdIdleClients(server, idle, { relay })
    await held.close()
    const r = held.result
    log(
      `  ${relay ? 'relay' : 'echo'}: ${r.clients} idle clients in ${(r.rssAfterBytes / 2 ** 20).toFixed(0)} MB ` +
        `(${(r.bytesPerClient / 1024).toFixed(1)} KiB each, connected in ${(r.connectMs / 1000).toFixed(1)} s)`,
    )
    return r
  } finally {
    await server.stop()
  }
}

async function main() {
  const startedAt = new Date()
  if (values.only === 'flood') {
    log('flood (issue 16, finding 3): default limits')
    const flood = await measureFlood()
    console.log(`\n${formatFloodTable(flood)}\n`)
    process.exit(flood.legitimate.paired ? 0 : 1)
  }
  log(
    `relay bench: ${clients} clients, ${idle} idle clients, ${roundTrips} round trips; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(1)}`,
  )

  log('publish → deliver')
  const relay = await startRelay()
  const echo = await startEcho()
  let load: Awaited<ReturnType<typeof measureLoad>>
  let roundTripResults: Awaited<ReturnType<typeof measureRoundTrips>>
  try {
    load = await measureLoad(relay, echo)
    log('personal_sign through the real clients')
    roundTripResults = await measureRoundTrips(relay.url, [
      { requests: roundTrips, concurrency: 1 },
      { requests: roundTrips * 2, concurrency: 10 },
    ])
    for (const r of roundTripResults)
      log(
        `  ${r.concurrency} in flight: ${r.roundTripsPerSecond.toFixed(0)}/s, p50 ${r.p50Ms.toFixed(1)} ms`,
      )
  } finally {
    await relay.stop()
    await echo.stop()
  }

  log('idle clients')
  const idleRelay = await measureIdle(startRelay, true)
  const idleEcho = await measureIdle(startEcho, false)

  log('flood (issue 16, finding 3): default limits')
  const flood = await measureFlood()

  const results: RelayBenchResults = {
    load: LOAD_CASES.map((c, i) => ({ name: c.name, ...load[i]! })),
    idle: { relay: idleRelay, echo: idleEcho },
    roundTrips: roundTripResults,
    flood,
  }
  const table = formatTable(results)
  console.log(`\n${table}\n`)
  const dir = new URL('../results/', import.meta.url)
  mkdirSync(dir, { recursive: true })
  const record = JSON.stringify(
    {
      startedAt,
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg()[0],
      options: { clients, idle, roundTrips, floodAddresses, floodConnections, floodSeconds },
      results,
      table,
    },
    null,
    2,
  )
  writeFileSync(new URL(`relay-${resultsFileName(startedAt)}`, dir), record)
  writeFileSync(new URL('relay-latest.json', dir), record)
  // The real clients leave timers behind (heartbeat, publish retries); the bench is done.
  process.exit(0)
}

main().catch((error) => {
  log((error as Error).stack ?? String(error))
  process.exit(1)
})
