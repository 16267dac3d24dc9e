import type { PorticoContext } from '../../context.js'
import { initialAccountState } from '../../state/initialState.js'
import type { AccountState } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'

/** Merges `update` into the account state of `namespace`. */
export function setAccount(
  context: PorticoContext,
  namespace: ChainNamespace,
  update: Partial<AccountState>,
): void {
  context.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      [namespace]: { ...(s.accounts[namespace] ?? initialAccountState()), ...update },
    },
  }))
}

/**
 * Reset (spec §4): clears address, balances, profile, social data and connector id of
 * `namespace`. The preferred account type and the open tab stay: they are the user's choices.
 */
export function resetAccount(context: PorticoContext, namespace: ChainNamespace): void {
  context.stores.chains.setState((s) => {
    const previous = s.accounts[namespace]
    return {
      accounts: {
        ...s.accounts,
        [namespace]: {
          ...initialAccountState(),
          ...(previous?.preferredAccountType
            ? { preferredAccountType: previous.preferredAccountType }
            : {}),
          currentTab: previous?.currentTab ?? 'Tokens',
        },
      },
    }
  })
}
