import type { Browser, Response } from 'playwright-core'
import type { RunFigures } from '../report/metrics.js'
import { accountJsWeight, type FetchedScript, type JsWeight } from '../weight/accountJsWeight.js'
import { isJsResponse } from './isJsResponse.js'
import {
  CONNECT_BUTTON_SELECTOR,
  PROBE_GLOBAL,
  type ProbeMarks,
  pageProbeScript,
} from './pageProbe.js'

/** How long one page may take for any step before the run fails. */
const STEP_TIMEOUT_MS = 30_000
/** Pause after the wallet option shows, so the modal's 150 ms enter animation and effects end. */
const SETTLE_BEFORE_HEAP_MS = 500
/** How often Node asks the page whether a mark is set (a timer in the page, not a rAF). */
const POLL_INTERVAL_MS = 25

/** Navigation and paint timing of the page, read after the run (a string: see pageProbe.ts). */
const BROWSER_TIMING_SCRIPT = `(() => {
  const [nav] = performance.getEntriesByType('navigation')
  const timing = {}
  if (nav) for (const key of ['responseStart', 'responseEnd', 'domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'])
    timing[key] = nav[key]
  for (const paint of performance.getEntriesByType('paint')) timing[paint.name] = paint.startTime
  return timing
})()`

/** Parameters of `measureRun`. */
export type MeasureRunParameters = {
  browser: Browser
  /** The page under test. */
  url: string
  /** Init scripts that run before the page's own, in order (the test wallets). */
  initScripts: readonly string[]
}

/** Everything one page load yielded. */
export type RunMeasurement = {
  figures: RunFigures
  js: JsWeight
  marks: ProbeMarks
  heap: { usedSize: number; totalSize: number }
  /** The browser's own marks of the load, ms since navigation start, to read the figures by. */
  timing: Record<string, number>
  /** Every request the page made before the click (the JS ones are counted in `js`). */
  requestsBeforeClick: { url: string; resourceType: string; status: number | null }[]
  /** Uncaught errors and console errors of the page. */
  pageErrors: string[]
}

async function scriptOf(response: Response): Promise<FetchedScript> {
  return { url: response.url(), body: await response.body() }
}

/**
 * One cold page load in a fresh browser context with the HTTP cache disabled: the JS fetched
 * before the first click, the connect button's first visible frame, click → first frame with a
 * wallet option, and the JS heap after a forced GC with the modal open.
 */
export async function measureRun({
  browser,
  url,
  initScripts,
}: MeasureRunParameters): Promise<RunMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS)
    for (const content of initScripts) await context.addInitScript({ content })
    await context.addInitScript({ content: pageProbeScript() })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })

    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`)
    })

    let beforeClick = true
    const scripts: Promise<FetchedScript>[] = []
    const requestsBeforeClick: RunMeasurement['requestsBeforeClick'] = []
    page.on('requestfinished', async (request) => {
      if (!beforeClick) return
      const response = await request.response()
      requestsBeforeClick.push({
        url: request.url(),
        resourceType: request.resourceType(),
        status: response?.status() ?? null,
      })
    })
    page.on('response', (response) => {
      if (!beforeClick) return
      const request = response.request()
      const js = isJsResponse({
        url: response.url(),
        status: response.status(),
        resourceType: request.resourceType(),
        contentType: response.headers()['content-type'],
      })
      if (js) scripts.push(scriptOf(response))
    })

    const markSet = (mark: keyof ProbeMarks) =>
      page.waitForFunction(`window.${PROBE_GLOBAL}.${mark} !== undefined`, undefined, {
        polling: POLL_INTERVAL_MS,
      })

    await page.goto(url, { waitUntil: 'load' })
    await markSet('buttonVisibleAt')
    // Let everything the page loads on its own arrive (and nothing more) before the click.
    await page.waitForLoadState('networkidle')
    beforeClick = false
    const js = accountJsWeight({ scripts: await Promise.all(scripts) })

    await page.click(CONNECT_BUTTON_SELECTOR)
    await markSet('walletOptionVisibleAt')
    await page.waitForTimeout(SETTLE_BEFORE_HEAP_MS)
    // Twice: the first pass can leave garbage that only finalizers of that pass release.
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    const marks = (await page.evaluate(`({ ...window.${PROBE_GLOBAL} })`)) as ProbeMarks
    const timing = (await page.evaluate(BROWSER_TIMING_SCRIPT)) as Record<string, number>

    const { buttonVisibleAt, clickAt, walletOptionVisibleAt } = marks
    if (
      buttonVisibleAt === undefined ||
      clickAt === undefined ||
      walletOptionVisibleAt === undefined
    )
      throw new Error(`the probe missed a mark: ${JSON.stringify(marks)}`)
    return {
      figures: {
        jsRawBytes: js.rawBytes,
        jsGzipBytes: js.gzipBytes,
        jsBrotliBytes: js.brotliBytes,
        buttonVisibleMs: buttonVisibleAt,
        clickToWalletOptionMs: walletOptionVisibleAt - clickAt,
        heapUsedBytes: heap.usedSize,
      },
      js,
      marks,
      heap: { usedSize: heap.usedSize, totalSize: heap.totalSize },
      timing,
      requestsBeforeClick,
      pageErrors,
    }
  } finally {
    await context.close()
  }
}
