import type { ColumnType } from 'kysely'

/** Milliseconds since the epoch; read back with Number() (PostgreSQL's bigint arrives as a string). */
type EpochMs = ColumnType<number, number, number>
/** A nullable time: null until the thing happened. */
type EpochMsOrNull = ColumnType<number | null, number | null | undefined, number | null>

/** A person: one per email address or social account. */
export type SecureUsersTable = {
  id: string
  /** The address shown to the user (their login email, or what their social provider said). */
  email: string | null
  /** The social provider's username, when they came from one. */
  username: string | null
  /** How they first signed in: `email`, a social provider, or `farcaster`. */
  login_kind: string
  created_at: EpochMs
}

/** What a user signs in with: (`email`, address) or (provider, subject). Unique per pair. */
export type SecureIdentitiesTable = {
  kind: string
  subject: string
  user_id: string
  created_at: EpochMs
}

/** Devices a user confirmed by email: a device is the frame's DPoP key (its thumbprint, hashed). */
export type SecureDevicesTable = {
  user_id: string
  device_hash: string
  approved_at: EpochMs
}

/** One-time codes sent by mail, stored as an HMAC only. */
export type SecureCodesTable = {
  id: string
  /** `login`, `update_primary` or `update_secondary`. */
  purpose: string
  email: string
  user_id: string | null
  device_hash: string | null
  code_hash: string
  attempts: number
  created_at: EpochMs
  expires_at: EpochMs
  consumed_at: EpochMsOrNull
}

/** The device-approval links mailed for VERIFY_DEVICE (token stored hashed). */
export type SecureDeviceApprovalsTable = {
  token_hash: string
  user_id: string
  email: string
  device_hash: string
  /** The dApp origin the login came from (issue 16: the mail and page name it), if known. */
  origin: string | null
  /** The requesting client's address. */
  ip: string | null
  created_at: EpochMs
  expires_at: EpochMs
  approved_at: EpochMsOrNull
}

/** Sessions (token stored hashed). */
export type SecureSessionsTable = {
  token_hash: string
  user_id: string
  device_hash: string | null
  created_at: EpochMs
  expires_at: EpochMs
  revoked_at: EpochMsOrNull
}

/** A pending change of a user's email address. */
export type SecureEmailUpdatesTable = {
  id: string
  user_id: string
  new_email: string
  created_at: EpochMs
  expires_at: EpochMs
  primary_verified_at: EpochMsOrNull
  completed_at: EpochMsOrNull
}

/** A social login between its start and the redemption of its result (state and result stored hashed). */
export type SecureSocialLoginsTable = {
  state_hash: string
  provider: string
  project_id: string
  login_nonce_hash: string
  /** The device (DPoP key) that started the login: only it redeems the result. */
  device_hash: string | null
  /** The PKCE code verifier, encrypted under the server key. */
  code_verifier: string
  nonce: string
  created_at: EpochMs
  expires_at: EpochMs
  callback_at: EpochMsOrNull
  result_hash: string | null
  result_expires_at: EpochMsOrNull
  user_id: string | null
  redeemed_at: EpochMsOrNull
}

/** A Farcaster sign-in between its start and its completion. */
export type SecureFarcasterLoginsTable = {
  id: string
  project_id: string
  /** The relay's channel token, encrypted under the server key. */
  channel_token: string
  nonce: string
  login_nonce_hash: string
  /** The device (DPoP key) that started the login: only it receives the session. */
  device_hash: string | null
  created_at: EpochMs
  expires_at: EpochMs
  completed_at: EpochMsOrNull
}

/** The DPoP proofs seen while their `iat` is accepted (a proof is good once). */
export type SecureDpopProofsTable = {
  jti_hash: string
  expires_at: EpochMs
}

/** A user's wallet: addresses, the auth share (encrypted at rest) and the recovery blob. */
export type SecureWalletsTable = {
  user_id: string
  evm_address: string
  solana_address: string
  /** AES-256-GCM ciphertext of the auth share under SECURE_SHARE_KEY. */
  auth_share: string
  /**
   * The recovery share, encrypted in the frame under the user's secret; opaque here. '' when the
   * wallet was protected by a passkey alone (0003).
   */
  recovery_blob: string
  /**
   * The recovery share encrypted under a key derived from the user's passkey (WebAuthn PRF),
   * JSON `{ v: 2, kind: 'passkey', credentialId, prfSalt, nonce, ct }`; null without one (0003).
   */
  passkey_blob: ColumnType<string | null, string | null | undefined, string | null>
  /**
   * When the wallet moved to per-device shares (0004): from then on `auth_share` is the recovery
   * half, released only with a recovery. Null for a wallet made before, whose auth share still
   * signs for the devices holding an old share, until a device is revoked.
   */
  per_device_at: EpochMsOrNull
  created_at: EpochMs
}

/**
 * The server half of each device's own 2-of-2 split of a wallet secret (0004, issue 16): released
 * only to a session of that device; deleted when the device is revoked.
 */
export type SecureWalletDevicesTable = {
  user_id: string
  /** The device (the frame's DPoP key, hashed) this half belongs to. */
  device_hash: string
  /** AES-256-GCM ciphertext of the server share under SECURE_SHARE_KEY, bound to user and device. */
  server_share: string
  created_at: EpochMs
}

/** Each release of a wallet's recovery data (issue 16): the per-user limit counts them. */
export type SecureRecoveryReleasesTable = {
  id: string
  user_id: string
  /** Which blob went: `secret` or `passkey`. */
  kind: string
  /** The dApp site the frame said it serves, if it said. */
  origin: string | null
  ip: string | null
  released_at: EpochMs
}

/** The secure server's tables (all prefixed `secure_`, so one PostgreSQL database can hold the API's too). */
export type SecureDatabase = {
  secure_users: SecureUsersTable
  secure_identities: SecureIdentitiesTable
  secure_devices: SecureDevicesTable
  secure_codes: SecureCodesTable
  secure_device_approvals: SecureDeviceApprovalsTable
  secure_sessions: SecureSessionsTable
  secure_email_updates: SecureEmailUpdatesTable
  secure_social_logins: SecureSocialLoginsTable
  secure_farcaster_logins: SecureFarcasterLoginsTable
  secure_wallets: SecureWalletsTable
  secure_wallet_devices: SecureWalletDevicesTable
  secure_dpop_proofs: SecureDpopProofsTable
  secure_recovery_releases: SecureRecoveryReleasesTable
}
