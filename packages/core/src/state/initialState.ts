import type { ChainNamespace } from '../types/network.js'
import type { AccountState, AccountType } from './types.js'

/** The account state of a namespace nobody is connected on. */
export function initialAccountState(): AccountState {
  return { status: 'disconnected', currentTab: 'Tokens' }
}

/**
 * Default preferred account type per namespace (spec §4): bitcoin payment, EVM smartAccount,
 * polkadot and solana eoa. Bitcoin's "payment" is its own account kind (spec §3), kept apart.
 */
export const DEFAULT_PREFERRED_ACCOUNT_TYPES: Readonly<
  Partial<Record<ChainNamespace, AccountType>>
> = {
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** Bitcoin account types (spec §3): payment at index 0, ordinal at index 1; payment by default. */
export const BITCOIN_ACCOUNT_TYPES = { payment: 0, ordinal: 1 } as const
export const DEFAULT_BITCOIN_ACCOUNT_TYPE = 'payment'
