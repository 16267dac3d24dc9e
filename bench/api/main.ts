/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the Portico API on loopback,
 * for SQLite and PostgreSQL. Per engine: a fresh database, the devnet indexed once, 100,000
 * transactions of one account inserted into indexer_transfers, the 5,000-wallet fixture imported,
 * the API started in-process on 127.0.0.1; then per case one checked request, a warm-up run and a
 * measured run of autocannon (its own process). The 50-token cases run on the mainnet-like world
 * (chains 1, 10, 8453) with a database and server of their own, configured only by the world's
 * operator file. On PostgreSQL the cluster cases then run against one API node (its own process)
 * and two behind nginx, side by side (issue 20). See bench/README.md ("The API bench").
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { arch, cpus, loadavg, platform, release } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevnetHandle, getAccount, startDevnet } from '@portico/devnet'
import {
  BENCH_TOKEN_COUNT,
  getFreePorts,
  MAINNET_LIKE_CHAINS,
  type MainnetLikeWorld,
} from '@portico/devnet/testing'
import type { FastifyInstance } from 'fastify'
import { createChainServices } from '../../services/api/src/chainServices.js'
import type { Engine } from '../../services/api/src/db/createDatabase.js'
import { migrateToLatest } from '../../services/api/src/db/migrate.js'
import { createServer } from '../../services/api/src/server/createServer.js'
import { readDevnetOperatorConfig } from '../../services/api/src/testing/readDevnetOperatorConfig.js'
import { resultsFileName } from '../src/report/resultsFileName.js'
import { type ClusterCaseResult, formatClusterTable } from './formatClusterTable.js'
import {
  BALANCE_TARGET,
  CASE_LABELS,
  formatTable,
  meetsBalanceTarget,
  type TableRow,
} from './formatTable.js'
import { engineVersion, openEngine } from './openEngine.js'
import {
  type ApiBenchOptions,
  type CaseName,
  type ClusterCaseName,
  isWorldCase,
  parseApiArgs,
  USAGE,
} from './options.js'
import { type LoadResult, runAutocannon } from './runAutocannon.js'
import {
  BENCH_PROJECT_ID,
  indexDevnet,
  type SeededHistory,
  seedHistory,
  seedProject,
  seedWallets,
} from './seed.js'
import { serveWorldBalances, startBenchWorld } from './serveWorldBalances.js'
import { startApiCluster } from './startApiCluster.js'
import { UNLIMITED } from './unlimited.js'

const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url))
/** The account whose generated history the history cases page through. */
const HISTORY_ACCOUNT = '0x00000000000000000000000000000000000be7c4'
/** The balance cache's lifetime in the route (BALANCE_CACHE_TTL_MS): a longer run sees misses. */
const BALANCE_CACHE_S = 30
/** API nodes of the cluster cases. */
const CLUSTER_NODES = 2

const log = (line: string) => process.stderr.write(`${line}\n`)

type CaseResult = {
  name: CaseName
  url: string
  /** What the one request before the load answered (status and a summary of the body). */
  check: { status: number; summary: string }
  warmup: LoadResult | null
  measured: LoadResult
}

type EngineResult = {
  engine: Engine
  version: string
  /** 1-minute load average of the machine before the first case and after the last. */
  loadAverage: { before: number; after: number }
  seed: {
    history: SeededHistory
    wallets: { imported: number; ms: number }
    devnetIndexed: { chainId: number; blocks: number; transfers: number }[]
    totalTransfers: number
  }
  cases: CaseResult[]
  /** PostgreSQL only: the cluster cases on one node and on CLUSTER_NODES behind nginx. */
  cluster?: { nodes: number; cases: ClusterCaseResult[] }
}

type Bench = { devnet: DevnetHandle; wallet1: string; world: MainnetLikeWorld | undefined }

