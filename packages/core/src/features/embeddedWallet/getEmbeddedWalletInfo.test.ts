import { describe, expect, it } from 'vitest'
import type { AccountState } from '../../state/types.js'
import type { Connector } from '../../types/connector.js'
import { getEmbeddedWalletInfo } from './getEmbeddedWalletInfo.js'

const auth: Connector = { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' }
const injected: Connector = { id: 'mm', type: 'ANNOUNCED', name: 'MM', chain: 'eip155' }
const connected: AccountState = {
  status: 'connected',
  currentTab: 'Tokens',
  address: '0xA',
  user: { email: 'a@example.com', username: 'a' },
  preferredAccountType: 'smartAccount',
}

describe('getEmbeddedWalletInfo', () => {
  it.each([
    ['an email login (no social provider) reports authProvider email', connected, auth, 'email'],
    [
      'a social login reports its provider',
      { ...connected, socialProvider: 'github' },
      auth,
      'github',
    ],
  ])('%s', (_case, account, connector, authProvider) => {
    expect(getEmbeddedWalletInfo(account, connector)).toEqual({
      user: { email: 'a@example.com', username: 'a' },
      authProvider,
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    })
  })

  it.each([
    ['a browser wallet', connected, injected],
    ['a disconnected account', { ...connected, status: 'disconnected' as const }, auth],
    ['no connector', connected, undefined],
  ])('%s has no embedded wallet info', (_case, account, connector) => {
    expect(getEmbeddedWalletInfo(account, connector)).toBeUndefined()
  })
})
