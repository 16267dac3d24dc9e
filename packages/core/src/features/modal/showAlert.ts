import type { PorticoContext } from '../../context.js'
import { ALERTS, type AlertCode } from '../../errors/alerts.js'

/** Shows one of spec §8's alerts in the modal (its title, and what to do about it). */
export function showAlert(context: PorticoContext, code: AlertCode): void {
  const { title, message } = ALERTS[code]
  context.stores.alert.setState({ alert: { title, message } })
}
