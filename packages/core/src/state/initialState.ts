import type { AccountState } from './types.js'

/** The account state of a namespace nobody is connected on. */
export function initialAccountState(): AccountState {
  return { status: 'disconnected', currentTab: 'Tokens' }
}
