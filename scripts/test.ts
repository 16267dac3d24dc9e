/**
 * `npm test`: every check and test of the repository, in order, continuing past failures so one
 * run shows everything, then one closing line `N passed, N failed` summing all runners.
 * Checks (lint, types, build, size) count one each; vitest and Playwright count their tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const results = `${root}test-results`
mkdirSync(results, { recursive: true })

type Outcome = { name: string; passed: number; failed: number }
const outcomes: Outcome[] = []
const bin = (name: string) => `${root}node_modules/.bin/${name}`

function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  process.stdout.write(
    `\n━━ ${name}: ${[command.replace(`${root}node_modules/.bin/`, ''), ...args].join(' ')}\n`,
  )
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  return result.status === 0
}

function check(name: string, command: string, args: string[]) {
  const ok = run(name, command, args)
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined
}

const only = process.argv.slice(2)
const wants = (step: string) => only.length === 0 || only.includes(step)

if (wants('lint')) check('lint (biome)', bin('biome'), ['check', '--error-on-warnings', '.'])
if (wants('build') || wants('size'))
  check('build (tsc -b)', bin('tsc'), [
    '-b',
    'packages/core',
    'packages/evm',
    'packages/react',
    'packages/walletconnect',
    'packages/embedded',
    'packages/solana',
    'packages/bitcoin',
    'packages/siwx',
  ])
if (wants('types')) check('types (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
if (wants('size')) check('size budgets (size-limit)', bin('size-limit'), [])

if (wants('unit')) {
  const out = `${results}/vitest.json`
  const coverageOut = `${results}/coverage/coverage-summary.json`
  rmSync(out, { force: true })
  rmSync(coverageOut, { force: true })
  run('unit and integration (vitest)', bin('vitest'), [
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson(out) as
    | { numPassedTests: number; numFailedTests: number; success: boolean }
    | undefined
  // The bar of the core issue: packages/core at 90 % of lines or more (vitest.config.ts).
  const lines = (readJson(coverageOut) as { total: { lines: { pct: number } } } | undefined)?.total
    .lines.pct
  const coverageOk = lines !== undefined && lines >= 90
  outcomes.push({
    name: 'unit and integration (vitest)',
    passed: report?.numPassedTests ?? 0,
    // A run that failed with every test passing (an unhandled error) counts as one failure.
    failed: report
      ? report.numFailedTests + (!report.success && !report.numFailedTests && coverageOk ? 1 : 0)
      : 1,
  })
  outcomes.push({
    name: `line coverage of packages/core: ${lines ?? '?'} % (at least 90 %)`,
    passed: coverageOk ? 1 : 0,
    failed: coverageOk ? 0 : 1,
  })
}

if (wants('e2e')) {
  // Two runs: the view tiles (fixture data) on both cores, then the specs that share the stack,
  // one at a time (e2e/playwright.config.ts projects), so those never compete with tiles for CPU.
  for (const project of ['views', 'stack']) {
    const out = `${results}/e2e-${project}.json`
    rmSync(out, { force: true })
    const ok = run(
      `end to end (Playwright, Chromium): ${project}`,
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', '--project', project],
      { PORTICO_E2E_JSON: out },
    )
    const report = readJson(out) as
      | { stats: { expected: number; unexpected: number; flaky: number } }
      | undefined
    outcomes.push({
      name: `end to end (Playwright): ${project}`,
      passed: report ? report.stats.expected + report.stats.flaky : 0,
      failed: report ? report.stats.unexpected + (ok || report.stats.unexpected ? 0 : 1) : 1,
    })
  }
}

process.stdout.write('\n━━ summary\n')
for (const o of outcomes)
  process.stdout.write(
    `${o.failed ? '✗' : '✓'} ${o.name}: ${o.passed} passed, ${o.failed} failed\n`,
  )
const passed = outcomes.reduce((n, o) => n + o.passed, 0)
const failed = outcomes.reduce((n, o) => n + o.failed, 0)
process.stdout.write(`${passed} passed, ${failed} failed\n`)
process.exit(failed ? 1 : 0)
