import type { PorticoContext } from '../../context.js'
import type { ConnectErrorType } from '../connect/connect.js'
import { connectAuthConnector } from '../embeddedWallet/connectAuthConnector.js'
import type { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import { getAuthAdapter } from '../embeddedWallet/getAuthAdapter.js'
import type { WaitForFrameStepErrorType } from '../embeddedWallet/waitForFrameStep.js'
import { waitForFrameStep } from '../embeddedWallet/waitForFrameStep.js'

/**
 * EmailVerifyOtp (spec §5 VERIFY_OTP): the frame shows its own code screen over the view's slot,
 * where the visitor types the mailed code (wrong codes and resending are the frame's: issue 16, the
 * dApp never sees a code). Once the frame accepted one, the AUTH connector connects and Account
 * shows. Waits as long as the visitor needs; leaving the view or closing the modal aborts it
 * ('Request was aborted'), and the frame's other refusals reject with its message.
 */
export async function connectOtp(context: PorticoContext): Promise<void> {
  const { adapter } = getAuthAdapter(context)
  await waitForFrameStep(context, {
    views: ['EmailVerifyOtp'],
    request: () => adapter.connectOtp(),
  })
  await connectAuthConnector(context)
}

/** `portico.email.connectOtp()`: no auth connector, the frame step's failure, or the connection's. */
export type ConnectOtpErrorType =
  | AuthConnectorNotFoundError
  | WaitForFrameStepErrorType
  | ConnectErrorType
