/**
 * Issue 16, finding 1: "A dApp (or an XSS on any allowed origin) can get its own session for a
 * user … Sessions are bound to a non-extractable key made in the frame …; every auth API request
 * carries a proof of possession … A Node client that fakes Origin gets nothing." Each case is an
 * attacker's request that the server answered before this issue; each is refused now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDevice, startTestSecure, type TestSecure } from '../testing/index.js'

let secure: TestSecure
beforeAll(async () => {
  secure = await startTestSecure()
})
afterAll(async () => {
  await secure?.close()
})

/** The frame (secure.device) logs `email` in and holds the session. */
async function frameLogin(email: string) {
  return (await secure.loginByEmail(email)).session as string
}

describe('a Node client that fakes Origin gets nothing', () => {
  it.each([
    ['POST', '/auth/v1/email/start', { email: 'node@example.com', projectId: 'p1' }],
    ['POST', '/auth/v1/email/verify', { email: 'node@example.com', otp: '123456' }],
    ['GET', '/auth/v1/email/device?email=node%40example.com', undefined],
    [
      'POST',
      '/auth/v1/social/start',
      { provider: 'github', projectId: 'p1', loginNonceHash: 'a'.repeat(64) },
    ],
    ['POST', '/auth/v1/social/redeem', { resultUri: 'x', loginNonce: 'n'.repeat(43) }],
    ['POST', '/auth/v1/farcaster/start', { projectId: 'p1', loginNonceHash: 'a'.repeat(64) }],
    ['GET', '/auth/v1/providers', undefined],
    ['GET', '/auth/v1/me', undefined],
  ])('%s %s without a proof: 401 DPOP_INVALID', async (method, path, body) => {
    const answer = await secure.call(method, path, { body, device: null })
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('DPOP_INVALID')
  })

  it("a leaked session token is useless without the frame's key: no user, no share, no blob, no wallet", async () => {
    const session = await frameLogin('leaked@example.com')
    const attacker = createTestDevice()
    for (const [method, path] of [
      ['GET', '/auth/v1/me'],
      ['GET', '/auth/v1/wallet/auth-share'],
      ['GET', '/auth/v1/wallet/recovery'],
      ['GET', '/auth/v1/wallet/challenge'],
      ['POST', '/auth/v1/email/update'],
    ] as const) {
      const answer = await secure.call(method, path, {
        session,
        device: attacker,
        body: method === 'POST' ? { email: 'attacker@example.com' } : undefined,
      })
      expect(answer.status, path).toBe(401)
      expect(answer.body.error.code, path).toBe('SESSION_EXPIRED')
      // Nor with no key at all.
      expect((await secure.call(method, path, { session, device: null })).status).toBe(401)
    }
    // The frame itself still reads it.
    expect((await secure.call('GET', '/auth/v1/me', { session })).status).toBe(200)
  })

  it('a code phished or read in transit is useless to a client that did not ask for it', async () => {
    const otp = await secure.requestLoginCode('phished@example.com')
    const stolen = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'phished@example.com', otp },
      device: createTestDevice(),
    })
    // The attacker's key is no device of this address: refused before the code is even looked at.
    expect(stolen.body.error.code).toBe('DEVICE_NOT_APPROVED')
    expect(stolen.body.session).toBeUndefined()
  })

  it('a replayed proof is refused: each proof is good once', async () => {
    const url = `${secure.url}/auth/v1/providers`
    const proof = secure.device.proof({ method: 'GET', url })
    const send = () =>
      fetch(url, { headers: { origin: secure.url, dpop: proof } }).then((r) => r.json())
    expect(await send()).toHaveProperty('social')
    expect(await send()).toMatchObject({ error: { code: 'DPOP_INVALID' } })
  })

  it('a proof made for one route does not open another', async () => {
    const session = await frameLogin('route@example.com')
    const proof = secure.device.proof({
      method: 'GET',
      url: `${secure.url}/auth/v1/me`,
      accessToken: session,
    })
    const answer = await secure.call('GET', '/auth/v1/wallet/recovery', {
      session,
      device: null,
      headers: { dpop: proof },
    })
    expect(answer.body.error.code).toBe('DPOP_INVALID')
  })
})

describe('"A project whose allowed origins include * cannot use email or social login outside development"', () => {
  // Social and Farcaster: socialLogin.test.ts (a server with those providers configured).
  it('an email login for project p2 (*) is refused', async () => {
    const answer = await secure.call('POST', '/auth/v1/email/start', {
      body: { email: 'wild@example.com', projectId: 'p2' },
    })
    expect(answer.status).toBe(403)
    expect(answer.body.error.code).toBe('WILDCARD_ORIGINS')
  })

  it('in development (the devnet) it works', async () => {
    const development = await startTestSecure({ development: true })
    try {
      const answer = await development.call('POST', '/auth/v1/email/start', {
        body: { email: 'wild-dev@example.com', projectId: 'p2' },
      })
      expect(answer.body).toEqual({ action: 'VERIFY_DEVICE' })
    } finally {
      await development.close()
    }
  })
})
