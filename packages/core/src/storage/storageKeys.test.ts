import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from './createStorage.js'
import { STORAGE_KEYS_ALL } from './storageKeys.js'

const KEYS_RULE =
  'spec §3: Local storage keys: last email login time, email, email-login-used flag, social username, last used chain, smart-account-enabled networks'
const PREFIX_RULE = 'spec §9: Storage keys use prefixes for appkit and wallet data'

describe('STORAGE_KEYS_ALL', () => {
  it.each([
    [KEYS_RULE, 'lastEmailLoginTime', '@portico-wallet/'],
    [KEYS_RULE, 'email', '@portico-wallet/'],
    [KEYS_RULE, 'emailLoginUsed', '@portico-wallet/'],
    [KEYS_RULE, 'socialUsername', '@portico-wallet/'],
    [KEYS_RULE, 'lastUsedChain', '@portico-wallet/'],
    [KEYS_RULE, 'smartAccountEnabledNetworks', '@portico-wallet/'],
    [PREFIX_RULE, 'connectorId', '@portico/'],
    [PREFIX_RULE, 'activeNamespace', '@portico/'],
    [PREFIX_RULE, 'connectedAccount', '@portico/'],
  ] as const)('%s — %s starts with %s', (_rule, name, prefix) => {
    expect(STORAGE_KEYS_ALL[name].startsWith(prefix)).toBe(true)
  })

  it('keeps the keys createStorage already writes', () => {
    expect(STORAGE_KEYS_ALL.connectorId).toBe(STORAGE_KEYS.connectorId)
    expect(STORAGE_KEYS_ALL.activeNamespace).toBe(STORAGE_KEYS.activeNamespace)
  })

  it('has one key per name, none repeated, and cannot be changed', () => {
    const values = Object.values(STORAGE_KEYS_ALL)
    expect(new Set(values).size).toBe(values.length)
    expect(Object.isFrozen(STORAGE_KEYS_ALL)).toBe(true)
    expect(STORAGE_KEYS_ALL).toMatchInlineSnapshot(`
      {
        "activeNamespace": "@portico/active_namespace",
        "connectedAccount": "@portico/connected_account",
        "connectorId": "@portico/connector_id",
        "email": "@portico-wallet/email",
        "emailLoginUsed": "@portico-wallet/email_login_used",
        "lastEmailLoginTime": "@portico-wallet/last_email_login_time",
        "lastUsedChain": "@portico-wallet/last_used_chain",
        "recentWallets": "@portico/recent_wallets",
        "remoteConfig": "@portico/remote_config",
        "smartAccountEnabledNetworks": "@portico-wallet/smart_account_enabled_networks",
        "socialUsername": "@portico-wallet/social_username",
      }
    `)
  })
})
