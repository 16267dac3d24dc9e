// npm run bench:allWallets -w @portico/bench [-- --wallets 5000 --runs 5 --step 640]
// Builds the AllWallets bench page (bench/allWallets) for production, opens it in Chromium and
// scrolls the 5,000-wallet list top to bottom several times, printing frame times. A figure to
// read, not a test: nothing here passes or fails.
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import { chromium } from 'playwright-core'
import { buildApp } from '../build/buildApp.js'
import { createStaticServer } from '../server/createStaticServer.js'
import { median } from '../stats/median.js'
import { scrollProbe } from './scrollProbe.js'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index === -1 ? fallback : Number(process.argv[index + 1])
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a whole number above 0`)
  return value
}

/** The value below which `share` of the sorted values fall. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN
}

const ROW_HEIGHT_PX = 64
/** A frame that took this long means at least one display refresh (60 Hz) was missed. */
const MISSED_FRAME_MS = 25

/** Frames, median, p95, p99, max, frames over MISSED_FRAME_MS and over 50 ms. */
function figures(frames: readonly number[]): string[] {
  return [
    String(frames.length),
    median(frames).toFixed(1),
    percentile(frames, 0.95).toFixed(1),
    percentile(frames, 0.99).toFixed(1),
    Math.max(...frames).toFixed(1),
    String(frames.filter((f) => f > MISSED_FRAME_MS).length),
    String(frames.filter((f) => f > 50).length),
  ]
}

async function main() {
  const wallets = option('wallets', 5_000)
  const runs = option('runs', 5)
  const stepPx = option('step', 640)
  const outDir = fileURLToPath(new URL('../../dist/allWallets', import.meta.url))
  await buildApp({
    configFile: fileURLToPath(new URL('../../allWallets/vite.config.ts', import.meta.url)),
    outDir,
  })
  const server = await createStaticServer({ root: outDir })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    console.log(
      `AllWallets, ${wallets} wallets, scrolled top to bottom by ${stepPx} px a frame (${Math.round(stepPx / ROW_HEIGHT_PX)} rows), ${runs} runs, Chromium ${browser.version()} headless`,
    )
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${cpus().length} CPUs (frame times grow with the machine's load)`,
    )
    const header = ['run', 'frames', 'median ms', 'p95 ms', 'p99 ms', 'max ms']
    header.push(`>${MISSED_FRAME_MS} ms`, '>50 ms', 'long tasks', 'rows in DOM')
    const row = (cells: string[]) =>
      console.log(cells.map((cell, i) => cell.padStart((header[i] ?? '').length)).join('  '))
    row(header)
    const all: number[] = []
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
      const page = await context.newPage()
      // tsx (esbuild, keepNames) wraps the probe's inner functions in __name(); give the page one.
      await page.addInitScript('globalThis.__name = (fn) => fn')
      await page.goto(new URL(`/?wallets=${wallets}`, server.url).href)
      await page.getByTestId('catalogue-wallet-wallet-0').waitFor()
      const result = await page.evaluate(scrollProbe, stepPx)
      await context.close()
      const frames = result.frameTimesMs
      all.push(...frames)
      row([
        String(run),
        ...figures(frames),
        String(result.longTasksMs.length),
        `${result.renderedRows} of ${result.totalRows}`,
      ])
    }
    row(['all', ...figures(all), '', ''])
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
