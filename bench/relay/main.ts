/**
 * `npm run bench:relay`: the relay under load — one node (in memory), and two nodes on Redis
 * behind nginx side by side — beside a bare `ws` echo server on the same machine (the physical
 * limit). Servers run as their own processes; the clients run in `--load-processes` processes of
 * their own (loadWorker.ts), so a figure measures the relay rather than one client process's
 * event loop and garbage collector.
 * - publish→deliver msg/s and p50/p99 latency: bursts of 1,000 and 10,000 messages, and 10,000
 *   paced at 5,000 msg/s, over 1,000 concurrent clients (500 publisher/subscriber pairs, each
 *   pair a topic; subscribers ack every delivery as the SDK does)
 * - personal_sign round trips per second through the real SignClient and WalletKit: one pair one
 *   request at a time, and one pair per load process with 10 requests in flight each
 * - memory of 10,000 idle clients (each authenticated and subscribed to one topic) → clients/GiB
 * - a flood (issue 16, finding 3): a relay with its default limits, clients at many loopback
 *   addresses publishing 256 KiB for 30 days as fast as they are answered, while a real dApp and
 *   wallet pair and sign; the relay's RSS before, at its peak and after, and its stored bytes
 * Each load case runs `--repeats` times per server, interleaved; the table shows the median run.
 * Prints a table with the targets beside the figures; writes bench/results/relay-*.json.
 * Options: --clients N (default 1000), --load-processes N (default max(2, CPUs − 1)),
 * --repeats N (default 3), --round-trips N (default 200), --idle N (default 10000),
 * --flood-addresses N (default 20), --flood-connections N per address (default 110),
 * --flood-seconds N (default 15), --only flood | load (the flood alone; load and round trips
 * alone), --cpu-prof DIR (the one-node relay writes a V8 CPU profile there),
 * --relay-node-options "FLAGS" (Node/V8 flags for every relay node, e.g. --max-semi-space-size=1).
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
import { type RoundTripResult, summarizeRoundTrips } from './roundTrips.js'
import { type BenchServer, openFilesLimit, spawnServer } from './spawnServer.js'
import { type LoadProcesses, startLoadProcesses } from './startLoadProcesses.js'
import { startRelayCluster } from './startRelayCluster.js'
import { type LoadResult, summarizeLoad } from './summarizeLoad.js'

const log = (line: string) => process.stderr.write(`${line}\n`)

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    'load-processes': { type: 'string', default: String(Math.max(2, cpus().length - 1)) },
    repeats: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    'relay-node-options': { type: 'string', default: '' },
    idle: { type: 'string', default: '10000' },
    'round-trips': { type: 'string', default: '200' },
    'flood-addresses': { type: 'string', default: '20' },
    'flood-connections': { type: 'string', default: '110' },
    'flood-seconds': { type: 'string', default: '15' },
    only: { type: 'string' },
  },
})
const whole = (name: string, raw: string | undefined, min = 2) => {
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`--${name} needs a whole number ≥ ${min}`)
  return n
}
const clients = whole('clients', values.clients)
const loadProcesses = whole('load-processes', values['load-processes'], 1)
const repeats = whole('repeats', values.repeats, 1)
let idle = whole('idle', values.idle)
const roundTrips = whole('round-trips', values['round-trips'])
/** Flags every relay node's `node` is started with (the operator's NODE_OPTIONS). */
const relayNodeOptions = values['relay-node-options'].split(/\s+/).filter(Boolean)
const floodAddresses = whole('flood-addresses', values['flood-addresses'])
const floodConnections = whole('flood-connections', values['flood-connections'])
const floodSeconds = whole('flood-seconds', values['flood-seconds'])
if (floodAddresses > 250)
  throw new Error('--flood-addresses: at most 250 (127.0.0.2 … 127.0.0.251)')
if (values.only !== undefined && values.only !== 'flood' && values.only !== 'load')
  throw new Error('--only: flood or load')

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
  // A bench's node stops at once: no balancer waits for its /ready to say draining.
  PORTICO_DRAIN_SECONDS: '0',
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
      PORTICO_DRAIN_SECONDS: '0',
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

