import type { PorticoContext } from '../context.js'
import { connectAuthConnector } from './connectAuthConnector.js'
import { getAuthAdapter } from './getAuthAdapter.js'

export type ConnectOtpParameters = { otp: string }

/**
 * EmailVerifyOtp: checks the mailed code (spec §5 "otp string"); once the frame accepts it the
 * AUTH connector connects and Account shows. A wrong code rejects with the frame's message.
 */
export async function connectOtp(
  context: PorticoContext,
  { otp }: ConnectOtpParameters,
): Promise<void> {
  const { adapter } = getAuthAdapter(context)
  await adapter.connectOtp({ otp: otp.trim() })
  await connectAuthConnector(context)
}
