import type { PorticoContext } from '../context.js'
import { getAuthAdapter } from './getAuthAdapter.js'
import { replaceView } from './router.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): waits until the visitor opened the device link of the
 * mail, then the code step follows (EmailVerifyOtp replaces the view, with the same address).
 */
export async function connectDevice(context: PorticoContext): Promise<void> {
  const { adapter } = getAuthAdapter(context)
  await adapter.connectDevice()
  const email = context.stores.router.getState().history.at(-1)?.data?.email
  replaceView(context, { view: 'EmailVerifyOtp', data: { email } })
}
