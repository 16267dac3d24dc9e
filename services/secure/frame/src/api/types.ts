/** A user as the secure server answers it: never a key, a share or a session. */
export type ApiUser = {
  id: string
  email: string | null
  userName?: string | undefined
  /** google, github, apple, facebook, x, discord or farcaster; absent for email users. */
  socialProvider?: string | undefined
}

/** A user's wallet addresses, or null before the frame created one. */
export type ApiWallet = { evmAddress: string; solanaAddress: string } | null

/** What a login answers: the session token (shown once), the user and their wallet. */
export type ApiAuthResult = {
  session: string
  expiresAt: number
  user: ApiUser
  wallet: ApiWallet
}

/** `POST /email/start`: what the visitor does next. */
export type ApiEmailStartResult = { action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }
