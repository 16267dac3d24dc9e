import type * as Wire from '@portico/protocol'
import { generateSiwxNonce } from '../message/generateSiwxNonce.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import type { SiwxMessage } from '../message/types.js'
import { SiwxConfigurationError } from '../SiwxConfigurationError.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'
import { createMemoryNonceStore, type SiwxNonceStore } from './nonceStore.js'
import { SiwxServerError } from './SiwxServerError.js'
import { importSessionKey, readToken, signToken } from './sessionToken.js'

/**
 * A signed-in account, as the session cookie carries it and the handler answers it
 * (@portico/protocol): account, CAIP-2 network, domain, when it was verified and when it ends (ISO
 * 8601: the session TTL, or the message's Expiration Time if sooner).
 */
export type SiwxSession = Wire.SiwxSession

export type CreateSiwxServerParameters = {
  /** The dApp's RFC 3986 authority (host[:port]) every message must name, e.g. 'app.example.com'. */
  domain: string
  /** Messages' URI must be on this origin. @default `https://${domain}` (http:// on loopback) */
  uri?: string | undefined
  /** CAIP-2 networks accepted. @default every network of a namespace with a verifier */
  chains?: readonly string[] | undefined
  /** The verifiers, one per namespace (createEvmVerifier, createSolanaVerifier, createBitcoinVerifier). */
  verifiers: readonly SiwxVerifier[]
  /** HMAC-SHA256 key of the session cookie, at least 32 bytes. Never logged. */
  sessionSecret: string | Uint8Array
  /** @default createMemoryNonceStore() — one process; use a shared store for several */
  nonceStore?: SiwxNonceStore | undefined
  /** How long an issued nonce can be used. @default 5 minutes */
  nonceTtlMs?: number | undefined
  /** How long a session lasts. @default 24 hours */
  sessionTtlMs?: number | undefined
  /** Clock difference tolerated between the wallet and the server. @default 60 seconds */
  clockSkewMs?: number | undefined
  /** @default 'portico_siwx' */
  cookieName?: string | undefined
  /** The cookie's Secure attribute. @default true unless `domain` is a loopback host */
  secureCookie?: boolean | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
}

const MINUTE = 60_000
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i

/** Whether an authority (host[:port]) is this machine. */
export function isLoopbackDomain(domain: string): boolean {
  return LOOPBACK.test(domain)
}

function originOf(uri: string): string | undefined {
  try {
    const { origin } = new URL(uri)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim())
  }
  return cookies
}

function isSession(value: unknown): value is SiwxSession {
  const v = value as Partial<Record<keyof SiwxSession, unknown>> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.accountAddress === 'string' &&
    typeof v.chainId === 'string' &&
    typeof v.domain === 'string' &&
    typeof v.issuedAt === 'string' &&
    typeof v.expiresAt === 'string'
  )
}

/**
 * What {@link createSiwxServer} throws (an option that cannot work) and what its `verify` rejects
 * with (the rule a sign-in broke, with its HTTP status).
 */
export type CreateSiwxServerErrorType = SiwxConfigurationError | SiwxServerError

/**
 * The server side of sign-in with wallet (CAIP-122) for a dApp's backend:
 * - `issueNonce()` — a fresh nonce, kept single-use until it expires (nonceTtlMs);
 * - `verify({ message, signature })` — parses the message itself (never trusting fields the client
 *   sends beside it) and checks, in order: the domain is the dApp's, the URI on its origin, the
 *   chain accepted, Issued At not in the future (beyond clockSkewMs), Expiration Time not passed,
 *   Not Before reached, the nonce issued here and unused (consumed now: a replay fails), and the
 *   signature by the account (the namespace's verifier); resolves with the session, or throws
 *   SiwxServerError naming the rule;
 * - `sessionCookie(session)` — the Set-Cookie value: HMAC-SHA256-signed, HttpOnly, SameSite=Lax,
 *   Path=/, Max-Age, Secure unless the domain is loopback; `clearSessionCookie()` ends it;
 * - `readSession(cookieHeader)` — the session of a request's Cookie header, or null when absent,
 *   forged, expired or of another domain.
 */
