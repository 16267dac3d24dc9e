import type { PorticoContext } from '../../context.js'
import type { RouterEntry, ViewName } from '../../state/types.js'
import { dismissAlert } from './dismissAlert.js'
import { closeModal } from './modal.js'
import {
  closeNotification,
  type ShowNotificationParameters,
  shakeModal,
  showNotification,
} from './notifications.js'
import { requestCloseModal } from './requestCloseModal.js'
import { goBack, pushView } from './router.js'

/** `portico.modal`: what the modal's views run (`portico.open` and `portico.close` open and close it). */
export type ModalActions = {
  /**
   * The close button, Escape and overlay click: closes, or shakes the modal where it must stay
   * open (a required network switch or sign-in). Returns what happened.
   */
  requestClose(): 'closed' | 'shaken'
  /**
   * Shows a view on top of the current one (Back returns), with the parameters that view takes
   * (`RouterParams`): `pushView({ view: 'SwapSelectToken', data: { target: 'toToken' } })`.
   */
  pushView<V extends ViewName>(entry: RouterEntry<V>): void
  /** Back to the previous view; closes the modal from the first one. */
  goBack(): void
  /** Shows a toast. */
  showNotification(parameters: ShowNotificationParameters): void
  /** Hides the toast. */
  closeNotification(): void
  /** Shakes the modal (a refused close). */
  shake(): void
  /** Hides the modal's alert (its dismiss button). */
  dismissAlert(): void
}

export function createModalActions(context: PorticoContext): ModalActions {
  return {
    requestClose: () => requestCloseModal(context),
    pushView: (entry) => pushView(context, entry),
    goBack: () => {
      if (!goBack(context)) closeModal(context)
    },
    showNotification: (parameters) => showNotification(context, parameters),
    closeNotification: () => closeNotification(context),
    shake: () => shakeModal(context),
    dismissAlert: () => dismissAlert(context),
  }
}
