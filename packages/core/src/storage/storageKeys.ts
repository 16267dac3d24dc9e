import { STORAGE_KEYS } from './createStorage.js'

/** Prefix of the keys holding embedded-wallet data (spec §9), apart from the widget's own. */
export const WALLET_STORAGE_KEY_PREFIX = '@portico-wallet/'

/**
 * Every local storage key Portico uses (spec §3 "Local storage keys", plus the connector id and
 * active namespace), prefixed as spec §9 asks: `@portico/` for the widget's data,
 * `@portico-wallet/` for the embedded wallet's.
 */
export const STORAGE_KEYS_ALL = Object.freeze({
  /** Id of the last connected connector. */
  connectorId: STORAGE_KEYS.connectorId,
  /** Namespace of the active chain. */
  activeNamespace: STORAGE_KEYS.activeNamespace,
  remoteConfig: STORAGE_KEYS.remoteConfig,
  /** The wallets connected last, newest first. */
  recentWallets: STORAGE_KEYS.recentWallets,
  /** The active namespace's connected account (CAIP-10 address and connector id). */
  connectedAccount: STORAGE_KEYS.connectedAccount,
  /** When the last email login started, in ms since the epoch (the 30 s cooldown reads it). */
  lastEmailLoginTime: `${WALLET_STORAGE_KEY_PREFIX}last_email_login_time`,
  /** The email of the embedded wallet's user. */
  email: `${WALLET_STORAGE_KEY_PREFIX}email`,
  /** Set once email login has been used; the login frame is created only then. */
  emailLoginUsed: `${WALLET_STORAGE_KEY_PREFIX}email_login_used`,
  /** Username of the social login. */
  socialUsername: `${WALLET_STORAGE_KEY_PREFIX}social_username`,
  /** The chain the embedded wallet last used. */
  lastUsedChain: `${WALLET_STORAGE_KEY_PREFIX}last_used_chain`,
  /** Networks on which smart accounts are enabled. */
  smartAccountEnabledNetworks: `${WALLET_STORAGE_KEY_PREFIX}smart_account_enabled_networks`,
} as const)

/** One of Portico's local storage keys. */
export type StorageKey = (typeof STORAGE_KEYS_ALL)[keyof typeof STORAGE_KEYS_ALL]
