import { MODAL_SHAKE_MS, NOTIFICATION_RESHOW_DELAY_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import type { NotificationVariant } from '../../state/types.js'

function later(context: PorticoContext, ms: number, run: () => void) {
  const timer = setTimeout(() => {
    context.timers.delete(timer)
    run()
  }, ms)
  context.timers.add(timer)
}

export type ShowNotificationParameters = {
  message: string
  variant: NotificationVariant
  svg?: string | undefined
  /** @default true */
  autoClose?: boolean | undefined
}

/**
 * Shows a notification (toast). Showing one while another is open closes that one and shows the
 * new one after 150 ms (spec §4).
 */
export function showNotification(
  context: PorticoContext,
  parameters: ShowNotificationParameters,
): void {
  const next = {
    message: parameters.message,
    variant: parameters.variant,
    svg: parameters.svg,
    autoClose: parameters.autoClose ?? true,
    open: true,
  }
  if (!context.stores.notification.getState().open) {
    context.stores.notification.setState(next)
    return
  }
  context.stores.notification.setState({ open: false })
  later(context, NOTIFICATION_RESHOW_DELAY_MS, () => context.stores.notification.setState(next))
}

/** Closes the notification. */
export function closeNotification(context: PorticoContext): void {
  context.stores.notification.setState({ open: false })
}

/** Shakes the modal for 500 ms (spec §4), e.g. when it refuses to close. */
export function shakeModal(context: PorticoContext): void {
  context.stores.modal.setState({ shake: true })
  later(context, MODAL_SHAKE_MS, () => context.stores.modal.setState({ shake: false }))
}
