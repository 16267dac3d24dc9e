/** Selector of the connect button, in the light DOM. */
export const CONNECT_BUTTON_SELECTOR = '[data-testid=connect-button]'
/** Selector of a wallet option of the connect view, in the light DOM or an open shadow root. */
export const WALLET_OPTION_SELECTOR = '[data-testid^=wallet-option-]'
/** The global the probe writes its marks to. */
export const PROBE_GLOBAL = '__porticoBench'

/** What the probe records, in ms since `performance.timeOrigin` (navigation start). */
export type ProbeMarks = {
  /** performance.now() when the probe started: the init scripts before it (the test wallet) are done. */
  probeStartedAt?: number
  /** performance.now() in the first animation frame where the button exists with a non-empty box. */
  buttonVisibleAt?: number
  /** performance.now() in a window capture-phase listener of the first click on the button. */
  clickAt?: number
  /** The click event's own timeStamp (when the browser received the input), for reference. */
  clickEventTimeStamp?: number
  /** performance.now() in the first frame after the click where a wallet option has a box. */
  walletOptionVisibleAt?: number
  /** Frames the probe checked after the click before it saw a wallet option. */
  framesAfterClick?: number
}

/**
 * The init script that marks the page's moments, as JS source. It is a string, not a function,
 * because tsx rewrites functions (keepNames adds `__name` calls) and Playwright would then ship
 * code that does not run in the page.
 *
 * The button: a MutationObserver on the document starts a requestAnimationFrame loop at the first
 * DOM change; each frame checks for the button and its bounding box, so styles or layout that come
 * later are caught too. The wallet option: a capture listener on window notes the click, then each
 * frame searches the light DOM and every open shadow root for a wallet option with a box. Work
 * done in a rAF callback is painted in that frame, so its performance.now() is the frame's.
 */
export function pageProbeScript(): string {
  return `(() => {
  const BUTTON = ${JSON.stringify(CONNECT_BUTTON_SELECTOR)}
  const OPTION = ${JSON.stringify(WALLET_OPTION_SELECTOR)}
  const marks = { probeStartedAt: performance.now() }
  Object.defineProperty(window, ${JSON.stringify(PROBE_GLOBAL)}, { value: marks })
  function hasBox(element) {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }
  function findVisible(root, selector) {
    for (const element of root.querySelectorAll(selector)) if (hasBox(element)) return element
    for (const element of root.querySelectorAll('*')) {
      if (!element.shadowRoot) continue
      const found = findVisible(element.shadowRoot, selector)
      if (found) return found
    }
    return null
  }
  let buttonLoop = false
  function checkButton() {
    if (findVisible(document, BUTTON)) {
      marks.buttonVisibleAt = performance.now()
      observer.disconnect()
      return
    }
    requestAnimationFrame(checkButton)
  }
  const observer = new MutationObserver(() => {
    if (buttonLoop) return
    buttonLoop = true
    requestAnimationFrame(checkButton)
  })
  observer.observe(document, { childList: true, subtree: true, attributes: true })
  let frames = 0
  function checkOption() {
    frames++
    if (findVisible(document, OPTION)) {
      marks.walletOptionVisibleAt = performance.now()
      marks.framesAfterClick = frames
      return
    }
    requestAnimationFrame(checkOption)
  }
  window.addEventListener('click', (event) => {
    if (marks.clickAt !== undefined) return
    const target = event.target
    if (!(target instanceof Element) || !target.closest(BUTTON)) return
    marks.clickAt = performance.now()
    marks.clickEventTimeStamp = event.timeStamp
    requestAnimationFrame(checkOption)
  }, { capture: true })
})()
`
}
