import { h } from '../h.js'
import { EN_VISIBILITY } from '../strings.js'
import { FRAME_VISIBILITY_TEST_IDS } from '../testIds.js'
import { onTrustedClick } from '../trustedClick.js'
import type { SecurePopup } from './openSecurePopup.js'

/** Parameters of `createSecureWindowButton`. */
export type CreateSecureWindowButtonParameters = {
  /** The screen's status line: says what happens in the secure window, and how it goes. */
  reason: HTMLElement
  /** The status line's first words, before the window opens. */
  intro: string
  /** Opens the secure window (openSecurePopup), passing `onClosed` on; undefined when blocked. */
  open(onClosed: () => void): SecurePopup | undefined
}

/**
 * 'Continue in a secure window' (finding 2, no IntersectionObserver v2): a trusted click opens the
 * screen's secure window (a new one replaces an open one), the status line says it is open,
 * blocked or closed, and the button is usable again once the window closed without a decision.
 * `dispose` closes the window with the screen.
 */
export function createSecureWindowButton({
  reason,
  intro,
  open,
}: CreateSecureWindowButtonParameters): { button: HTMLButtonElement; dispose: () => void } {
  let popup: SecurePopup | undefined
  const button = h(
    'button',
    { type: 'button', 'data-testid': FRAME_VISIBILITY_TEST_IDS.continueInSecureWindow },
    EN_VISIBILITY.continueInSecureWindow,
  )
  reason.setAttribute('data-testid', FRAME_VISIBILITY_TEST_IDS.secureWindowStatus)
  reason.textContent = intro
  onTrustedClick(button, () => {
    popup?.close()
    popup = open(() => {
      popup = undefined
      button.disabled = false
      reason.textContent = EN_VISIBILITY.secureWindowClosed
    })
    if (!popup) {
      reason.textContent = EN_VISIBILITY.secureWindowBlocked
      return
    }
    button.disabled = true
    reason.textContent = EN_VISIBILITY.secureWindowOpen
  })
  return { button, dispose: () => popup?.close() }
}
