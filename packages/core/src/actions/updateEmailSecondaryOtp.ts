import type { PorticoContext } from '../context.js'
import { CHAIN_NAMESPACES } from '../types/network.js'
import { getAccount } from './isConnected.js'
import { requireAuthAccount } from './requireAuthAccount.js'
import { setAccount } from './setAccount.js'

export type UpdateEmailSecondaryOtpParameters = { otp: string }

/**
 * UpdateEmailSecondaryOtp: the code mailed to the new address; accepted, every account of the
 * AUTH connector shows the new email and the modal returns to Account.
 */
export async function updateEmailSecondaryOtp(
  context: PorticoContext,
  { otp }: UpdateEmailSecondaryOtpParameters,
): Promise<{ newEmail: string }> {
  const { adapter, connector } = requireAuthAccount(context)
  const { newEmail } = await adapter.updateEmailSecondaryOtp({ otp: otp.trim() })
  for (const namespace of CHAIN_NAMESPACES) {
    const account = getAccount(context, namespace)
    if (account.connectorId === connector.id && account.status === 'connected')
      setAccount(context, namespace, { user: { ...account.user, email: newEmail } })
  }
  if (context.stores.modal.getState().open)
    context.stores.router.setState({ history: [{ view: 'Account' }] })
  return { newEmail }
}
