/**
 * Email login end to end over real SMTP (issue 7 "Connect email → a 6-digit code sent over SMTP
 * (nodemailer)"; flows VERIFY_DEVICE, VERIFY_OTP and CONNECT), on SQLite and PostgreSQL.
 */
import { ENGINES } from '@portico/api/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDevice,
  startTestSecure,
  type TestDevice,
  type TestSecure,
} from '../testing/index.js'

/** A second browser's frame (the first is `secure.device`): a device is the frame's DPoP key. */
const DEVICE_B = createTestDevice()

describe.each(ENGINES)('email login on %s', (engine) => {
  let secure: TestSecure
  beforeAll(async () => {
    secure = await startTestSecure({ engine, longPollMs: 3_000, pollIntervalMs: 50 })
  })
  afterAll(async () => {
    await secure?.close()
  })

  async function mailCount() {
    return secure.mail.store.list().length
  }

  async function start(email: string, device: TestDevice, session?: string) {
    return secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
      session,
      device,
    })
  }

  async function loginNewUser(email: string, device = secure.device) {
    const since = Date.now()
    const started = await start(email, device)
    expect(started.body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await secure.readCode(email, since)
    const verified = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email, otp },
      device,
    })
    expect(verified.status).toBe(200)
    return verified.body as { session: string; user: { id: string; email: string } }
  }

  it('a new address gets VERIFY_OTP and a 6-digit code by mail; the code opens a 7-day session', async () => {
    const since = Date.now()
    const started = await start('Alice@Example.com', secure.device)
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const mail = await secure.waitForMail('alice@example.com', { since })
    expect(mail.subject).toBe('Your sign-in code')
    expect(mail.from).toContain('no-reply@portico.test')
    const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] as string
    expect(otp).toMatch(/^\d{6}$/)
    expect(mail.html ?? '').toContain(otp)
    const verified = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'alice@example.com', otp },
      device: secure.device,
    })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toEqual({ id: expect.any(String), email: 'alice@example.com' })
    expect(verified.body.wallet).toBeNull()
    expect(verified.body.session).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(verified.body.expiresAt - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000)
    const me = await secure.call('GET', '/auth/v1/me', { session: verified.body.session })
    expect(me.body.user.email).toBe('alice@example.com')
    // The same code cannot be used twice.
    const again = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'alice@example.com', otp },
      device: secure.device,
    })
    expect(again.body.error.code).toBe('INVALID_CODE')
  })

  it('"CONNECT": the address already signed in on this device gets no mail', async () => {
    const { session } = await loginNewUser('connect@example.com')
    const count = await mailCount()
    expect((await start('connect@example.com', secure.device, session)).body).toEqual({
      action: 'CONNECT',
    })
    expect(await mailCount()).toBe(count)
    // Re-authentication (before a key export) asks for a fresh code all the same.
    const since = Date.now()
    const fresh = await secure.call('POST', '/auth/v1/email/start', {
      body: {
        email: 'connect@example.com',
        projectId: 'p1',
        reauthenticate: true,
      },
      session,
    })
    expect(fresh.body).toEqual({ action: 'VERIFY_OTP' })
    expect(await secure.readCode('connect@example.com', since)).toMatch(/^\d{6}$/)
  })

  it('"VERIFY_DEVICE": a known address on a new device gets an approval link, then the code', async () => {
    await loginNewUser('device@example.com', secure.device)
    const since = Date.now()
    const started = await start('device@example.com', DEVICE_B)
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    const mail = await secure.waitForMail('device@example.com', { since })
    expect(mail.subject).toBe('Approve a new device')
    expect(mail.text).not.toMatch(/\b\d{6}\b/)
    const link = /(http:\/\/\S+\/auth\/v1\/email\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(
      mail.text,
    )?.[1] as string
    expect(link.startsWith(secure.url)).toBe(true)

    // Before approval: the long-poll says pending, and no code works for the new device.
    const waiting = secure.call('GET', '/auth/v1/email/device?email=device%40example.com', {
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      device: DEVICE_B,
    })
    const refused = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'device@example.com', otp: '000000' },
      device: DEVICE_B,
    })
    expect(refused.body.error.code).toBe('DEVICE_NOT_APPROVED')

    // The link opens a confirmation page (a mail scanner opening it approves nothing) …
    const page = await fetch(link, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Approve this device?')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const token = new URL(link).searchParams.get('token') as string
    // … whose form, posted from the secure origin, approves the device and sends the code.
    const approvedAt = Date.now()
    const approved = await fetch(`${secure.url}/auth/v1/email/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: secure.url },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('Device approved')
    expect((await waiting).body).toEqual({ status: 'approved' })
    const otp = await secure.readCode('device@example.com', approvedAt)
    const verified = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'device@example.com', otp },
      device: DEVICE_B,
    })
    expect(verified.status).toBe(200)

    // The link is single-use.
    const reused = await fetch(`${secure.url}/auth/v1/email/device/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: secure.url },
      body: new URLSearchParams({ token }).toString(),
    })
    expect(reused.status).toBe(400)
    // And the device is known now: the next login goes straight to the code.
    expect((await start('device@example.com', DEVICE_B)).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('a device long-poll answers pending when nothing happens in time', async () => {
    await loginNewUser('idle@example.com', secure.device)
    const polled = await secure.call('GET', '/auth/v1/email/device?email=idle%40example.com', {
      origin: null,
      device: DEVICE_B,
    })
    expect(polled.body).toEqual({ status: 'pending' })
  })

  it('a code is bound to the device it was asked from', async () => {
    const since = Date.now()
    await start('bound@example.com', secure.device)
    const otp = await secure.readCode('bound@example.com', since)
    const other = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email: 'bound@example.com', otp },
      device: DEVICE_B,
    })
    expect(other.body.error.code).toBe('INVALID_CODE')
  })

  it('sign-out revokes the session; a revoked session reads nothing', async () => {
    const { session } = await loginNewUser('signout@example.com')
    expect((await secure.call('GET', '/auth/v1/me', { session })).status).toBe(200)
    const out = await secure.call('POST', '/auth/v1/signout', { session })
    expect(out.body).toEqual({ signedOut: true })
    const after = await secure.call('GET', '/auth/v1/me', { session })
    expect(after).toMatchObject({
      status: 401,
      body: { error: { code: 'SESSION_EXPIRED', message: 'Session Expired' } },
    })
  })

  it('sessions are stored hashed: the database holds no session token', async () => {
    const { session } = await loginNewUser('hashed@example.com')
    const rows = await secure.database.db.selectFrom('secure_sessions').selectAll().execute()
    expect(JSON.stringify(rows)).not.toContain(session)
    const codes = await secure.database.db.selectFrom('secure_codes').select('code_hash').execute()
    expect(codes.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true)
  })
})
