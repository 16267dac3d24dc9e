import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN_CODE_ENTRY as C, EN, format } from '../strings.js'
import { FRAME_TEST_IDS, FRAME_CODE_TEST_IDS as T } from '../testIds.js'

/** What a cancelled email change answers (spec §6: a user rejection is 4001). */
export const EMAIL_CHANGE_CANCELLED = 'The email change was cancelled'

/**
 * The email change asked by the dApp, confirmed by the user on the frame's screen before any code
 * is sent (issue 16, finding 7): both addresses, what follows (a code to each, other sessions
 * signed out, the old address told). Change resolves; Cancel rejects with 4001.
 */
export function confirmEmailChangeScreen({
  current,
  next,
}: {
  current: string
  next: string
}): ScreenBuilder<void> {
  return ({ resolve, reject }) => {
    const confirm = h(
      'button',
      { type: 'button', 'data-testid': T.changeEmailConfirm },
      C.changeEmailConfirm,
    )
    const cancel = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': FRAME_TEST_IDS.cancel },
      EN.cancel,
    )
    confirm.addEventListener('click', (event) => {
      if (event.isTrusted) resolve()
    })
    cancel.addEventListener('click', () =>
      reject(new FrameRequestError(EMAIL_CHANGE_CANCELLED, 4001)),
    )
    const element = h(
      'section',
      { 'aria-labelledby': 'frame-change-email-title', 'data-testid': T.changeEmail },
      h('h1', { id: 'frame-change-email-title', tabindex: '-1' }, C.changeEmailTitle),
      h('p', {}, format(C.changeEmailText, { current, next })),
      h('p', {}, format(C.changeEmailNotice, { current })),
      h('div', { class: 'actions' }, cancel, confirm),
    )
    return { element, initialFocus: confirm }
  }
}