async function startRelay(cpuProf?: string): Promise<BenchServer> {
  const [port] = (await getFreePorts(1)) as [number]
  return spawnServer({
    script: '../../services/relay/src/main.ts',
    env: { ...BENCH_RELAY_ENV, PORTICO_RELAY_PORT: String(port) },
    readyLine: 'Portico relay on',
    port,
    nodeArgs: [...relayNodeOptions, ...(cpuProf ? ['--cpu-prof', '--cpu-prof-dir', cpuProf] : [])],
  })
}
/** The nodes of the two-node setup (Redis, nginx) with the bench's limits. */
const CLUSTER_NODES = 2
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

function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.messagesPerSecond - b.messagesPerSecond)[
    Math.floor(runs.length / 2)
  ]!
}

/** The servers one load case compares. */
type Servers = { relay: BenchServer; cluster: BenchServer; echo: BenchServer }
type ServerName = keyof Servers
const SERVER_LABELS: Record<ServerName, string> = {
  relay: 'relay, 1 node',
  cluster: `relay, ${CLUSTER_NODES} nodes`,
  echo: 'bare ws echo',
}

/**
 * Waits (up to 5 s) until `server` has used under 5 % of a core for 200 ms: what closing the
 * last clients set off (unsubscribes, Redis) is over before the next figure.
 */
async function waitForQuiet(server: BenchServer): Promise<void> {
  const deadline = performance.now() + 5_000
  let quiet = 0
  while (quiet < 2 && performance.now() < deadline) {
    const before = server.cpuMs()
    await new Promise((resolve) => setTimeout(resolve, 100))
    quiet = server.cpuMs() - before < 5 ? quiet + 1 : 0
  }
}

/** One run on the server whose pairs the load processes hold; its CPU time read around it. */
async function runOn(
  load: LoadProcesses,
  server: BenchServer,
  messages: number,
  ratePerSecond: number | null,
): Promise<LoadResult> {
  const cpuBefore = server.cpuMs()
  const samples = await load.run(messages, ratePerSecond)
  return summarizeLoad(samples, { ratePerSecond, serverCpuMs: server.cpuMs() - cpuBefore })
}

/**
 * Runs every load case on each server, interleaved (echo, one node, two nodes, echo, …) so that
 * a change in the machine's load falls on all alike. Each server's clients are opened for its
 * runs and closed after them, so the load processes hold one server's clients at a time.
 */
async function measureLoad(load: LoadProcesses, servers: Servers) {
  const order: ServerName[] = ['echo', 'relay', 'cluster']
  const runs = LOAD_CASES.map(() => ({
    relay: [] as LoadResult[],
    cluster: [] as LoadResult[],
    echo: [] as LoadResult[],
  }))
  for (let repeat = 0; repeat < repeats; repeat++)
    for (const name of order) {
      const isRelay = name !== 'echo'
      await load.open(servers[name].url, clients / 2, isRelay)
      await waitForQuiet(servers[name])
      // Warm-up, thrown away.
      await runOn(load, servers[name], 2_000, null)
      for (const [i, c] of LOAD_CASES.entries()) {
        // What the last case left (its acks, its garbage) is not this case's figure.
        await waitForQuiet(servers[name])
        runs[i]![name].push(await runOn(load, servers[name], c.messages, c.ratePerSecond))
      }
      await load.closeClients()
    }
  return LOAD_CASES.map((c, i) => {
    const pick = {
      relay: medianRun(runs[i]!.relay),
      cluster: medianRun(runs[i]!.cluster),
      echo: medianRun(runs[i]!.echo),
    }
    for (const name of order) {
      const result = pick[name]
      log(
        `  ${SERVER_LABELS[name].padEnd(14)} ${c.name}: ${Math.round(result.messagesPerSecond)} msg/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms, server ${result.serverCpuUsPerMessage.toFixed(0)} µs CPU/msg, clients ${result.clientCpuUsPerMessage.toFixed(0)} µs/msg` +
          (result.lost || result.errors ? `, ${result.lost} lost, ${result.errors} errors` : ''),
      )
    }
    return pick
  })
}

