/**
 * `npm run bench`: the Portico demo against a hand-made React + viem baseline, in Chromium. Builds
 * both for production, serves each from a static server on 127.0.0.1, loads each page cold
 * `--runs` times (fresh context, cache disabled) and prints the medians. See bench/README.md.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { arch, cpus, platform, release } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import {
  buildInjectBundle,
  getInjectScript,
  INJECT_BUNDLE_PATH,
  isInjectBundleStale,
} from '@portico/wallet/node'
import { chromium } from 'playwright-core'
import { attributeWeight, type OwnerWeight } from './build/attributeWeight.js'
import { type BuiltChunk, buildApp } from './build/buildApp.js'
import { type BenchOptions, parseArgs } from './cli/parseArgs.js'
import { measureRun, type RunMeasurement } from './measure/measureRun.js'
import { formatBreakdown } from './report/formatBreakdown.js'
import { formatComparison } from './report/formatComparison.js'
import { checkIssueTargets, formatIssueTargets } from './report/issueTargets.js'
import { METRICS, type MetricKey } from './report/metrics.js'
import { resultsFileName } from './report/resultsFileName.js'
import { mediansOf, type RunsSummary, summarizeRuns } from './report/summarizeRuns.js'
import { createStaticServer, type StaticServer } from './server/createStaticServer.js'
import { BROTLI_QUALITY, GZIP_LEVEL } from './weight/compressedSize.js'

const BENCH_DIR = fileURLToPath(new URL('../', import.meta.url))
const REPO_DIR = join(BENCH_DIR, '..')
const RESULTS_DIR = join(BENCH_DIR, 'results')

type TargetName = 'portico' | 'baseline'
type Target = {
  name: TargetName
  label: string
  configFile: string
  outDir: string
  /** The one page to build, when the app has others. */
  input?: string
}

const TARGETS: readonly Target[] = [
  {
    name: 'portico',
    label: 'Portico demo (apps/demo)',
    configFile: join(REPO_DIR, 'apps/demo/vite.config.ts'),
    outDir: join(BENCH_DIR, 'dist/demo'),
    // The demo's page, without its view gallery (gallery.html).
    input: join(REPO_DIR, 'apps/demo/index.html'),
  },
  {
    name: 'baseline',
    label: 'baseline (bench/baseline: React 19 + viem by hand)',
    configFile: join(BENCH_DIR, 'baseline/vite.config.ts'),
    outDir: join(BENCH_DIR, 'dist/baseline'),
  },
]

const log = (line: string) => process.stderr.write(`${line}\n`)
const chunksFile = (target: Target) => join(BENCH_DIR, 'dist', `${target.name}.chunks.json`)

async function builds(options: BenchOptions): Promise<Record<TargetName, BuiltChunk[]>> {
  const chunks = {} as Record<TargetName, BuiltChunk[]>
  for (const target of TARGETS) {
    if (options.skipBuild) {
      if (!existsSync(chunksFile(target)))
        throw new Error(`--skip-build: ${chunksFile(target)} is missing; run without it once`)
      chunks[target.name] = JSON.parse(await readFile(chunksFile(target), 'utf8'))
      continue
    }
    log(`building ${target.label} for production…`)
    chunks[target.name] = await buildApp({
      configFile: target.configFile,
      outDir: target.outDir,
      input: target.input,
    })
    await writeFile(chunksFile(target), JSON.stringify(chunks[target.name], null, 2))
  }
  return chunks
}

async function testWalletScript(): Promise<string> {
  if (!existsSync(INJECT_BUNDLE_PATH)) {
    log('building the test wallet (apps/wallet/dist/inject.js)…')
    await buildInjectBundle()
  } else if (isInjectBundleStale(INJECT_BUNDLE_PATH))
    log('note: apps/wallet/dist/inject.js is older than its sources; using it as it is')
  return getInjectScript()
}

