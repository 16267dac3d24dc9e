import type { PorticoContext } from '../../context.js'
import type { RequestAbortedError } from '../../errors/request.js'
import type { WalletErrorType } from '../../errors/toRpcError.js'
import type { EmbeddedFrameView } from '../../state/types.js'

/** A request waiting for the visitor on the frame's own screen, shown in one of `views`. */
export type FrameStep = { readonly views: readonly EmbeddedFrameView[] }

export type WaitForFrameStepParameters<T> = FrameStep & {
  /** The frame request (untimed: the frame answers once the visitor is done on its screen). */
  request: () => Promise<T>
}

/**
 * Runs a request of the embedded wallet that waits for the visitor on one of the frame's own
 * screens — the code (EmailVerifyOtp), the device link (EmailVerifyDevice), the email change
 * (UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp) — for as long as the visitor needs (issue 16:
 * the code is typed into the frame, never into the dApp). While it waits, the modal's views of the
 * step are the frame's to ask for (setEmbeddedFrame), and leaving them — Back past them, or
 * closing the modal — aborts the frame's open requests (watchEmbeddedFrameView,
 * setupAuthAdapters), so nothing waits unseen. Once answered, the frame no longer counts as shown
 * in the step's views: the action's own routing onwards is not a leave.
 */
export async function waitForFrameStep<T>(
  context: PorticoContext,
  { views, request }: WaitForFrameStepParameters<T>,
): Promise<T> {
  const step: FrameStep = { views }
  context.frameSteps.add(step)
  try {
    return await request()
  } finally {
    context.frameSteps.delete(step)
    const frame = context.stores.embeddedFrame.getState()
    if (frame.view && views.includes(frame.view))
      context.stores.embeddedFrame.setState({ visible: false, view: undefined })
  }
}

/** A frame step: aborted (the view left, the modal closed), or the embedded wallet's refusal. */
export type WaitForFrameStepErrorType = RequestAbortedError | WalletErrorType
