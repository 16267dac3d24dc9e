import { ACCOUNT_NAME_NAMESPACES } from '../../constants.js'
import type { PorticoContext } from '../../context.js'

/** Whether the active namespace has account names (spec §9 "names: EVM only"). */
export function isAccountNameNamespace(context: PorticoContext): boolean {
  const { activeNamespace } = context.stores.chains.getState()
  return (ACCOUNT_NAME_NAMESPACES as readonly string[]).includes(activeNamespace)
}
