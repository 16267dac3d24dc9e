import { h } from '../h.js'
import { EN_VISIBILITY } from '../strings.js'
import { FRAME_VISIBILITY_TEST_IDS } from '../testIds.js'
import { onTrustedClick } from '../trustedClick.js'
import type { VisibilityGuard } from './createVisibilityGuard.js'

/**
 * The line that says why the guarded buttons wait (shown and announced while they do). It keeps
 * its height when empty, so the buttons do not move under the pointer as they arm.
 */
export function visibilityReason(): HTMLParagraphElement {
  return h('p', {
    class: 'muted visibility-reason',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': FRAME_VISIBILITY_TEST_IDS.visibilityReason,
  })
}

/**
 * Keeps `buttons` disabled (and aria-disabled) while `guard` is not armed, with `reason` saying
 * 'Waiting until this window is fully visible'; returns the unsubscribe.
 */
export function guardButtons(
  guard: VisibilityGuard,
  buttons: readonly HTMLButtonElement[],
  reason: HTMLElement,
): () => void {
  const apply = (armed: boolean) => {
    for (const button of buttons) {
      button.disabled = !armed
      button.setAttribute('aria-disabled', String(!armed))
    }
    reason.textContent = armed ? '' : EN_VISIBILITY.waitingUntilVisible
  }
  apply(guard.armed)
  return guard.subscribe(apply)
}

/**
 * Runs `handler` on a trusted click of `button` (onTrustedClick) only if `guard` is armed at the
 * click and a fresh look after it still sees the frame (guard.confirm): a click while disarmed —
 * the frame covered, transparent, or shown for less than 500 ms — does nothing.
 */
export function onGuardedClick(
  button: HTMLButtonElement,
  guard: VisibilityGuard,
  handler: (event: MouseEvent) => void | Promise<void>,
): void {
  onTrustedClick(button, async (event) => {
    if (!guard.armed) return
    if (!(await guard.confirm())) return
    await handler(event)
  })
}
