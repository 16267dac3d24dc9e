import type { PorticoContext } from '../context.js'
import { requireAuthAccount } from './requireAuthAccount.js'
import { replaceView } from './router.js'

export type UpdateEmailPrimaryOtpParameters = { otp: string }

/**
 * UpdateEmailPrimaryOtp: the code mailed to the current address; accepted, the code to the new
 * address follows (UpdateEmailSecondaryOtp replaces the view, with the same new address).
 */
export async function updateEmailPrimaryOtp(
  context: PorticoContext,
  { otp }: UpdateEmailPrimaryOtpParameters,
): Promise<void> {
  const { adapter } = requireAuthAccount(context)
  await adapter.updateEmailPrimaryOtp({ otp: otp.trim() })
  const email = context.stores.router.getState().history.at(-1)?.data?.email
  replaceView(context, { view: 'UpdateEmailSecondaryOtp', data: { email } })
}
