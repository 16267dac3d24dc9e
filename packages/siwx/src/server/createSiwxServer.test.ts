import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage.js'
import type { SiwxMessageFields } from '../message/types.js'
import { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
import type { SiwxVerifier } from '../verifiers/SiwxVerifier.js'
import { type CreateSiwxServerParameters, createSiwxServer } from './createSiwxServer.js'
import { SiwxServerError } from './SiwxServerError.js'

const SECRET = 'test-session-secret-0123456789-abcdefghij'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const T0 = Date.parse('2026-11-22T06:00:00Z')
const key = ed25519.utils.randomPrivateKey()
const address = base58.encode(ed25519.getPublicKey(key))

let clock = T0
const logged: unknown[][] = []
beforeEach(() => {
  clock = T0
  logged.length = 0
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args))
})
afterEach(() => {
  vi.restoreAllMocks()
  // Secrets never logged: nothing the server printed during the test carries the session secret.
  expect(JSON.stringify(logged)).not.toContain(SECRET)
})

function server(overrides: Partial<CreateSiwxServerParameters> = {}) {
  return createSiwxServer({
    domain: 'app.example.com',
    verifiers: [createSolanaVerifier()],
    sessionSecret: SECRET,
    now: () => clock,
    ...overrides,
  })
}

/** A message for the test account with a nonce from `s`, signed with its key. */
async function signIn(s: ReturnType<typeof server>, fields: Partial<SiwxMessageFields> = {}) {
  const { nonce } = await s.issueNonce()
  const message = createSiwxMessage({
    accountAddress: address,
    chainId: SOLANA,
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce,
    issuedAt: new Date(clock).toISOString(),
    ...fields,
  })
  const signature = base58.encode(
    ed25519.sign(new TextEncoder().encode(message.serializedMessage), key),
  )
  return { message: message.serializedMessage, signature }
}

async function refusal(promise: Promise<unknown>): Promise<SiwxServerError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof SiwxServerError) return error
    throw error
  }
  throw new Error('the sign-in was accepted')
}

