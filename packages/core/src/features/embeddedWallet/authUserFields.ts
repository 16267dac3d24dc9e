import type { AuthUser } from '../../adapter/AuthAdapter.js'
import type { AccountState } from '../../state/types.js'

/**
 * The account fields the embedded wallet's user fills (spec §3: user with its accounts, email and
 * username; socialProvider; preferredAccountType; smartAccountDeployed).
 */
export function authUserFields(
  user: AuthUser,
): Pick<AccountState, 'user' | 'socialProvider' | 'preferredAccountType' | 'smartAccountDeployed'> {
  return {
    user: { accounts: user.accounts, email: user.email, username: user.userName },
    socialProvider: user.socialProvider,
    preferredAccountType: user.preferredAccountType,
    smartAccountDeployed: user.smartAccountDeployed,
  }
}
