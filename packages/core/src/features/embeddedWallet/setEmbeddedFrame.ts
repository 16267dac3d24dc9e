import type { PorticoContext } from '../../context.js'
import type { EmbeddedFrameState, EmbeddedFrameView, RouterEntry } from '../../state/types.js'
import { closeModal, openModal } from '../modal/modal.js'
import { goBack, pushView, replaceView } from '../modal/router.js'

/** The views the frame can ask to be shown in (FrameShow), docs/embedded-wallet.md. */
export const FRAME_VIEWS: readonly EmbeddedFrameView[] = [
  'ApproveTransaction',
  'EmbeddedWalletFrame',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/**
 * The frame views that host a step of an email login or an email change (issue 16: the code is
 * typed into the frame). A core action waits on the step (waitForFrameStep) and routes on when it
 * is answered, so the frame hiding does not leave them, and the frame is shown there only while
 * such a step waits (a late FrameShow after an abort opens nothing).
 */
const STEP_VIEWS: readonly EmbeddedFrameView[] = [
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
]

/** The email code views (STEP_VIEWS), which take the same parameters (the address). */
type EmailCodeView =
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'

/**
 * A step view the frame moves on from to the next step of the same flow: replaced, not stacked
 * (carrying the address).
 */
const NEXT_STEP: Partial<Record<EmailCodeView, EmailCodeView>> = {
  UpdateEmailPrimaryOtp: 'UpdateEmailSecondaryOtp',
}

function isEmailCodeEntry(entry: RouterEntry): entry is RouterEntry<EmailCodeView> {
  return STEP_VIEWS.includes(entry.view as EmbeddedFrameView)
}

/**
 * The embedded wallet's frame asked to be shown or hidden (FrameShow / FrameHide). Shown: the
 * modal opens (or stays open) on the view the frame names, whose slot the frame is placed over —
 * nothing is pushed when the modal is on that view already, and the code to the new address
 * replaces the code to the current one (carrying the new address). Hidden: ApproveTransaction and
 * EmbeddedWalletFrame are left — back to the view before, or the modal closes when the frame's view
 * was all it showed; a step view stays for its action to route on.
 */
export function setEmbeddedFrame(context: PorticoContext, state: EmbeddedFrameState): void {
  const { stores } = context
  const view = state.visible ? state.view : undefined
  if (view && STEP_VIEWS.includes(view) && !stepWaits(context, view)) return
  stores.embeddedFrame.setState({ visible: Boolean(view), view })
  const top = stores.router.getState().history.at(-1)
  if (view) {
    if (!stores.modal.getState().open) openModal(context, { view })
    const current = stores.router.getState().history.at(-1)
    if (current?.view === view) return
    const next = current && isEmailCodeEntry(current) ? NEXT_STEP[current.view] : undefined
    if (current && isEmailCodeEntry(current) && next && next === view)
      replaceView(context, { view: next, data: current.data })
    else pushView(context, { view })
    return
  }
  if (!top || !FRAME_VIEWS.includes(top.view as EmbeddedFrameView)) return
  if (STEP_VIEWS.includes(top.view as EmbeddedFrameView) || !stores.modal.getState().open) return
  if (!goBack(context)) closeModal(context)
}

function stepWaits(context: PorticoContext, view: EmbeddedFrameView): boolean {
  return [...context.frameSteps].some((step) => step.views.includes(view))
}