describe('nonces: single-use and expiring', () => {
  it('issueNonce gives a fresh ≥ 8 alphanumeric nonce with its expiry (5 minutes)', async () => {
    const s = server()
    const a = await s.issueNonce()
    const b = await s.issueNonce()
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(a.nonce).not.toBe(b.nonce)
    expect(a.expiresAt).toBe(new Date(T0 + 5 * 60_000).toISOString())
  })
  it('a replay of the same message and signature is refused: the nonce was used', async () => {
    const s = server()
    const attempt = await signIn(s)
    await s.verify(attempt)
    const error = await refusal(s.verify(attempt))
    expect(error.code).toBe('NONCE_INVALID')
    expect(error.status).toBe(401)
    expect(error.message).toBe('The nonce was not issued here, was already used, or expired')
  })
  it('two concurrent verifications of one message: exactly one signs in', async () => {
    const s = server()
    const attempt = await signIn(s)
    const results = await Promise.allSettled([s.verify(attempt), s.verify(attempt)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })
  it('a nonce used after its TTL is refused', async () => {
    const s = server({ nonceTtlMs: 1_000 })
    const attempt = await signIn(s)
    clock += 1_001
    expect((await refusal(s.verify(attempt))).code).toBe('NONCE_INVALID')
  })
  it('a failed attempt uses the nonce up (a new sign-in asks a new one)', async () => {
    const s = server()
    const attempt = await signIn(s)
    expect((await refusal(s.verify({ ...attempt, signature: '1111' }))).code).toBe(
      'INVALID_SIGNATURE',
    )
    expect((await refusal(s.verify(attempt))).code).toBe('NONCE_INVALID')
  })
})

describe('verify: the rules, in order', () => {
  it('a valid sign-in gives the session (TTL 24 h by default)', async () => {
    const s = server()
    expect(await s.verify(await signIn(s))).toEqual({
      accountAddress: address,
      chainId: SOLANA,
      domain: 'app.example.com',
      issuedAt: new Date(T0).toISOString(),
      expiresAt: new Date(T0 + 24 * 3_600_000).toISOString(),
    })
  })
  it('the session ends at the message’s Expiration Time when that is sooner', async () => {
    const s = server()
    const expirationTime = new Date(T0 + 60_000).toISOString()
    expect((await s.verify(await signIn(s, { expirationTime }))).expiresAt).toBe(expirationTime)
  })
  it('an Issued At within the clock skew (60 s) is accepted', async () => {
    const s = server()
    await s.verify(await signIn(s, { issuedAt: new Date(T0 + 59_000).toISOString() }))
  })

  const cases: {
    rule: string
    options?: Partial<CreateSiwxServerParameters>
    fields?: Partial<SiwxMessageFields>
    tamper?: (attempt: { message: string; signature: string }) => {
      message: string
      signature: string
    }
    code: string
    status: number
    text: RegExp
  }[] = [
    {
      rule: 'the domain must be the dApp’s (a message for another site is refused)',
      fields: { domain: 'evil.example' },
      code: 'DOMAIN_MISMATCH',
      status: 401,
      text: /The message is for domain 'evil.example', not 'app.example.com'/,
    },
    {
      rule: 'the URI must be on the dApp’s origin',
      fields: { uri: 'https://evil.example/login' },
      code: 'URI_MISMATCH',
      status: 401,
      text: /not on https:\/\/app.example.com/,
    },
    {
      rule: 'the URI scheme counts (http is not https)',
      fields: { uri: 'http://app.example.com/' },
      code: 'URI_MISMATCH',
      status: 401,
      text: /URI/,
    },
    {
      rule: 'a namespace without a verifier is refused',
      fields: {
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      },
      code: 'UNSUPPORTED_CHAIN',
      status: 401,
      text: /Sign-in on bip122:000000000019d6689c085ae165831e93 is not accepted here/,
    },
    {
      rule: 'a chain outside `chains` is refused',
      options: { chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] },
      code: 'UNSUPPORTED_CHAIN',
      status: 401,
      text: /not accepted/,
    },
    {
      rule: 'Issued At in the future beyond the skew is refused',
      fields: { issuedAt: new Date(T0 + 61_000).toISOString() },
      code: 'ISSUED_IN_FUTURE',
      status: 401,
      text: /issued in the future/,
    },
    {
      rule: 'an expired message (Expiration Time passed) is refused',
      fields: { expirationTime: new Date(T0 - 1).toISOString() },
      code: 'EXPIRED',
      status: 401,
      text: /The message expired at 2026-11-22T05:59:59.999Z/,
    },
    {
      rule: 'Expiration Time equal to now is expired',
      fields: { expirationTime: new Date(T0).toISOString() },
      code: 'EXPIRED',
      status: 401,
      text: /expired/,
    },
    {
      rule: 'Not Before in the future beyond the skew is refused',
      fields: { notBefore: new Date(T0 + 120_000).toISOString() },
      code: 'NOT_YET_VALID',
      status: 401,
      text: /not valid before/,
    },
    {
      rule: 'a nonce the server never issued is refused',
      fields: { nonce: 'madeUpNonce123' },
      code: 'NONCE_INVALID',
      status: 401,
      text: /not issued here/,
    },
    {
      rule: 'a signature by another key is refused',
      tamper: (a) => ({
        ...a,
        signature: base58.encode(
          ed25519.sign(new TextEncoder().encode(a.message), ed25519.utils.randomPrivateKey()),
        ),
      }),
      code: 'INVALID_SIGNATURE',
      status: 401,
      text: new RegExp(`not ${address}'s`),
    },
    {
      rule: 'a message changed after signing is refused',
      tamper: (a) => ({
        ...a,
        message: a.message.replace('/login', '/logout'),
      }),
      code: 'INVALID_SIGNATURE',
      status: 401,
      text: /signature/,
    },
    {
      rule: 'a malformed message is refused with the parser’s reason',
      tamper: (a) => ({ ...a, message: a.message.replace('Version: 1', 'Version: 2') }),
      code: 'INVALID_MESSAGE',
      status: 400,
      text: /Invalid version/,
    },
    {
      rule: 'an empty signature is refused',
      tamper: (a) => ({ ...a, signature: '' }),
      code: 'INVALID_MESSAGE',
      status: 400,
      text: /message text and its signature/,
    },
    {
      rule: 'a verifier that cannot tell answers 503 (try again)',
      options: {
        verifiers: [
          {
            namespace: 'solana',
            verify: () => Promise.reject(new Error('rpc down')),
          } satisfies SiwxVerifier,
        ],
      },
      code: 'VERIFICATION_UNAVAILABLE',
      status: 503,
      text: /could not be checked/,
    },
  ]
  it.each(cases)('$rule', async ({ options, fields, tamper, code, status, text }) => {
    const s = server(options)
    const attempt = await signIn(s, fields)
    const error = await refusal(s.verify(tamper ? tamper(attempt) : attempt))
    expect(error.code).toBe(code)
    expect(error.status).toBe(status)
    expect(error.message).toMatch(text)
  })
})

describe('the session cookie', () => {
  const cookieValue = (setCookie: string) => setCookie.split(';')[0] as string

  it('is HMAC-signed, HttpOnly, SameSite=Lax, Path=/, Secure, with Max-Age to the session’s end', async () => {
    const s = server()
    const session = await s.verify(await signIn(s))
    const cookie = await s.sessionCookie(session)
    expect(cookie).toMatch(/^portico_siwx=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}; /)
    expect(cookie.split('; ').slice(1)).toEqual([
      'Path=/',
      'Max-Age=86400',
      'HttpOnly',
      'SameSite=Lax',
      'Secure',
    ])
    expect(await s.readSession(`other=1; ${cookieValue(cookie)}`)).toEqual(session)
  })
  it('has no Secure attribute on a loopback domain (plain http://127.0.0.1 in development)', async () => {
    for (const domain of ['127.0.0.1:5173', 'localhost:3000', '[::1]:8080']) {
      const s = server({ domain })
      const session = await s.verify(await signIn(s, { domain, uri: `http://${domain}/` }))
      expect(await s.sessionCookie(session)).not.toContain('Secure')
    }
  })
  it('readSession refuses a forged, tampered, foreign, expired or absent cookie', async () => {
    const s = server()
    const session = await s.verify(await signIn(s))
    const good = cookieValue(await s.sessionCookie(session))
    const [name, token] = good.split('=') as [string, string]
    const [body, mac] = token.split('.') as [string, string]
    const forgedBody = btoa(JSON.stringify({ ...session, accountAddress: 'someoneElse' }))
      .replaceAll('=', '')
      .replaceAll('+', '-')
      .replaceAll('/', '_')
    const otherSecret = createSiwxServer({
      domain: 'app.example.com',
      verifiers: [],
      sessionSecret: 'another-secret-another-secret-another',
      now: () => clock,
    })
    const otherDomain = server({ domain: 'other.example.com' })
    expect(await s.readSession(undefined)).toBeNull()
    expect(await s.readSession('')).toBeNull()
    expect(await s.readSession(`${name}=${forgedBody}.${mac}`)).toBeNull()
    expect(await s.readSession(`${name}=${body}.${mac.slice(0, -2)}AA`)).toBeNull()
    expect(await s.readSession(`${name}=${body}`)).toBeNull()
    expect(await otherSecret.readSession(good)).toBeNull()
    expect(await otherDomain.readSession(good)).toBeNull()
    clock += 24 * 3_600_000
    expect(await s.readSession(good)).toBeNull()
  })
  it('sign-out clears it (Max-Age=0)', () => {
    expect(server().clearSessionCookie()).toBe(
      'portico_siwx=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    )
  })
  it('a secret under 32 bytes is refused without echoing it', async () => {
    const s = server({ sessionSecret: 'short-secret' })
    const error = await s
      .sessionCookie({
        accountAddress: address,
        chainId: SOLANA,
        domain: 'app.example.com',
        issuedAt: new Date(T0).toISOString(),
        expiresAt: new Date(T0 + 1000).toISOString(),
      })
      .catch((e: Error) => e)
    expect((error as Error).message).toBe('sessionSecret must have at least 32 bytes')
    expect((error as Error).message).not.toContain('short-secret')
  })
})
