import {
  type CreateVisibilityGuardParameters,
  VISIBLE_BEFORE_ARMED_MS,
  type VisibilityGuard,
} from './createVisibilityGuard.js'

/**
 * The guard of the secure popup (a top-level window of the secure origin, which no page can draw
 * over or make transparent): its buttons arm once the window has been shown and focused without a
 * break for `visibleForMs`; a blur (another window raised over it, e.g. one the dApp opened) or a
 * hidden tab disarms at once and restarts the wait.
 */
export function createFocusGuard({
  window: popupWindow = window,
  visibleForMs = VISIBLE_BEFORE_ARMED_MS,
}: CreateVisibilityGuardParameters = {}): VisibilityGuard {
  const document = popupWindow.document
  const listeners = new Set<(armed: boolean) => void>()
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const setArmed = (next: boolean) => {
    if (armed === next) return
    armed = next
    for (const listener of listeners) listener(armed)
  }
  const seen = () => document.visibilityState === 'visible' && document.hasFocus()
  const check = () => {
    clearTimeout(timer)
    if (!seen()) return setArmed(false)
    if (!armed) timer = setTimeout(() => setArmed(seen()), visibleForMs)
  }
  const onBlur = () => {
    clearTimeout(timer)
    setArmed(false)
  }
  popupWindow.addEventListener('focus', check)
  popupWindow.addEventListener('blur', onBlur)
  document.addEventListener('visibilitychange', check)
  check()
  return {
    get armed() {
      return armed
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async confirm() {
      return armed && seen()
    },
    dispose() {
      clearTimeout(timer)
      popupWindow.removeEventListener('focus', check)
      popupWindow.removeEventListener('blur', onBlur)
      document.removeEventListener('visibilitychange', check)
      listeners.clear()
      armed = false
    },
  }
}
