/** What one scroll of the list measured in the page. */
export type ScrollProbeResult = {
  /** Time between consecutive animation frames while scrolling, in ms. */
  frameTimesMs: number[]
  /** Long tasks (> 50 ms) seen while scrolling, in ms. */
  longTasksMs: number[]
  /** Wallet rows in the DOM at the end (the window), and the list's length. */
  renderedRows: number
  totalRows: number
}

/**
 * Runs in the page (page.evaluate): scrolls the AllWallets list from top to bottom by `stepPx` per
 * animation frame, as a fast flick would, and records each frame's duration and any long task.
 * Self-contained: Playwright serialises it into the page.
 */
export async function scrollProbe(stepPx: number): Promise<ScrollProbeResult> {
  const scroller = document.querySelector<HTMLElement>('[data-testid="portico-wallet-scroll"]')
  if (!scroller) throw new Error('the AllWallets list is not on the page')
  const longTasksMs: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasksMs.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  const frameTimesMs: number[] = []
  await new Promise<void>((resolve) => {
    let last = performance.now()
    const step = (now: number) => {
      frameTimesMs.push(now - last)
      last = now
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve()
      scroller.scrollTop += stepPx
      requestAnimationFrame(step)
    }
    requestAnimationFrame((now) => {
      last = now
      scroller.scrollTop += stepPx
      requestAnimationFrame(step)
    })
  })
  observer.disconnect()
  return {
    frameTimesMs,
    longTasksMs,
    renderedRows: document.querySelectorAll('[data-testid^="catalogue-wallet-"]').length,
    totalRows: Number(
      document
        .querySelector('[data-testid^="catalogue-wallet-"]')
        ?.closest('li')
        ?.getAttribute('aria-setsize') ?? 0,
    ),
  }
}