export function createSiwxServer(parameters: CreateSiwxServerParameters) {
  const {
    domain,
    verifiers,
    chains,
    nonceStore = createMemoryNonceStore(),
    nonceTtlMs = 5 * MINUTE,
    sessionTtlMs = 24 * 60 * MINUTE,
    clockSkewMs = MINUTE,
    cookieName = 'portico_siwx',
    now = Date.now,
  } = parameters
  const loopback = isLoopbackDomain(domain)
  const secure = parameters.secureCookie ?? !loopback
  const expectedOrigin = originOf(parameters.uri ?? `${loopback ? 'http' : 'https'}://${domain}`)
  if (!expectedOrigin) throw new SiwxConfigurationError('uri must be an absolute http(s) URI')
  if (!/^[A-Za-z0-9_-]+$/.test(cookieName))
    throw new SiwxConfigurationError('cookieName must be a plain token')
  const keyPromise = importSessionKey(parameters.sessionSecret)
  // A failed import (short secret) rejects at the first use too; keep it from being unhandled.
  keyPromise.catch(() => {})
  const byNamespace = new Map(verifiers.map((v) => [v.namespace, v]))

  const refuse = (code: ConstructorParameters<typeof SiwxServerError>[0], text: string) => {
    throw new SiwxServerError(code, text)
  }

  async function verify({
    message: text,
    signature,
  }: {
    message: string
    signature: string
  }): Promise<SiwxSession> {
    if (typeof text !== 'string' || typeof signature !== 'string' || signature === '')
      refuse('INVALID_MESSAGE', 'A sign-in needs the message text and its signature')
    let message: SiwxMessage
    try {
      message = parseSiwxMessage(text)
    } catch (error) {
      throw new SiwxServerError('INVALID_MESSAGE', (error as Error).message, { cause: error })
    }
    const fullDomain = message.domain
    if (fullDomain !== domain)
      refuse('DOMAIN_MISMATCH', `The message is for domain '${fullDomain}', not '${domain}'`)
    if (originOf(message.uri) !== expectedOrigin)
      refuse('URI_MISMATCH', `The message's URI '${message.uri}' is not on ${expectedOrigin}`)
    const namespace = message.chainId.split(':')[0] as SiwxVerifier['namespace']
    const verifier = byNamespace.get(namespace)
    if (!verifier || (chains && !chains.includes(message.chainId)))
      refuse('UNSUPPORTED_CHAIN', `Sign-in on ${message.chainId} is not accepted here`)
    const at = now()
    const issuedAt = Date.parse(message.issuedAt ?? '')
    if (issuedAt > at + clockSkewMs)
      refuse('ISSUED_IN_FUTURE', `The message was issued in the future (${message.issuedAt})`)
    if (message.expirationTime !== undefined && Date.parse(message.expirationTime) <= at)
      refuse('EXPIRED', `The message expired at ${message.expirationTime}`)
    if (message.notBefore !== undefined && Date.parse(message.notBefore) > at + clockSkewMs)
      refuse('NOT_YET_VALID', `The message is not valid before ${message.notBefore}`)
    // Consumed before the signature is checked, atomically: two requests with one nonce cannot
    // both pass, and a failed attempt needs a fresh nonce.
    if (!(await nonceStore.consume(message.nonce, at)))
      refuse('NONCE_INVALID', 'The nonce was not issued here, was already used, or expired')
    let valid: boolean
    try {
      valid = await (verifier as SiwxVerifier).verify({ message, signature })
    } catch (error) {
      throw new SiwxServerError(
        'VERIFICATION_UNAVAILABLE',
        `The signature could not be checked on ${message.chainId} now; try again`,
        { cause: error },
      )
    }
    if (!valid)
      refuse(
        'INVALID_SIGNATURE',
        `The signature is not ${message.accountAddress}'s of this message`,
      )
    const ends = Math.min(
      at + sessionTtlMs,
      message.expirationTime !== undefined ? Date.parse(message.expirationTime) : Infinity,
    )
    return {
      accountAddress: message.accountAddress,
      chainId: message.chainId,
      domain: message.domain,
      issuedAt: new Date(at).toISOString(),
      expiresAt: new Date(ends).toISOString(),
    }
  }

  const attributes = (maxAge: number) =>
    `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`

  return {
    /** The domain messages must name. */
    domain,
    cookieName,
    /** Issues a nonce for one sign-in; it expires after nonceTtlMs. */
    async issueNonce(): Promise<Wire.SiwxNonceResponse> {
      const nonce = generateSiwxNonce()
      const expiresAt = now() + nonceTtlMs
      await nonceStore.add(nonce, expiresAt)
      return { nonce, expiresAt: new Date(expiresAt).toISOString() }
    },
    verify,
    /** The Set-Cookie header value that carries `session` (signed; lasts until it expires). */
    async sessionCookie(session: SiwxSession): Promise<string> {
      const token = await signToken(await keyPromise, session)
      const maxAge = Math.max(0, Math.floor((Date.parse(session.expiresAt) - now()) / 1000))
      return `${cookieName}=${token}; ${attributes(maxAge)}`
    },
    /** The Set-Cookie header value that removes the session cookie (sign-out). */
    clearSessionCookie(): string {
      return `${cookieName}=; ${attributes(0)}`
    },
    /** The session of a Cookie header, or null (none, forged, expired, another domain). */
    async readSession(cookieHeader: string | null | undefined): Promise<SiwxSession | null> {
      if (!cookieHeader) return null
      const token = parseCookies(cookieHeader).get(cookieName)
      if (!token) return null
      const payload = await readToken(await keyPromise, token)
      if (!isSession(payload) || payload.domain !== domain) return null
      if (!(Date.parse(payload.expiresAt) > now())) return null
      return payload
    },
  }
}

export type SiwxServer = ReturnType<typeof createSiwxServer>
