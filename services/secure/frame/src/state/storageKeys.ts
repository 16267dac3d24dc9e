/**
 * localStorage / sessionStorage keys of the secure origin. The device key is not here: it is a
 * non-extractable CryptoKey in IndexedDB (api/dpop/openDeviceKey.ts).
 */
export const STORAGE_KEYS = {
  /** `{ token, userId, expiresAt }` of the signed-in user (localStorage). */
  session: '@portico/secure/session',
  /** The social login's nonce between GetSocialRedirectUri and ConnectSocial (sessionStorage). */
  loginNonce: '@portico/secure/loginNonce',
} as const
