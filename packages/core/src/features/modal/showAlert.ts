import type { PorticoContext } from '../../context.js'
import { ALERTS, type AlertCode, AlertError } from '../../errors/alerts.js'
import { reportError } from '../analytics/reportError.js'

/**
 * Shows one of spec §8's alerts in the modal (its title, and what to do about it), and reports it
 * to analytics as an AlertError raised here (its stack says which flow raised it).
 */
export function showAlert(context: PorticoContext, code: AlertCode): void {
  const { title, message } = ALERTS[code]
  context.stores.alert.setState({ alert: { title, message } })
  reportError(context, { event: 'ALERT', error: new AlertError(code) })
}
