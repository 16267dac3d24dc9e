import type { PorticoContext } from '../../context.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { isAccountNameNamespace } from './isAccountNameNamespace.js'

/**
 * Whether the name feature shows: the active namespace is EVM (spec §9 "names: EVM only"), an
 * account is connected there, and a Portico API is configured to register with. Kept apart from
 * registerAccountName, which loads on demand.
 */
export function canRegisterAccountName(context: PorticoContext): boolean {
  const account = getActiveAccount(context)
  return (
    isAccountNameNamespace(context) &&
    account.status === 'connected' &&
    Boolean(account.address) &&
    Boolean(context.stores.options.getState().options.apiUrl) &&
    Boolean(context.projectId)
  )
}
