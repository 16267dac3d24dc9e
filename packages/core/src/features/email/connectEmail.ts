import type { ConnectEmailAction } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import { STORAGE_KEYS_ALL } from '../../storage/storageKeys.js'
import { checkEmailCooldown } from '../../validation/checkEmailCooldown.js'
import { isEmail } from '../../validation/isEmail.js'
import { connectAuthConnector } from '../embeddedWallet/connectAuthConnector.js'
import type { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import { getAuthAdapter } from '../embeddedWallet/getAuthAdapter.js'
import { showView } from '../modal/router.js'
import type { EmailLoginCooldownError } from './errors.js'
import { InvalidEmailError } from './errors.js'

export type ConnectEmailParameters = { email: string }
export type ConnectEmailReturnType = { action: ConnectEmailAction }

/**
 * Starts email login (spec §4, §5): the address must be valid ('Invalid email'), a login started
 * less than EMAIL_LOGIN_COOLDOWN_S (30 s) ago refuses with 'Please try again after N seconds', and
 * without an embedded-wallet adapter 'No auth connector found'. The frame mails a code (VERIFY_OTP
 * → EmailVerifyOtp) or a device link (VERIFY_DEVICE → EmailVerifyDevice), or the user is already
 * known on this device (CONNECT → connected, Account).
 */
export async function connectEmail(
  context: PorticoContext,
  { email }: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  const stored = context.storage.getItem(STORAGE_KEYS_ALL.lastEmailLoginTime)
  checkEmailCooldown({ lastLoginAt: stored === null ? null : Number(stored), now: context.now() })
  const { adapter } = getAuthAdapter(context)
  // A started login counts for the cooldown, whatever its outcome.
  context.storage.setItem(STORAGE_KEYS_ALL.lastEmailLoginTime, String(context.now()))
  const { action } = await adapter.connectEmail({ email: address })
  if (action === 'VERIFY_OTP')
    showView(context, { view: 'EmailVerifyOtp', data: { email: address } })
  else if (action === 'VERIFY_DEVICE')
    showView(context, { view: 'EmailVerifyDevice', data: { email: address } })
  else await connectAuthConnector(context)
  return { action }
}

/** the `connectEmail` action. */
export type ConnectEmailErrorType =
  | InvalidEmailError
  | EmailLoginCooldownError
  | AuthConnectorNotFoundError
