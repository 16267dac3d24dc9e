import type { PorticoContext } from '../../context.js'
import type { AccountTab, AccountType } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'
import type { SetPreferredAccountTypeErrorType } from './preferredAccountType.js'
import { canSwitchAccountType, setPreferredAccountType } from './preferredAccountType.js'
import { setAccountTab } from './setAccountTab.js'
import { syncBalance } from './syncBalance.js'

/** `portico.account`: the connected account's view state, type and balance. */
export type AccountActions = {
  /** Opens a tab of the Account view (stored as the account's currentTab). */
  setTab(parameters: { tab: AccountTab }): void
  /** Whether the account of `namespace` may switch to `accountType` on the active network. */
  canSwitchType(parameters: { namespace: ChainNamespace; accountType: AccountType }): boolean
  /** Switches the account type (eoa or smartAccount) of a namespace. */
  setPreferredType(parameters: {
    namespace: ChainNamespace
    accountType: AccountType
  }): Promise<void>
  /** Reads the active account's native balance into its account state. */
  syncBalance(parameters?: { force?: boolean }): Promise<void>
}

export function createAccountActions(context: PorticoContext): AccountActions {
  return {
    setTab: ({ tab }) => setAccountTab(context, tab),
    canSwitchType: ({ namespace, accountType }) =>
      canSwitchAccountType(context, namespace, accountType),
    setPreferredType: (parameters) => setPreferredAccountType(context, parameters),
    syncBalance: (parameters) => syncBalance(context, parameters),
  }
}

/**
 * What each `portico.account` method throws, by method (docs/errors.md): `AccountActionsErrorTypes['setTab']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type AccountActionsErrorTypes = {
  setTab: never
  canSwitchType: never
  setPreferredType: SetPreferredAccountTypeErrorType
  syncBalance: never
}

export type { SetPreferredAccountTypeErrorType } from './preferredAccountType.js'
