import { AuthApiError } from './AuthApiError.js'
import type { ApiAuthResult, ApiEmailStartResult, ApiUser, ApiWallet } from './types.js'

/** Parameters of `createAuthApi`. */
export type CreateAuthApiParameters = {
  /** Base URL of the API. @default `${location.origin}/auth/v1` */
  baseUrl: string
  /** The session token to send as a bearer, when there is one. */
  getSession: () => string | undefined
  /** A DPoP proof of the frame's device key for one request (createDpopProof). */
  proveDevice: (request: {
    method: string
    url: string
    accessToken: string | undefined
  }) => Promise<string>
  /** @default globalThis.fetch */
  fetch?: typeof fetch
}

type Method = 'GET' | 'POST'

/**
 * The frame's client of the secure server's auth API (docs/embedded-wallet.md "The secure
 * server"): same origin, JSON, `Authorization: Bearer <session>` once logged in, and on every
 * request a DPoP proof of the frame's device key (the server refuses any request without one, and
 * a session or code from another key). A non-2xx answer
 * throws AuthApiError with the server's `{ error: { code, message } }`; a network failure throws
 * one with code `NETWORK`. Requests can be cancelled with an AbortSignal (the Abort message).
 */
export function createAuthApi({
  baseUrl,
  getSession,
  proveDevice,
  fetch: fetchFn,
}: CreateAuthApiParameters) {
  const base = baseUrl.replace(/\/+$/, '')
  const doFetch = fetchFn ?? globalThis.fetch.bind(globalThis)

  async function call<result>(
    method: Method,
    path: string,
    body?: unknown,
    signal?: AbortSignal,
    { withSession = true }: { withSession?: boolean } = {},
  ): Promise<result> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const session = withSession ? getSession() : undefined
    if (session) headers.authorization = `Bearer ${session}`
    const url = `${base}${path}`
    let response: Response
    try {
      headers.dpop = await proveDevice({ method, url, accessToken: session })
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
        cache: 'no-store',
        signal,
      })
    } catch (error) {
      if (signal?.aborted) throw error
      throw new AuthApiError('Server Error', { code: 'NETWORK', status: 0 })
    }
    const json = (await response.json().catch(() => undefined)) as
      | { error?: { code?: unknown; message?: unknown; details?: unknown } }
      | undefined
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'))
      throw new AuthApiError(
        typeof json?.error?.message === 'string' ? json.error.message : 'Server Error',
        {
          code: typeof json?.error?.code === 'string' ? json.error.code : `HTTP_${response.status}`,
          status: response.status,
          details: json?.error?.details,
          ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
        },
      )
    }
    return json as result
  }

  const query = (values: Record<string, string>) => new URLSearchParams(values).toString()

  return {
    /**
     * Starts an email login. `withSession: false` leaves the session out, so a signed-in user
     * re-authenticating (export) gets a fresh code instead of 'CONNECT'.
     */
    emailStart: (
      body: { email: string; projectId: string; origin?: string; reauthenticate?: boolean },
      signal?: AbortSignal,
      options?: { withSession?: boolean },
    ) => call<ApiEmailStartResult>('POST', '/email/start', body, signal, options),
    /** Long-polls until the device link was opened ('approved') or the server's wait ends ('pending'). */
    emailDevice: (email: string, signal?: AbortSignal) =>
      call<{ status: 'approved' | 'pending' }>(
        'GET',
        `/email/device?${query({ email })}`,
        undefined,
        signal,
      ),
    emailVerify: (body: { email: string; otp: string }, signal?: AbortSignal) =>
      call<ApiAuthResult>('POST', '/email/verify', body, signal),
    emailUpdate: (body: { email: string }, signal?: AbortSignal) =>
      call<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>(
        'POST',
        '/email/update',
        body,
        signal,
      ),
    emailUpdatePrimary: (body: { otp: string }, signal?: AbortSignal) =>
      call<unknown>('POST', '/email/update/primary', body, signal),
    emailUpdateSecondary: (body: { otp: string }, signal?: AbortSignal) =>
      call<{ newEmail: string; user: ApiUser }>('POST', '/email/update/secondary', body, signal),
    socialStart: (
      body: { provider: string; loginNonceHash: string; projectId: string },
      signal?: AbortSignal,
    ) => call<{ uri: string }>('POST', '/social/start', body, signal),
    socialRedeem: (body: { resultUri: string; loginNonce: string }, signal?: AbortSignal) =>
      call<ApiAuthResult>('POST', '/social/redeem', body, signal),
    farcasterStart: (body: { projectId: string; loginNonceHash: string }, signal?: AbortSignal) =>
      call<{ url: string; channelId: string }>('POST', '/farcaster/start', body, signal),
    /** Long-polls the Farcaster channel: 'pending', or 'completed' with the login's session. */
    farcasterWait: (body: { channelId: string; loginNonce: string }, signal?: AbortSignal) =>
      call<{ status: 'pending' } | ({ status: 'completed' } & ApiAuthResult)>(
        'POST',
        '/farcaster/wait',
        body,
        signal,
      ),
    me: (signal?: AbortSignal) =>
      call<{ user: ApiUser; wallet: ApiWallet; expiresAt: number; authenticatedAt: number }>(
        'GET',
        '/me',
        undefined,
        signal,
      ),
    signOut: () => call<unknown>('POST', '/signout', {}),
    /** What the new wallet's keys sign before createWallet (walletProofMessage). */
    walletChallenge: () => call<{ challenge: string }>('GET', '/wallet/challenge'),
    createWallet: (body: {
      evmAddress: string
      solanaAddress: string
      /** The 2-of-3 auth share: the recovery half, released only with a recovery (issue 16). */
      authShare: string
      /** The server half of this device's own 2-of-2 split (issue 16). */
      serverShare: string
      /** The recovery share under the recovery secret; at least one of the two blobs. */
      recoveryBlob?: string | undefined
      /** The recovery share under the passkey's PRF key (issue 16). */
      passkeyBlob?: string | undefined
      evmSignature: string
      solanaSignature: string
    }) => call<{ wallet: ApiWallet }>('POST', '/wallet', body),
    /** The auth share, for a wallet made before per-device shares only (404 RECOVERY_ONLY after). */
    authShare: (signal?: AbortSignal) =>
      call<{ authShare: string }>('GET', '/wallet/auth-share', undefined, signal),
    /** The server half of this device's own split (404 NO_DEVICE_SHARE: revoked or never registered). */
    deviceShare: (signal?: AbortSignal) =>
      call<{ serverShare: string }>('GET', '/wallet/device-share', undefined, signal),
    /** Registers this device's fresh split (after a recovery), proved by both wallet keys. */
    registerDevice: (body: {
      serverShare: string
      evmSignature: string
      solanaSignature: string
    }) => call<{ registered: true }>('POST', '/wallet/devices', body),
    /** The user's live sessions (ids, never tokens). */
    sessions: (signal?: AbortSignal) =>
      call<{
        sessions: {
          id: string
          device: string | null
          createdAt: number
          expiresAt: number
          current: boolean
        }[]
      }>('GET', '/sessions', undefined, signal),
    /** Ends one session (`{ id }`) or all but the current one (`{ all: true }`). */
    revokeSessions: (body: { id: string } | { all: true }) =>
      call<{ revoked: number }>('POST', '/sessions/revoke', body),
    /** The user's devices. */
    devices: (signal?: AbortSignal) =>
      call<{
        devices: {
          id: string
          current: boolean
          approvedAt: number | null
          walletShare: boolean
          sessions: number
          lastLoginAt: number | null
        }[]
      }>('GET', '/devices', undefined, signal),
    /** Revokes another device: its server share, sessions and approval go (a fresh login only). */
    revokeDevice: (body: { id: string }) =>
      call<{ revoked: true; sessions: number }>('POST', '/devices/revoke', body),
    /**
     * The USD price of an EVM chain's native currency for the approval screen's fee (null: no
     * trustworthy price). No session needed.
     */
    nativeUsdPrice: (params: { chainId: number; projectId: string }, signal?: AbortSignal) =>
      call<{ usd: number | null }>(
        'GET',
        `/prices/native?${query({ chainId: String(params.chainId), projectId: params.projectId })}`,
        undefined,
        signal,
        { withSession: false },
      ),
    recoveryBlob: (signal?: AbortSignal) =>
      call<{ recoveryBlob: string }>('GET', '/wallet/recovery', undefined, signal),
    /** Which protections the wallet has (no release, no mail). */
    recoveryMethods: (signal?: AbortSignal) =>
      call<{ secret: boolean; passkey: { credentialId: string; prfSalt: string } | null }>(
        'GET',
        '/wallet/recovery/methods',
        undefined,
        signal,
      ),
    /**
     * One blob and the recovery half that completes it (issue 16: a fresh login only, a few a day,
     * each mailed to the user, naming `origin` as the site).
     */
    releaseRecovery: <kind extends 'secret' | 'passkey'>(
      kind: kind,
      origin: string,
      signal?: AbortSignal,
    ) =>
      call<
        (kind extends 'passkey' ? { passkeyBlob: string } : { recoveryBlob: string }) & {
          authShare: string
        }
      >('GET', `/wallet/recovery?${new URLSearchParams({ kind, origin })}`, undefined, signal),
  }
}

/** The frame's auth API client. */
export type AuthApi = ReturnType<typeof createAuthApi>
