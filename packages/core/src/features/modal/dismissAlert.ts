import type { PorticoContext } from '../../context.js'

/** Hides the alert the modal shows (its dismiss button). */
export function dismissAlert(context: PorticoContext): void {
  context.stores.alert.setState({ alert: undefined })
}
