import type { PorticoContext } from '../../context.js'
import { getAuthAdapter } from '../embeddedWallet/getAuthAdapter.js'
import { waitForFrameStep } from '../embeddedWallet/waitForFrameStep.js'
import { replaceView } from '../modal/router.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): waits, while the frame shows its own 'check your
 * inbox' screen over the view's slot, until the visitor opened the device link of the mail; then
 * the code step follows (EmailVerifyOtp replaces the view, with the same address). Waits as long as
 * the visitor needs; leaving the view or closing the modal aborts it.
 */
export async function connectDevice(context: PorticoContext): Promise<void> {
  const { adapter } = getAuthAdapter(context)
  await waitForFrameStep(context, {
    views: ['EmailVerifyDevice'],
    request: () => adapter.connectDevice(),
  })
  const top = context.stores.router.getState().history.at(-1)
  const email = top?.view === 'EmailVerifyDevice' ? top.data?.email : undefined
  replaceView(context, { view: 'EmailVerifyOtp', data: { email } })
}
