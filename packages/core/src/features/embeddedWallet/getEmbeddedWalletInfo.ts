import type { AccountState, AccountType, AccountUser } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'

/** What a dApp may know of an embedded (email or social) wallet's user. */
export type EmbeddedWalletInfo = {
  user: AccountUser | undefined
  /** 'email', or the social provider the user logged in with. */
  authProvider: string
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}

/**
 * The embedded wallet's user, login and account type when `account` is connected through the auth
 * connector (spec §3 "user", "socialProvider", "preferredAccountType"); undefined otherwise.
 */
export function getEmbeddedWalletInfo(
  account: AccountState,
  connector: Connector | undefined,
): EmbeddedWalletInfo | undefined {
  if (account.status !== 'connected' || connector?.type !== 'AUTH') return undefined
  return {
    user: account.user,
    authProvider: account.socialProvider ?? 'email',
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: Boolean(account.smartAccountDeployed),
  }
}