function summarize(name: CaseName, body: unknown): string {
  const b = body as Record<string, unknown>
  const data = Array.isArray(b.data) ? b.data : []
  switch (name) {
    case 'balance-cached': {
      const balances = Array.isArray(b.balances) ? (b.balances as { symbol?: string }[]) : []
      return `${balances.length} balances (${balances.map((x) => x.symbol).join(', ')})`
    }
    case 'balance-50x3-cached':
    case 'balance-50x3-live': {
      const balances = Array.isArray(b.balances)
        ? (b.balances as { chainId?: string; value?: number }[])
        : []
      const chains = new Set(balances.map((x) => x.chainId)).size
      const valued = balances.filter((x) => x.value !== undefined).length
      // The bench account holds every listed token: native + BENCH_TOKEN_COUNT per chain.
      const expected = (BENCH_TOKEN_COUNT + 1) * MAINNET_LIKE_CHAINS.length
      return `${balances.length} balances (${expected} expected) on ${chains} chains, ${valued} with a value`
    }
    case 'history-first':
    case 'history-deep': {
      const first = data[0] as { metadata?: { minedAt?: string } } | undefined
      return `${data.length} transactions from ${first?.metadata?.minedAt ?? '–'}, next ${b.next ? 'yes' : 'no'}`
    }
    case 'wallets-search':
      return `${data.length} wallets of count ${String(b.count)}`
  }
}

async function measureCase(
  name: CaseName,
  url: string,
  options: ApiBenchOptions,
): Promise<CaseResult> {
  // One request first: it shows the case answers what it should, and fills the balance cache.
  const response = await fetch(url)
  const body: unknown = await response.json()
  const check = { status: response.status, summary: summarize(name, body) }
  log(`  ${CASE_LABELS[name]}: ${check.status}, ${check.summary}`)
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const load = { url, connections: options.connections }
  const warmup =
    options.warmup > 0 ? await runAutocannon({ ...load, durationS: options.warmup }) : null
  const measured = await runAutocannon({ ...load, durationS: options.duration })
  log(
    `    ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms` +
      (measured.non2xx + measured.errors + measured.timeouts
        ? `, ${measured.non2xx} non-2xx, ${measured.errors} errors, ${measured.timeouts} timeouts`
        : ''),
  )
  return { name, url, check, warmup, measured }
}

/**
 * The cluster cases (issue 20) on PostgreSQL: API nodes in processes of their own on the
 * engine's database, measured straight on one node, through nginx on one node (what the
 * balancer costs) and through nginx on CLUSTER_NODES nodes.
 */
async function measureCluster(
  options: ApiBenchOptions,
  databaseUrl: string,
  bench: Bench,
  urlsAt: (base: string) => Record<ClusterCaseName, string>,
): Promise<ClusterCaseResult[]> {
  log(`  one API node against ${CLUSTER_NODES} behind nginx (each node its own process)`)
  const cluster = await startApiCluster({
    nodes: CLUSTER_NODES,
    databaseUrl,
    devnet: bench.devnet.config,
  })
  try {
    const results: ClusterCaseResult[] = []
    for (const name of options.clusterCases) {
      log(`  ${CASE_LABELS[name]}: one node`)
      const oneNode = await measureCase(name, urlsAt(cluster.oneNode)[name], options)
      log(`  ${CASE_LABELS[name]}: one node behind nginx`)
      const oneNodeBehindNginx = await measureCase(
        name,
        urlsAt(cluster.oneNodeBehindNginx)[name],
        options,
      )
      log(`  ${CASE_LABELS[name]}: ${CLUSTER_NODES} nodes behind nginx`)
      const nodesBehindNginx = await measureCase(
        name,
        urlsAt(cluster.nodesBehindNginx)[name],
        options,
      )
      results.push({ name, oneNode, oneNodeBehindNginx, nodesBehindNginx })
    }
    return results
  } finally {
    await cluster.stop()
  }
}

