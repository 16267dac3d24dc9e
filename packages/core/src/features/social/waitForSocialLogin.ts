import type { AuthAdapter } from '../../adapter/AuthAdapter.js'
import { SOCIAL_POPUP_CLOSED_POLL_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { FailedToConnectError, ModalClosedError } from '../connect/errors.js'
import { PopupClosedError } from './errors.js'

export type WaitForSocialLoginParameters = {
  /** The popup, already sent to the provider's authorize URL. */
  popup: Window
  adapter: Pick<AuthAdapter, 'connectSocial' | 'abort'>
}

/**
 * Waits for the frame to finish the social login of `popup` (ConnectSocial): the secure site's
 * callback page hands the result to the frame, never to this page (issue 16), and the frame
 * answers once the session is open. Untimed (the visitor is in the popup), but the popup is checked every second
 * (spec §9): closed before the frame answered → the frame's requests are aborted, 'Popup closed'.
 * The modal closing meanwhile closes the popup and aborts → 'Modal closed'. The frame refusing
 * → 'Failed to connect'.
 */
export function waitForSocialLogin(
  context: PorticoContext,
  { popup, adapter }: WaitForSocialLoginParameters,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false
    const done = (settle: () => void) => {
      if (settled) return
      settled = true
      clearInterval(poll)
      stopWatchingModal()
      settle()
    }
    // Settled first, so the rejection the abort causes is not taken for the frame's answer.
    const abortWith = (error: Error) => {
      done(() => reject(error))
      adapter.abort()
    }
    const poll = setInterval(() => {
      if (popup.closed) abortWith(new PopupClosedError())
    }, SOCIAL_POPUP_CLOSED_POLL_MS)
    const stopWatchingModal = context.stores.modal.subscribe((state, previous) => {
      if (!previous.open || state.open) return
      popup.close()
      abortWith(new ModalClosedError())
    })
    adapter.connectSocial().then(
      () => done(() => resolve()),
      (error: unknown) => done(() => reject(new FailedToConnectError({ cause: error }))),
    )
  })
}
