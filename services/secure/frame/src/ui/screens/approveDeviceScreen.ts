import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN_CODE_ENTRY as C, format } from '../strings.js'
import { FRAME_CODE_TEST_IDS as T } from '../testIds.js'

/** Parameters of `approveDeviceScreen`. */
export type ApproveDeviceScreenParameters = {
  email: string
  /** Resolves once the mailed link approved this browser (the frame's device key). */
  approved: Promise<void>
  /** Mails the link again. */
  resend(): Promise<void>
  /** The message of what `resend` rejected with. */
  describe(error: unknown): string
}

/**
 * VERIFY_DEVICE on the frame's own screen: "We sent a link to {email}"; the screen goes once the
 * link was opened and approved (the code screen follows); "Send the email again".
 */
export function approveDeviceScreen({
  email,
  approved,
  resend,
  describe,
}: ApproveDeviceScreenParameters): ScreenBuilder<void> {
  return ({ resolve, reject }) => {
    approved.then(resolve, reject)
    const status = h('p', { 'aria-live': 'polite' }, C.deviceWaiting)
    const error = h('p', { class: 'error', role: 'alert' })
    const again = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': T.deviceResend },
      C.resendEmail,
    )
    again.addEventListener('click', async () => {
      again.disabled = true
      error.textContent = ''
      try {
        await resend()
        status.textContent = format(C.emailResent, { email })
      } catch (failure) {
        error.textContent = describe(failure)
      } finally {
        again.disabled = false
      }
    })
    const element = h(
      'section',
      { 'aria-labelledby': 'frame-device-title', 'data-testid': T.deviceScreen },
      h('h1', { id: 'frame-device-title', tabindex: '-1' }, C.deviceTitle),
      h('p', {}, format(C.deviceText, { email })),
      status,
      error,
      h('div', { class: 'actions' }, again),
    )
    return { element }
  }
}