/** The round-trip cases: one pair one request at a time; a pair per load process, 10 in flight each. */
function roundTripCases(load: LoadProcesses) {
  return [
    { requests: roundTrips, concurrency: 1, processes: 1 },
    { requests: roundTrips * 2 * load.count, concurrency: 10, processes: load.count },
  ]
}

/** personal_sign round trips through real clients on `server`, each case with fresh pairs. */
async function measureRoundTripsOn(
  load: LoadProcesses,
  server: BenchServer,
  label: string,
): Promise<RoundTripResult[]> {
  const results: RoundTripResult[] = []
  for (const c of roundTripCases(load)) {
    await load.openSigners(server.url, 1, c.processes)
    await waitForQuiet(server)
    const cpuBefore = server.cpuMs()
    const samples = await load.sign(c.requests, c.concurrency)
    const result = summarizeRoundTrips(samples, c.concurrency, server.cpuMs() - cpuBefore)
    log(
      `  ${label.padEnd(14)} ${c.processes} × ${c.concurrency} in flight: ${result.roundTripsPerSecond.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms; CPU per round trip: relay ${result.serverCpuUsPerRoundTrip.toFixed(0)} µs, clients ${result.clientCpuUsPerRoundTrip.toFixed(0)} µs`,
    )
    results.push(result)
  }
  await load.closeClients()
  return results
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
    `relay bench: ${clients} clients in ${loadProcesses} load processes, ${idle} idle clients, ${roundTrips} round trips; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(1)}; relay node options: ${relayNodeOptions.join(' ') || 'none'}`,
  )

  log(`publish → deliver (clients in ${loadProcesses} load processes)`)
  const load = await startLoadProcesses(loadProcesses)
  const relay = await startRelay(values['cpu-prof'])
  const cluster = await startRelayCluster({
    nodes: CLUSTER_NODES,
    env: BENCH_RELAY_ENV,
    nodeArgs: () => relayNodeOptions,
  })
  const echo = await startEcho()
  let loadResults: Awaited<ReturnType<typeof measureLoad>>
  const roundTripResults = { relay: [] as RoundTripResult[], cluster: [] as RoundTripResult[] }
  try {
    loadResults = await measureLoad(load, { relay, cluster, echo })
    log('personal_sign through the real clients')
    roundTripResults.relay = await measureRoundTripsOn(load, relay, SERVER_LABELS.relay)
    roundTripResults.cluster = await measureRoundTripsOn(load, cluster, SERVER_LABELS.cluster)
  } finally {
    await load.stop()
    await relay.stop()
    await cluster.stop()
    await echo.stop()
  }
  const loadRows = LOAD_CASES.map((c, i) => ({ name: c.name, ...loadResults[i]! }))
  const roundTripRows = roundTripResults.relay.map((r, i) => ({
    relay: r,
    cluster: roundTripResults.cluster[i]!,
  }))
  if (values.only === 'load') {
    console.log(`\n${formatTable({ load: loadRows, roundTrips: roundTripRows })}\n`)
    process.exit(0)
  }

  log('idle clients')
  const idleRelay = await measureIdle(startRelay, true)
  const idleEcho = await measureIdle(startEcho, false)

  log('flood (issue 16, finding 3): default limits')
  const flood = await measureFlood()

  const results: RelayBenchResults = {
    load: loadRows,
    roundTrips: roundTripRows,
    idle: { relay: idleRelay, echo: idleEcho },
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
      options: {
        clients,
        loadProcesses,
        repeats,
        clusterNodes: CLUSTER_NODES,
        idle,
        roundTrips,
        floodAddresses,
        floodConnections,
        floodSeconds,
        relayNodeOptions,
      },
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
