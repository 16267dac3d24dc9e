import type { PorticoContext } from '../../context.js'
import { isSiwxRequired } from '../siwx/isSiwxRequired.js'
import { closeModal } from './modal.js'
import { shakeModal } from './notifications.js'

/** Views that stand between the visitor and a usable dApp while they are required. */
const SIWX_VIEWS: readonly string[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * What the close button, Escape and a click on the overlay do: close the modal, or shake it
 * (MODAL_SHAKE_MS) instead where it must stay open — while the wallet is on a chain the dApp did
 * not configure (UnsupportedChain: a network switch is required), or while a required sign-in is
 * shown (spec §4 "cancel disconnects when sign-in is required": leaving takes Cancel, not close).
 * Returns what happened.
 */
export function requestCloseModal(context: PorticoContext): 'closed' | 'shaken' {
  const view = context.stores.router.getState().history.at(-1)?.view
  const { isUnsupportedChain } = context.stores.chains.getState()
  const switchRequired = view === 'UnsupportedChain' && isUnsupportedChain
  const signInRequired = view !== undefined && SIWX_VIEWS.includes(view) && isSiwxRequired(context)
  if (switchRequired || signInRequired) {
    shakeModal(context)
    return 'shaken'
  }
  closeModal(context)
  return 'closed'
}
