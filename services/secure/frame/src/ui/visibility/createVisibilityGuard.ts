import { h } from '../h.js'

/** How long the frame must be seen fully visible, without a break, before a button arms. */
export const VISIBLE_BEFORE_ARMED_MS = 500

/**
 * IntersectionObserver v2's `delay`: the browser computes visibility at most this often. The
 * spec requires ≥ 100 ms for `trackVisibility`; a shorter one throws.
 */
export const VISIBILITY_OBSERVER_DELAY_MS = 100

/** Whether the guard lets a button act now (`armed`) and tells its screen when that changes. */
export type VisibilityGuard = {
  /** True while the frame has been reported visible without a break for VISIBLE_BEFORE_ARMED_MS. */
  readonly armed: boolean
  /** Calls `listener` with the new state on each change; returns the unsubscribe. */
  subscribe(listener: (armed: boolean) => void): () => void
  /**
   * A second look at the moment of a click: true only if the guard is armed and a fresh
   * observation (made after the click) also says visible. A page that hid the frame for the click
   * and shows it again after fails the first; one that hides it as the click lands, the second.
   */
  confirm(): Promise<boolean>
  dispose(): void
}

/** Parameters of `createVisibilityGuard`. */
export type CreateVisibilityGuardParameters = {
  /** The frame's window. @default window */
  window?: Window
  /** @default VISIBLE_BEFORE_ARMED_MS */
  visibleForMs?: number
}

type ObserverInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number }
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }
/** The window's own constructors (a frame's differ from the test runner's). */
type WindowGlobals = Window & typeof globalThis

/**
 * Whether this browser has IntersectionObserver v2 (`trackVisibility`, `entry.isVisible`) and
 * honours it: the entry's prototype has `isVisible` and an observer made with
 * `trackVisibility: true` says so. Without it the frame cannot know whether it is covered or made
 * transparent, and value-moving screens go to a top-level window (see openSecurePopup).
 */
export function supportsVisibilityTracking(frameWindow: Window = window): boolean {
  const Observer = (frameWindow as WindowGlobals).IntersectionObserver
  const Entry = (frameWindow as WindowGlobals).IntersectionObserverEntry
  if (typeof Observer !== 'function' || typeof Entry !== 'function') return false
  if (!('isVisible' in Entry.prototype)) return false
  try {
    const observer = new Observer(() => {}, {
      trackVisibility: true,
      delay: VISIBILITY_OBSERVER_DELAY_MS,
    } as ObserverInit)
    const honoured = (observer as { trackVisibility?: unknown }).trackVisibility === true
    observer.disconnect()
    return honoured
  } catch {
    return false
  }
}

/**
 * Arms a screen's buttons only while the frame is seen (issue 16, finding 2): an
 * IntersectionObserver v2 (`trackVisibility: true`, `delay: 100`, `threshold: [1.0]`) watches a
 * transparent, click-through element laid over the frame's whole viewport — so the whole screen,
 * the description as much as the buttons, must be unobscured. The browser reports it not visible
 * when any ancestor, in any document, has opacity below 1, a filter or a non-2D transform, when
 * anything (a decoy of the dApp's page, even with pointer-events: none) is drawn over it, or when
 * part of it is outside the window. `isVisible` true without a break for `visibleForMs` arms; any
 * report of not visible disarms at once and restarts the wait. Call only where
 * supportsVisibilityTracking() holds: elsewhere it never arms.
 */
export function createVisibilityGuard({
  window: frameWindow = window,
  visibleForMs = VISIBLE_BEFORE_ARMED_MS,
}: CreateVisibilityGuardParameters = {}): VisibilityGuard {
  const document = frameWindow.document
  const Observer = (frameWindow as WindowGlobals).IntersectionObserver
  const sentinel = h('div', { class: 'visibility-sentinel', 'aria-hidden': 'true' })
  document.body.append(sentinel)
  const listeners = new Set<(armed: boolean) => void>()
  const options: ObserverInit = {
    trackVisibility: true,
    delay: VISIBILITY_OBSERVER_DELAY_MS,
    threshold: [1.0],
  }
  let armed = false
  let visible = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const setArmed = (next: boolean) => {
    if (armed === next) return
    armed = next
    for (const listener of listeners) listener(armed)
  }
  const observer = new Observer((entries) => {
    const entry = entries[entries.length - 1] as VisibilityEntry | undefined
    if (!entry) return
    const nowVisible = entry.isVisible === true
    if (nowVisible === visible) return
    visible = nowVisible
    clearTimeout(timer)
    if (!visible) return setArmed(false)
    timer = setTimeout(() => setArmed(visible), visibleForMs)
  }, options)
  observer.observe(sentinel)

  return {
    get armed() {
      return armed
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    confirm() {
      if (!armed) return Promise.resolve(false)
      return new Promise((resolve) => {
        const once = new Observer((entries) => {
          once.disconnect()
          const entry = entries[entries.length - 1] as VisibilityEntry | undefined
          resolve(entry?.isVisible === true && armed)
        }, options)
        once.observe(sentinel)
      })
    },
    dispose() {
      clearTimeout(timer)
      observer.disconnect()
      listeners.clear()
      sentinel.remove()
      armed = false
    },
  }
}