/** The chunk file names a run fetched before the click, e.g. `assets/index-abc.js`. */
const fetchedChunks = (run: RunMeasurement) =>
  run.js.files.map((file) => new URL(file.url).pathname.replace(/^\//, ''))

const fmt = (n: number) => n.toFixed(1)

async function main() {
  const options = parseArgs(process.argv.slice(2), process.env)
  const startedAt = new Date()
  const injectScript = await testWalletScript()
  const chunks = await builds(options)

  const servers = {} as Record<TargetName, StaticServer>
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  const browserVersion = `Chromium ${browser.version()}`
  const runs: Record<TargetName, RunMeasurement[]> = { portico: [], baseline: [] }
  try {
    for (const target of TARGETS)
      servers[target.name] = await createStaticServer({ root: target.outDir })
    const total = options.warmup + options.runs
    for (let i = 0; i < total; i++) {
      // Alternate which page goes first, so drift over time weighs on both alike.
      const order = i % 2 === 0 ? TARGETS : [...TARGETS].reverse()
      for (const target of order) {
        const run = await measureRun({
          browser,
          url: servers[target.name].url,
          initScripts: [injectScript],
        })
        const warm = i < options.warmup
        if (!warm) runs[target.name].push(run)
        const f = run.figures
        log(
          `${target.name.padEnd(8)} ${warm ? 'warm-up' : `run ${i - options.warmup + 1}/${options.runs}`}: ` +
            `JS ${fmt(f.jsGzipBytes / 1000)} kB gz, button ${fmt(f.buttonVisibleMs)} ms, ` +
            `click→option ${fmt(f.clickToWalletOptionMs)} ms, heap ${fmt(f.heapUsedBytes / 1e6)} MB` +
            (run.pageErrors.length > 0 ? `, ${run.pageErrors.length} page error(s)` : ''),
        )
        for (const error of run.pageErrors) log(`  ${error}`)
      }
    }
  } finally {
    await browser.close().catch(() => {})
    for (const server of Object.values(servers)) await server.close().catch(() => {})
  }

  const report = {} as Record<
    TargetName,
    {
      summary: RunsSummary
      medians: Record<MetricKey, number>
      firstJsChunks: string[]
      firstJsBreakdown: OwnerWeight[]
    }
  >
  for (const target of TARGETS) {
    const targetRuns = runs[target.name]
    const summary = summarizeRuns(targetRuns.map((run) => run.figures))
    const first = targetRuns[0] ? fetchedChunks(targetRuns[0]) : []
    const differing = targetRuns.filter((run) => fetchedChunks(run).join() !== first.join()).length
    if (differing > 0)
      log(`note: ${differing} ${target.name} run(s) fetched other JS files than run 1`)
    report[target.name] = {
      summary,
      medians: mediansOf(summary),
      firstJsChunks: first,
      firstJsBreakdown: attributeWeight({ chunks: chunks[target.name], fileNames: first }),
    }
  }

  const table = formatComparison({
    portico: report.portico.medians,
    baseline: report.baseline.medians,
    runs: options.runs,
  })
  const targetChecks = checkIssueTargets({
    portico: report.portico.medians,
    baseline: report.baseline.medians,
  })
  const targetsTable = formatIssueTargets(targetChecks)
  const require = createRequire(import.meta.url)
  const { version: viteVersion } = await import('vite')
  const results = {
    date: startedAt.toISOString(),
    durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
    environment: {
      node: process.version,
      chromium: browserVersion,
      chromiumPath: CHROMIUM_PATH,
      chromiumArgs: CHROMIUM_ARGS,
      playwrightCore: (require('playwright-core/package.json') as { version: string }).version,
      vite: viteVersion,
      os: `${platform()} ${release()} ${arch()}`,
      cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    },
    options,
    method: {
      medianOf: options.runs,
      warmupRunsDiscarded: options.warmup,
      gzipLevel: GZIP_LEVEL,
      brotliQuality: BROTLI_QUALITY,
      viewport: '1280x720',
      notes: 'see bench/README.md',
    },
    table,
    issueTargets: { table: targetsTable, checks: targetChecks },
    ratios: Object.fromEntries(
      METRICS.map(({ key }) => [
        key,
        report.baseline.medians[key]
          ? report.portico.medians[key] / report.baseline.medians[key]
          : null,
      ]),
    ),
    targets: Object.fromEntries(
      TARGETS.map((target) => [
        target.name,
        {
          label: target.label,
          build: chunks[target.name].map(({ fileName, bytes, isEntry, isDynamicEntry }) => ({
            fileName,
            bytes,
            isEntry,
            isDynamicEntry,
          })),
          ...report[target.name],
          runs: runs[target.name],
        },
      ]),
    ),
  }

  await mkdir(RESULTS_DIR, { recursive: true })
  const json = `${JSON.stringify(results, null, 2)}\n`
  const file = join(RESULTS_DIR, resultsFileName(startedAt))
  await writeFile(file, json)
  await writeFile(join(RESULTS_DIR, 'latest.json'), json)

  process.stdout.write(
    [
      '',
      `Portico bench — ${startedAt.toISOString()}, Node ${process.version}, ${browserVersion}`,
      '',
      table,
      '',
      `Issue 4 targets — the demo (every feature enabled) against the baseline, medians of ${options.runs} runs:`,
      '',
      targetsTable,
      '',
      `JS fetched before the first click, by package (share of rendered code; minified size estimated):`,
      '',
      `Portico demo (${report.portico.firstJsChunks.join(', ')}):`,
      formatBreakdown({ weights: report.portico.firstJsBreakdown }),
      '',
      `baseline (${report.baseline.firstJsChunks.join(', ')}):`,
      formatBreakdown({ weights: report.baseline.firstJsBreakdown }),
      '',
      `full results: ${file.slice(REPO_DIR.length + 1)} (and bench/results/latest.json)`,
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exitCode = 1
})
