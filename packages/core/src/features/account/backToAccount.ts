import type { PorticoContext } from '../../context.js'

/**
 * Shows Account again after a finished flow (a send, a swap): back to it when it is in the
 * history (the views above it are cut), else as the only view.
 */
export function backToAccount(context: PorticoContext): void {
  const { history } = context.stores.router.getState()
  const index = history.map((entry) => entry.view).lastIndexOf('Account')
  context.stores.router.setState({
    history: index >= 0 ? history.slice(0, index + 1) : [{ view: 'Account' }],
  })
}
