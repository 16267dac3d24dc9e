import type { PorticoContext } from '../../context.js'
import type { AccountTab } from '../../state/types.js'
import { setAccount } from '../connect/setAccount.js'

/** Opens a tab of the Account view: stored as the active account's `currentTab` (spec §3). */
export function setAccountTab(context: PorticoContext, tab: AccountTab): void {
  setAccount(context, context.stores.chains.getState().activeNamespace, { currentTab: tab })
}
