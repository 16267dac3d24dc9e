/**
 * The rules of one-time codes and mail (issue 7): "Codes expire after 10 minutes; 5 wrong codes
 * lock that code; … server-side rate limits per email and IP", and "update email with primary and
 * secondary codes" — over real SMTP, with an injected clock.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestSecure, type TestSecure } from '../testing/index.js'
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from './codes.js'

let clock = Date.now()
let secure: TestSecure

beforeAll(async () => {
  secure = await startTestSecure({
    now: () => clock,
    rateLimits: {
      mailPerEmail: { max: 3, windowMs: 600_000 },
      mailPerIp: { max: 1_000, windowMs: 600_000 },
      verifyPerIp: { max: 1_000, windowMs: 600_000 },
    },
  })
})
afterAll(async () => {
  await secure?.close()
})
beforeEach(() => {
  // Each test starts a fresh hour, so rate-limit windows of earlier tests are over.
  clock += 3_600_000
})

async function requestCode(email: string) {
  return secure.requestLoginCode(email)
}

function verify(email: string, otp: string) {
  return secure.call('POST', '/auth/v1/email/verify', { body: { email, otp } })
}

function wrong(otp: string): string {
  return String((Number(otp) + 1) % 1_000_000).padStart(6, '0')
}

describe('"5 wrong codes lock that code"', () => {
  it.each([
    [1, 'INVALID_CODE', 4],
    [2, 'INVALID_CODE', 3],
    [3, 'INVALID_CODE', 2],
    [4, 'INVALID_CODE', 1],
    [5, 'CODE_LOCKED', undefined],
  ])('wrong try %i answers %s (tries left: %s)', async (tries, lastCode, left) => {
    const email = `wrong-${tries}@example.com`
    const otp = await requestCode(email)
    let last: Awaited<ReturnType<typeof verify>> | undefined
    for (let i = 0; i < tries; i++) last = await verify(email, wrong(otp))
    expect(last?.status).toBe(400)
    expect(last?.body.error.code).toBe(lastCode)
    expect(last?.body.error.details?.attemptsLeft).toBe(left)
    // Below the limit the right code still works; at it, the code stays locked even when right.
    const right = await verify(email, otp)
    if (tries < MAX_CODE_ATTEMPTS) expect(right.status).toBe(200)
    else
      expect(right.body.error).toEqual({
        code: 'CODE_LOCKED',
        message: 'Too many wrong codes: ask for a new code',
      })
  })

  it('a new code after a lock works', async () => {
    const email = 'relock@example.com'
    const first = await requestCode(email)
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) await verify(email, wrong(first))
    const second = await requestCode(email)
    expect((await verify(email, second)).status).toBe(200)
  })

  it('only the newest code counts', async () => {
    const email = 'newest@example.com'
    const first = await requestCode(email)
    const second = await requestCode(email)
    if (first !== second) expect((await verify(email, first)).body.error.code).toBe('INVALID_CODE')
    expect((await verify(email, second)).status).toBe(200)
  })
})

describe('"Codes expire after 10 minutes"', () => {
  it.each([
    ['1 ms before 10 minutes: accepted', CODE_TTL_MS - 1, 200, undefined],
    ['at 10 minutes: expired', CODE_TTL_MS, 400, 'CODE_EXPIRED'],
    ['an hour later: expired', 3_600_000, 400, 'CODE_EXPIRED'],
  ])('%s', async (_name, elapsed, status, code) => {
    const email = `expiry-${elapsed}@example.com`
    const otp = await requestCode(email)
    clock += elapsed
    const answer = await verify(email, otp)
    expect(answer.status).toBe(status)
    expect(answer.body.error?.code).toBe(code)
  })
})

describe('"server-side rate limits per email and IP"', () => {
  it('the 4th mail to one address within the window gets 429 Rate Limited with Retry-After; the window passing lets it through', async () => {
    const email = 'limited@example.com'
    for (let i = 0; i < 3; i++) await requestCode(email)
    const refused = await secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe('Rate Limited')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    // Another address from the same IP is not limited by the first address's count.
    expect(
      (
        await secure.call('POST', '/auth/v1/email/start', {
          body: { email: 'other-limited@example.com', projectId: 'p1' },
        })
      ).status,
    ).toBe(200)
    clock += retryAfter * 1_000
    await requestCode(email)
  })

  it('per IP: mails from one address over the limit are refused, whatever the email', async () => {
    const limited = await startTestSecure({
      rateLimits: { mailPerIp: { max: 2, windowMs: 600_000 } },
    })
    try {
      const answers = []
      for (const email of ['ip1@example.com', 'ip2@example.com', 'ip3@example.com'])
        answers.push(
          (
            await limited.call('POST', '/auth/v1/email/start', {
              body: { email, projectId: 'p1' },
            })
          ).status,
        )
      expect(answers).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })

  it('issue 16: per address, a daily cap on code guesses whatever the IP (the right code too, once over)', async () => {
    const limited = await startTestSecure({
      rateLimits: { verifyPerEmail: { max: 3, windowMs: 86_400_000 } },
    })
    try {
      const otp = await limited.requestLoginCode('capped@example.com')
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await limited.call('POST', '/auth/v1/email/verify', {
              body: { email: 'capped@example.com', otp: wrong(otp) },
            })
          ).status,
        )
      const right = await limited.call('POST', '/auth/v1/email/verify', {
        body: { email: 'capped@example.com', otp },
      })
      expect([...statuses, right.status]).toEqual([400, 400, 400, 429])
      expect(right.body.error.code).toBe('RATE_LIMITED')
      // Another address is not touched by it.
      const other = await limited.requestLoginCode('uncapped@example.com')
      expect(
        (
          await limited.call('POST', '/auth/v1/email/verify', {
            body: { email: 'uncapped@example.com', otp: other },
          })
        ).status,
      ).toBe(200)
    } finally {
      await limited.close()
    }
  })

  it('per IP: code guesses over the limit are refused before any code is checked', async () => {
    const limited = await startTestSecure({
      rateLimits: { verifyPerIp: { max: 3, windowMs: 600_000 } },
    })
    try {
      const statuses = []
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await limited.call('POST', '/auth/v1/email/verify', {
              body: { email: 'guess@example.com', otp: '123456' },
            })
          ).status,
        )
      // An address never started answers as a device not approved (no account enumeration).
      expect(statuses).toEqual([403, 403, 403, 429])
    } finally {
      await limited.close()
    }
  })
})

describe('"Sessions: 32 random bytes, stored hashed, 7 days"', () => {
  it.each([
    ['a minute before 7 days: live', 7 * 24 * 3_600_000 - 60_000, 200],
    ['at 7 days: expired', 7 * 24 * 3_600_000, 401],
  ])('%s', async (_name, elapsed, status) => {
    const email = `session-${elapsed}@example.com`
    const otp = await requestCode(email)
    const { session } = (await verify(email, otp)).body
    clock += elapsed
    expect((await secure.call('GET', '/auth/v1/me', { session })).status).toBe(status)
  })
})

describe('update email with primary and secondary codes', () => {
  it('VERIFY_PRIMARY_OTP (code to the current address) then VERIFY_SECONDARY_OTP (code to the new one) moves the login', async () => {
    const otp = await requestCode('old@example.com')
    const { session } = (await verify('old@example.com', otp)).body
    let since = Date.now()
    const update = await secure.call('POST', '/auth/v1/email/update', {
      body: { email: 'New@Example.com' },
      session,
    })
    expect(update.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await secure.readCode('old@example.com', since)
    expect((await secure.waitForMail('old@example.com', { since })).subject).toBe(
      'Confirm your email change',
    )
    // The secondary step needs the primary one first.
    expect(
      (
        await secure.call('POST', '/auth/v1/email/update/secondary', {
          body: { otp: primary },
          session,
        })
      ).body.error.code,
    ).toBe('BAD_REQUEST')
    since = Date.now()
    const first = await secure.call('POST', '/auth/v1/email/update/primary', {
      body: { otp: primary },
      session,
    })
    expect(first.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await secure.readCode('new@example.com', since)
    const done = await secure.call('POST', '/auth/v1/email/update/secondary', {
      body: { otp: secondary },
      session,
    })
    expect(done.body).toMatchObject({
      newEmail: 'new@example.com',
      user: { email: 'new@example.com' },
    })
    // The new address logs in to the same user; the old one is a new user.
    const again = await requestCode('new@example.com')
    expect((await verify('new@example.com', again)).body.user.id).toBe(done.body.user.id)
    const me = await secure.call('GET', '/auth/v1/me', { session })
    expect(me.body.user.email).toBe('new@example.com')
  })

  it('issue 16, finding 7: once changed, the other sessions are signed out and the old address is told', async () => {
    const { session } = (
      await verify('moving@example.com', await requestCode('moving@example.com'))
    ).body
    const other = (await verify('moving@example.com', await requestCode('moving@example.com'))).body
      .session as string
    let since = Date.now()
    await secure.call('POST', '/auth/v1/email/update', {
      body: { email: 'moved@example.com' },
      session,
    })
    const primary = await secure.readCode('moving@example.com', since)
    since = Date.now()
    await secure.call('POST', '/auth/v1/email/update/primary', { body: { otp: primary }, session })
    const secondary = await secure.readCode('moved@example.com', since)
    since = Date.now()
    const done = await secure.call('POST', '/auth/v1/email/update/secondary', {
      body: { otp: secondary },
      session,
    })
    expect(done.status).toBe(200)
    const notice = await secure.waitForMail('moving@example.com', {
      since,
      match: (mail) => mail.subject === 'The email of your wallet changed',
    })
    expect(notice.text).toContain('moved@example.com')
    expect((await secure.call('GET', '/auth/v1/me', { session: other })).status).toBe(401)
    expect((await secure.call('GET', '/auth/v1/me', { session })).status).toBe(200)
  })

  it('needs a session, and an address nobody else uses — told only after the new address is proven', async () => {
    expect(
      (await secure.call('POST', '/auth/v1/email/update', { body: { email: 'x@example.com' } }))
        .status,
    ).toBe(401)
    const taken = await requestCode('taken@example.com')
    await verify('taken@example.com', taken)
    const mine = await requestCode('mine@example.com')
    const { session } = (await verify('mine@example.com', mine)).body
    // Asking tells nothing about the address (issue 16: no account enumeration) …
    let since = Date.now()
    const answer = await secure.call('POST', '/auth/v1/email/update', {
      body: { email: 'taken@example.com' },
      session,
    })
    expect(answer.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await secure.readCode('mine@example.com', since)
    since = Date.now()
    await secure.call('POST', '/auth/v1/email/update/primary', { body: { otp: primary }, session })
    // … only its owner, proving it with the code mailed there, learns another wallet has it.
    const secondary = await secure.readCode('taken@example.com', since)
    const done = await secure.call('POST', '/auth/v1/email/update/secondary', {
      body: { otp: secondary },
      session,
    })
    expect(done.body.error).toEqual({ code: 'EMAIL_IN_USE', message: 'Email already in use' })
    expect((await secure.call('GET', '/auth/v1/me', { session })).body.user.email).toBe(
      'mine@example.com',
    )
  })

  it('a wrong primary code counts toward the lock like a login code', async () => {
    const otp = await requestCode('lockupdate@example.com')
    const { session } = (await verify('lockupdate@example.com', otp)).body
    const since = Date.now()
    await secure.call('POST', '/auth/v1/email/update', {
      body: { email: 'lu2@example.com' },
      session,
    })
    const primary = await secure.readCode('lockupdate@example.com', since)
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
      await secure.call('POST', '/auth/v1/email/update/primary', {
        body: { otp: wrong(primary) },
        session,
      })
    const locked = await secure.call('POST', '/auth/v1/email/update/primary', {
      body: { otp: primary },
      session,
    })
    expect(locked.body.error.code).toBe('CODE_LOCKED')
  })
})

describe('input', () => {
  it.each([
    [
      'an invalid email (spec §5 "email valid")',
      { email: 'not-an-email', projectId: 'p1' },
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an unknown project',
      { email: 'a@example.com', projectId: 'nope' },
      401,
      'INVALID_PROJECT_ID',
    ],
    [
      'a malformed project id',
      { email: 'a@example.com', projectId: 'a b' },
      400,
      'VALIDATION_ERROR',
    ],
  ])('%s is refused', async (_name, body, status, code) => {
    const answer = await secure.call('POST', '/auth/v1/email/start', { body })
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toBe(code)
  })
})