async function benchEngine(
  engine: Engine,
  options: ApiBenchOptions,
  bench: Bench,
): Promise<EngineResult> {
  log(`\n${engine}: preparing`)
  const { database, url: databaseUrl, stop } = await openEngine(engine)
  let app: FastifyInstance | undefined
  try {
    const { db } = database
    await migrateToLatest(db)
    const version = await engineVersion(database)
    await seedProject(db)
    // The API as the devnet launcher starts it: configured by the devnet's operator file.
    const { config, env } = await readDevnetOperatorConfig(bench.devnet.config)
    const indexed = await indexDevnet(db, config, env)
    const walletsStartedAt = performance.now()
    const wallets = await seedWallets(db)
    const walletsMs = Math.round(performance.now() - walletsStartedAt)
    const chain = bench.devnet.config.chains[0]!
    const history = await seedHistory({
      db,
      engine,
      account: HISTORY_ACCOUNT,
      chainId: chain.chainId,
      tokenAddress: chain.contracts.usdc.toLowerCase(),
    })
    const counted = await db
      .selectFrom('indexer_transfers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    const totalTransfers = Number(counted.n)
    log(
      `  ${version.split(',')[0]}; ${totalTransfers.toLocaleString('en-US')} transfers indexed ` +
        `(${history.transfers.toLocaleString('en-US')} of ${HISTORY_ACCOUNT}, inserted in ${history.insertMs} ms); ` +
        `${wallets.total.toLocaleString('en-US')} wallets (${walletsMs} ms)`,
    )

    const chains = createChainServices({ db, config, env })
    app = await createServer({
      database,
      rateLimit: { perIp: UNLIMITED, perProject: UNLIMITED },
      // As main.ts: balances and prices of the file's chains and token lists.
      balances: chains.balances,
      prices: chains.prices,
    })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const query = `projectId=${BENCH_PROJECT_ID}&st=portico&sv=bench`
    const chainId = `eip155:${chain.chainId}`
    const urlsAt = (base: string): Record<ClusterCaseName, string> => ({
      'balance-cached': `${base}/v1/account/${bench.wallet1}/balance?${query}&currency=usd`,
      'history-first': `${base}/v1/account/${HISTORY_ACCOUNT}/history?${query}&chainId=${chainId}`,
      'history-deep': `${base}/v1/account/${HISTORY_ACCOUNT}/history?${query}&chainId=${chainId}&cursor=${history.deepCursor}`,
      'wallets-search': `${base}/getWallets?${query}&page=1&entries=40&search=vault`,
    })
    const urls = urlsAt(address)
    log(
      `  listening on ${address}; ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per case`,
    )
    const before = loadavg()[0]!
    const cases: CaseResult[] = []
    for (const name of options.cases)
      if (!isWorldCase(name)) cases.push(await measureCase(name, urls[name], options))
    const worldCases = options.cases.filter(isWorldCase)
    if (bench.world && worldCases.length > 0) {
      const served = await serveWorldBalances({ engine, world: bench.world })
      log(
        `  mainnet-like world on its own database, from its operator file; indexed ${served.indexed.map((r) => `chain ${r.chainId}: ${r.transfers} transfers`).join(', ')}`,
      )
      try {
        for (const name of worldCases)
          cases.push(await measureCase(name, served.urls[name], options))
      } finally {
        await served.close()
      }
    }
    let cluster: EngineResult['cluster']
    if (databaseUrl && options.clusterCases.length > 0) {
      // The in-process server leaves the CPUs to the nodes.
      await app.close()
      app = undefined
      cluster = {
        nodes: CLUSTER_NODES,
        cases: await measureCluster(options, databaseUrl, bench, urlsAt),
      }
    }
    const loadAverage = { before, after: loadavg()[0]! }
    log(`  load average ${before.toFixed(1)} before, ${loadAverage.after.toFixed(1)} after`)
    return {
      engine,
      version,
      loadAverage,
      seed: {
        history,
        wallets: { imported: wallets.total, ms: walletsMs },
        devnetIndexed: indexed.map((r) => ({
          chainId: r.chainId,
          blocks: r.blocks,
          transfers: r.transfers,
        })),
        totalTransfers,
      },
      cases,
      cluster,
    }
  } finally {
    await app?.close()
    await database.destroy()
    stop()
  }
}

function packageVersion(name: string): string {
  const require = createRequire(import.meta.url)
  return (require(`${name}/package.json`) as { version: string }).version
}

async function main() {
  if (process.argv.includes('--help')) return log(USAGE)
  let options: ApiBenchOptions
  try {
    options = parseApiArgs(process.argv.slice(2))
  } catch (error) {
    log((error as Error).message)
    process.exitCode = 2
    return
  }
  if (
    options.cases.includes('balance-cached') &&
    options.warmup + options.duration >= BALANCE_CACHE_S
  )
    log(
      `note: warm-up + duration ≥ ${BALANCE_CACHE_S} s, the balance cache's lifetime: the cached balance case will see a few misses`,
    )
  const startedAt = new Date()
  // Every devnet port free, so the bench runs beside a developer's `npm start`.
  const [chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi] = (await getFreePorts(
    6,
  )) as [number, number, number, number, number, number]
  log('starting the devnet (two anvil chains) for the balance route')
  const devnet = await startDevnet({
    ports: { chainA, chainB, devnetAssets, solanaRpc, solanaWs, bitcoinApi },
    quiet: true,
    configPath: false,
  })
  const world = options.cases.some(isWorldCase) ? await startBenchWorld(log) : undefined
  const engines: EngineResult[] = []
  try {
    const wallet1 = getAccount(devnet.config.accounts, 'wallet-1').address
    for (const engine of options.engines)
      engines.push(await benchEngine(engine, options, { devnet, wallet1, world }))
  } finally {
    await devnet.stop()
    await world?.stop()
  }

  const rows: TableRow[] = options.cases.map((name) => ({
    name,
    results: Object.fromEntries(
      engines.flatMap((e) => {
        const found = e.cases.find((c) => c.name === name)
        return found ? [[e.engine, found.measured]] : []
      }),
    ),
  }))
  const table = formatTable(rows, options.engines)
  console.log(
    `\nPortico API on loopback — ${options.connections} connections, ${options.duration} s per case after ${options.warmup} s warm-up (autocannon, own process)\n`,
  )
  console.log(table)
  const target = engines.flatMap((e) => {
    const balance = e.cases.find((c) => c.name === 'balance-cached')
    return balance
      ? [`${e.engine} ${meetsBalanceTarget(balance.measured) ? 'meets it' : 'misses it'}`]
      : []
  })
  if (target.length > 0)
    console.log(
      `\ntarget (issue 5): cached balance ≥ ${BALANCE_TARGET.requestsPerSecond.toLocaleString('en-US')} req/s with p99 < ${BALANCE_TARGET.p99Ms} ms — ${target.join('; ')}`,
    )
  for (const e of engines)
    if (e.cluster)
      console.log(
        `\n${e.engine}: one API node against ${e.cluster.nodes} behind nginx (each node its own process, the same database)\n\n${formatClusterTable(e.cluster)}`,
      )
  const flagged = (r: LoadResult) => r.non2xx + r.errors + r.timeouts > 0
  if (
    rows.some((row) => Object.values(row.results).some(flagged)) ||
    engines.some((e) =>
      e.cluster?.cases.some((c) =>
        [c.oneNode, c.oneNodeBehindNginx, c.nodesBehindNginx].some((r) => flagged(r.measured)),
      ),
    )
  )
    console.log('! some responses were not 2xx, failed or timed out: see the JSON')

  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      os: `${platform()} ${release()} ${arch()}`,
      cpus: cpus().map((cpu) => cpu.model),
      autocannon: packageVersion('autocannon'),
      fastify: packageVersion('fastify'),
    },
    options,
    target: BALANCE_TARGET,
    historyAccount: HISTORY_ACCOUNT,
    engines,
  }
  await mkdir(RESULTS_DIR, { recursive: true })
  const json = `${JSON.stringify(result, null, 2)}\n`
  const file = join(RESULTS_DIR, `api-${resultsFileName(startedAt)}`)
  await writeFile(file, json)
  await writeFile(join(RESULTS_DIR, 'api-latest.json'), json)
  log(`\nwrote ${file} and bench/results/api-latest.json`)
}

await main()
