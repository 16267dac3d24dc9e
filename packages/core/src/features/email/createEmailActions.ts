import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import type { WaitForFrameStepErrorType } from '../embeddedWallet/waitForFrameStep.js'
import type {
  ConnectEmailErrorType,
  ConnectEmailParameters,
  ConnectEmailReturnType,
} from './connectEmail.js'
import type { ConnectOtpErrorType } from './connectOtp.js'
import type {
  UpdateEmailErrorType,
  UpdateEmailParameters,
  UpdateEmailReturnType,
} from './updateEmail.js'

/**
 * `portico.email`: email login and email change through the embedded wallet
 * (docs/embedded-wallet.md "Core API"); every step loads on first use.
 */
export type EmailActions = {
  /**
   * Starts email login: checks the address and the 30 s cooldown, then the frame mails a code
   * (→ EmailVerifyOtp) or a device link (→ EmailVerifyDevice), or connects (→ Account).
   */
  connect(parameters: ConnectEmailParameters): Promise<ConnectEmailReturnType>
  /**
   * EmailVerifyDevice: waits, while the frame shows its 'check your inbox' screen, for the device
   * link to be opened, then shows EmailVerifyOtp.
   */
  connectDevice(): Promise<void>
  /**
   * EmailVerifyOtp: the frame shows its own code screen (the code is typed there, never in the
   * dApp); once it accepted one, connects and shows Account.
   */
  connectOtp(): Promise<void>
  /**
   * UpdateEmailWallet: the whole email change on the frame's screens (UpdateEmailPrimaryOtp, then
   * UpdateEmailSecondaryOtp); done, the account shows the new email, a toast, Account.
   */
  update(parameters: UpdateEmailParameters): Promise<UpdateEmailReturnType>
}

export function createEmailActions(context: PorticoContext): EmailActions {
  const email = lazyFeature(() => import('./emailModule.js'))
  return {
    connect: (parameters) => email((m) => m.connectEmail(context, parameters)),
    connectDevice: () => email((m) => m.connectDevice(context)),
    connectOtp: () => email((m) => m.connectOtp(context)),
    update: (parameters) => email((m) => m.updateEmail(context, parameters)),
  }
}

/**
 * What each `portico.email` method throws, by method (docs/errors.md): `EmailActionsErrorTypes['connect']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type EmailActionsErrorTypes = {
  connect: ConnectEmailErrorType
  connectDevice: AuthConnectorNotFoundError | WaitForFrameStepErrorType
  connectOtp: ConnectOtpErrorType
  update: UpdateEmailErrorType
}

export type { ConnectEmailErrorType } from './connectEmail.js'
export type { ConnectOtpErrorType } from './connectOtp.js'
export type { UpdateEmailErrorType } from './updateEmail.js'
