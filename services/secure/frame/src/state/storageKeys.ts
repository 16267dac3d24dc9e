/** localStorage / sessionStorage keys of the secure origin. */
export const STORAGE_KEYS = {
  /** `{ token, userId, expiresAt }` of the signed-in user (localStorage). */
  session: '@portico/secure/session',
  /** This browser's random device id (localStorage), sent with email logins. */
  deviceId: '@portico/secure/deviceId',
  /** The social login's nonce between GetSocialRedirectUri and ConnectSocial (sessionStorage). */
  loginNonce: '@portico/secure/loginNonce',
} as const
