import type { PorticoContext } from '../context.js'
import type { AccountState } from '../state/types.js'
import type { ChainNamespace } from '../types/network.js'

/** Merges `update` into the account state of `namespace`. */
export function setAccount(
  context: PorticoContext,
  namespace: ChainNamespace,
  update: Partial<AccountState>,
): void {
  context.stores.chains.setState((s) => ({
    accounts: {
      ...s.accounts,
      [namespace]: { ...(s.accounts[namespace] ?? { status: 'disconnected' }), ...update },
    },
  }))
}

/** Reset (spec §4): clears address, balances and connector id of `namespace`. */
export function resetAccount(context: PorticoContext, namespace: ChainNamespace): void {
  context.stores.chains.setState((s) => ({
    accounts: { ...s.accounts, [namespace]: { status: 'disconnected' } },
  }))
}
