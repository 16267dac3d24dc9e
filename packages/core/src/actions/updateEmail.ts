import type { UpdateEmailAction } from '../adapter/AuthAdapter.js'
import type { PorticoContext } from '../context.js'
import { InvalidEmailError } from '../errors/validation.js'
import { isEmail } from '../validation/isEmail.js'
import { requireAuthAccount } from './requireAuthAccount.js'
import { pushView } from './router.js'

export type UpdateEmailParameters = { email: string }

/**
 * UpdateEmailWallet: asks the frame to change the embedded wallet's email to `email` (valid, spec
 * §5). The frame mails a code to the current address (VERIFY_PRIMARY_OTP →
 * UpdateEmailPrimaryOtp) or straight to the new one (VERIFY_SECONDARY_OTP →
 * UpdateEmailSecondaryOtp); each view gets the new address as `email`.
 */
export async function updateEmail(
  context: PorticoContext,
  { email }: UpdateEmailParameters,
): Promise<{ action: UpdateEmailAction }> {
  const address = email.trim()
  if (!isEmail(address)) throw new InvalidEmailError()
  const { adapter } = requireAuthAccount(context)
  const { action } = await adapter.updateEmail({ email: address })
  pushView(context, {
    view: action === 'VERIFY_PRIMARY_OTP' ? 'UpdateEmailPrimaryOtp' : 'UpdateEmailSecondaryOtp',
    data: { email: address },
  })
  return { action }
}
