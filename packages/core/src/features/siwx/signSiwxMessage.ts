import type { PorticoContext } from '../../context.js'
import type { PorticoError } from '../../errors/PorticoError.js'
import { reportError } from '../analytics/reportError.js'
import { actingAdapterFor } from '../connect/adapterForConnector.js'
import { NoActiveCaipAddressError } from '../connect/errors.js'
import { getAccount } from '../connect/getAccount.js'
import { closeModal, openModal } from '../modal/modal.js'
import {
  AuthInitializationError,
  SignMessageError,
  SignMessageNotSupportedError,
  SiwxMessageTextMissingError,
  SiwxNotEnabledError,
} from './errors.js'
import { rememberSiwxSession } from './siwxSessions.js'

/**
 * The sign step of the sign-in flow (spec §4 "prompt, sign, store session, close on success; on
 * failure re-open the sign view with an error"): the dApp's `siwx.createMessage` builds the
 * message for the active account and network, `siwx.signMessage` has the wallet sign it (without
 * it, the active connection's adapter signs `serializedMessage` through its `signMessage`), and
 * `siwx.verify` checks and stores the session; the network is noted as the last one signed in on
 * (cancelSiwx goes back to it). On success the modal closes. On failure the
 * SIWXSignMessage view is shown again and the error returned: 'A problem occurred while trying
 * initialize authentication' when no message could be made, 'Error signing message' otherwise.
 * Throws 'SIWX is not enabled' without those hooks, 'No ActiveCaipAddress found' with no account.
 */
export async function signSiwxMessage(
  context: PorticoContext,
): Promise<{ error?: PorticoError | undefined }> {
  const { siwx } = context.stores.options.getState().options
  if (!siwx?.createMessage || !siwx.verify) throw new SiwxNotEnabledError()
  const { address, connectorId } = getAccount(context)
  if (!address) throw new NoActiveCaipAddressError()
  const { activeNetwork } = context.stores.chains.getState()
  const fail = (error: PorticoError) => {
    reportError(context, { event: 'SIWX_AUTH_ERROR', error })
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
    const signed = siwx.signMessage
      ? await siwx.signMessage({ message })
      : await signWithAdapter(context, connectorId, address, message.serializedMessage)
    // Spec §5 "signed message: 0x plus at least 62 hex characters" (Solana: base58 of 64 bytes);
    // the check loads with the first signature, not with every page.
    const { assertSignedMessage } = await import('../../validation/assertSignedMessage.js')
    const signature = assertSignedMessage({
      namespace: activeNetwork.chainNamespace,
      signature: signed,
    })
    if (!(await siwx.verify({ message, signature })))
      return fail(new SignMessageError({ details: 'The signature was not accepted' }))
  } catch (cause) {
    return fail(new SignMessageError({ cause }))
  }
  rememberSiwxSession(context, activeNetwork, address)
  closeModal(context)
  return {}
}

/** Has the active connection's wallet sign `text` through its adapter (personal_sign on EVM, …). */
async function signWithAdapter(
  context: PorticoContext,
  connectorId: string | undefined,
  address: string,
  text: string | undefined,
): Promise<string> {
  if (!text) throw new SiwxMessageTextMissingError()
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === connectorId)
  const network = context.stores.chains.getState().activeNetwork
  const adapter = connector && actingAdapterFor(context, connector, network.chainNamespace)
  if (!connector || !adapter?.signMessage) throw new SignMessageNotSupportedError(connectorId)
  return adapter.signMessage({ connector, network, address, message: text })
}

/** the `signSiwxMessage` action (sign-in with wallet). */
export type SignSiwxMessageErrorType =
  | SiwxNotEnabledError
  | NoActiveCaipAddressError
  | AuthInitializationError
  | SignMessageError
