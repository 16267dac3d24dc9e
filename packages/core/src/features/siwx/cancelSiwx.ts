import type { PorticoContext } from '../../context.js'
import type { DisconnectErrorType } from '../connect/disconnect.js'
import { disconnect } from '../connect/disconnect.js'
import { getAccount } from '../connect/getAccount.js'
import { closeModal } from '../modal/modal.js'
import type { SwitchNetworkErrorType } from '../network/switchNetwork.js'
import { switchNetwork } from '../network/switchNetwork.js'
import { isSiwxRequired } from './isSiwxRequired.js'
import { hasSiwxSession, lastSiwxNetwork } from './siwxSessions.js'

/**
 * Cancel on the sign-in view (spec §4 "cancel disconnects when sign-in is required and no session
 * exists, otherwise switches back to the last authenticated network or closes"):
 * - sign-in optional → the modal closes, the wallet stays connected;
 * - required, and the account has a session on the network it last signed in on (another than the
 *   active one: it switched and was asked again) → back to that network, the modal closes;
 * - required and no session → disconnect.
 */
export async function cancelSiwx(context: PorticoContext): Promise<void> {
  if (!isSiwxRequired(context)) return closeModal(context)
  const { address } = getAccount(context)
  const last = lastSiwxNetwork(context)
  const { activeNetwork } = context.stores.chains.getState()
  const canGoBack =
    address !== undefined &&
    last !== undefined &&
    last.accountAddress.toLowerCase() === address.toLowerCase() &&
    last.network.caipNetworkId !== activeNetwork.caipNetworkId &&
    (await hasSiwxSession(context, last.network.caipNetworkId, address))
  if (!canGoBack) return disconnect(context)
  try {
    await switchNetwork(context, { network: last.network })
  } catch {
    return disconnect(context)
  }
  closeModal(context)
}

/** `portico.siwx.cancel()`: the disconnect, or the switch back to the signed-in network. */
export type CancelSiwxErrorType = DisconnectErrorType | SwitchNetworkErrorType
