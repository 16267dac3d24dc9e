import type { SiwxConfig, SiwxSession } from '@portico/core'
import { PorticoError } from '@portico/core/errors'
import type * as Wire from '@portico/protocol'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import { SiwxMessageError } from '../message/SiwxMessageError.js'
import type { SiwxMessage } from '../message/types.js'

export type CreateSiwxClientParameters = {
  /** Where the backend's sign-in routes are (createSiwxHandler). @default '/api/siwx' (same origin) */
  baseUrl?: string | undefined
  /** The line the wallet shows under the account (one line). */
  statement?: string | undefined
  /** Sign-in is required: the modal stays until the visitor signs or cancels (which disconnects). */
  required?: boolean | undefined
  /** @default location.host */
  domain?: string | undefined
  /** @default location.origin */
  uri?: string | undefined
  /** Each message expires this long after it is made (Expiration Time). @default none */
  messageTtlMs?: number | undefined
  resources?: readonly string[] | undefined
  /** @default true (spec §4 "Sign out on disconnect defaults to true") */
  signOutOnDisconnect?: boolean | undefined
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined
}

/** The backend's refusal, with its code (e.g. NONCE_INVALID for a replay) and HTTP status. */
export class SiwxBackendError extends PorticoError {
  override name = 'SiwxBackendError'
  static override readonly docsPath: string = '/errors#siwx-backend'
  declare readonly code: string
  readonly status: number
  constructor(status: number, code: string, message: string) {
    super(message, { code })
    this.status = status
  }
}

/** A session as the backend answers it (@portico/protocol), read leniently: core's fields required. */
type BackendSession = SiwxSession & Partial<Wire.SiwxSession>

const sameAccount = (session: SiwxSession, chainId: string, accountAddress: string) =>
  session.chainId === chainId &&
  (chainId.startsWith('eip155:')
    ? session.accountAddress.toLowerCase() === accountAddress.toLowerCase()
    : session.accountAddress === accountAddress)

/** What the client's methods throw: the backend's refusal, or a message it cannot send. */
export type CreateSiwxClientErrorType = SiwxBackendError | SiwxMessageError

/**
 * The `siwx` option of createPortico() for a dApp whose backend runs `@portico/siwx/server`'s
 * routes: `createMessage` asks the backend for a fresh nonce and builds the CAIP-122 / EIP-4361
 * message for the connected account; core has the connected wallet sign it (the adapter's
 * `signMessage`); `verify` posts message and signature to the backend, which checks them and sets
 * its HttpOnly session cookie; `getSessions` asks the backend whose session the cookie holds;
 * `signOut` / `revokeSession` end it. The browser never sees the session token.
 *
 * @example
 * createPortico({ …, siwx: createSiwxClient({ statement: 'Sign in to Example', required: true }) })
 */
export function createSiwxClient(parameters: CreateSiwxClientParameters = {}): SiwxConfig & {
  revokeSession(): Promise<void>
} {
  const base = (parameters.baseUrl ?? '/api/siwx').replace(/\/$/, '')
  const doFetch = (path: string, init?: RequestInit) =>
    (parameters.fetch ?? globalThis.fetch)(`${base}/${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    })

  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await doFetch(path, init)
    const body = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string }
    }
    if (!response.ok)
      throw new SiwxBackendError(
        response.status,
        body.error?.code ?? 'HTTP_ERROR',
        body.error?.message ?? `The sign-in backend answered ${response.status}`,
      )
    return body as T
  }

  async function signOut(): Promise<void> {
    await call('signout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  }

  return {
    signOutOnDisconnect: parameters.signOutOnDisconnect,
    getRequired: () => parameters.required === true,
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessage> {
      const { nonce } = await call<Wire.SiwxNonceResponse>('nonce')
      const now = Date.now()
      return createSiwxMessage({
        accountAddress,
        chainId,
        domain: parameters.domain ?? globalThis.location.host,
        uri: parameters.uri ?? globalThis.location.origin,
        version: '1',
        nonce,
        statement: parameters.statement,
        resources: parameters.resources,
        issuedAt: new Date(now).toISOString(),
        expirationTime:
          parameters.messageTtlMs !== undefined
            ? new Date(now + parameters.messageTtlMs).toISOString()
            : undefined,
      })
    },
    async verify({ message, signature }) {
      if (!message.serializedMessage)
        throw new SiwxMessageError('message', 'The message has no text to verify')
      const { session } = await call<{ session: BackendSession | null }>('verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: message.serializedMessage,
          signature,
        } satisfies Wire.SiwxVerifyBody),
      })
      return session !== null && sameAccount(session, message.chainId, message.accountAddress)
    },
    async getSessions({ chainId, accountAddress }) {
      const { session } = await call<{ session: BackendSession | null }>('session')
      return session && sameAccount(session, chainId, accountAddress) ? [session] : []
    },
    signOut,
    revokeSession: signOut,
  }
}
