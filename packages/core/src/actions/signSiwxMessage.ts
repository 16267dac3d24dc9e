import type { PorticoContext } from '../context.js'
import { NoActiveCaipAddressError } from '../errors/connection.js'
import type { PorticoError } from '../errors/PorticoError.js'
import { AuthInitializationError, SignMessageError, SiwxNotEnabledError } from '../errors/siwx.js'
import { getAccount } from './isConnected.js'
import { closeModal, openModal } from './modal.js'

/**
 * The sign step of the sign-in flow (spec §4 "prompt, sign, store session, close on success; on
 * failure re-open the sign view with an error"): the dApp's `siwx.createMessage` builds the
 * message for the active account and network, `siwx.signMessage` has the wallet sign it, and
 * `siwx.verify` checks and stores the session. On success the modal closes. On failure the
 * SIWXSignMessage view is shown again and the error returned: 'A problem occurred while trying
 * initialize authentication' when no message could be made, 'Error signing message' otherwise.
 * Throws 'SIWX is not enabled' without those hooks, 'No ActiveCaipAddress found' with no account.
 */
export async function signSiwxMessage(
  context: PorticoContext,
): Promise<{ error?: PorticoError | undefined }> {
  const { siwx } = context.stores.options.getState().options
  if (!siwx?.createMessage || !siwx.signMessage || !siwx.verify) throw new SiwxNotEnabledError()
  const { address } = getAccount(context)
  if (!address) throw new NoActiveCaipAddressError()
  const { activeNetwork } = context.stores.chains.getState()
  const fail = (error: PorticoError) => {
    const top = context.stores.router.getState().history.at(-1)
    if (!context.stores.modal.getState().open || top?.view !== 'SIWXSignMessage')
      openModal(context, { view: 'SIWXSignMessage' })
    return { error }
  }
  let message: Awaited<ReturnType<typeof siwx.createMessage>>
  try {
    message = await siwx.createMessage({
      accountAddress: address,
      chainId: activeNetwork.caipNetworkId,
    })
  } catch (cause) {
    return fail(new AuthInitializationError({ cause }))
  }
  try {
    const signature = await siwx.signMessage({ message })
    if (!(await siwx.verify({ message, signature })))
      return fail(new SignMessageError({ details: 'The signature was not accepted' }))
  } catch (cause) {
    return fail(new SignMessageError({ cause }))
  }
  closeModal(context)
  return {}
}
