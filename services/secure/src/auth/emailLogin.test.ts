/**
 * Email login end to end over real SMTP (issue 7 "Connect email → a 6-digit code sent over SMTP
 * (nodemailer)"; flows VERIFY_DEVICE, VERIFY_OTP and CONNECT), on SQLite and PostgreSQL.
 */
import { ENGINES } from '@portico/kit/testing'
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
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    await secure.approveDeviceLink(email, since)
    const otp = await secure.readCode(email, since)
    const verified = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email, otp },
      device,
    })
    expect(verified.status).toBe(200)
    return verified.body as { session: string; user: { id: string; email: string } }
  }

  it('a new address answers VERIFY_DEVICE as a known one would (issue 16: no account enumeration); the link approves the device, then a 6-digit code by mail opens a 7-day session', async () => {
    const since = Date.now()
    const started = await start('Alice@Example.com', secure.device)
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    await secure.approveDeviceLink('alice@example.com', since)
    const mail = await secure.waitForMail('alice@example.com', {
      since,
      match: (m) => m.subject === 'Your sign-in code',
    })
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
    // A device the address approved goes straight to the code next time.
    expect((await start('alice@example.com', secure.device)).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('issue 16: an address with a wallet and one never seen get the same answers (no account enumeration)', async () => {
    await loginNewUser('known@example.com', secure.device)
    const stranger = createTestDevice()
    const answers = []
    for (const email of ['known@example.com', 'unknown@example.com']) {
      const since = Date.now()
      const started = await start(email, stranger)
      const guessed = await secure.call('POST', '/auth/v1/email/verify', {
        body: { email, otp: '000000' },
        device: stranger,
      })
      const mail = await secure.waitForMail(email, { since })
      answers.push({
        start: started.body,
        guess: [guessed.status, guessed.body.error.code],
        mail: mail.subject,
      })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]).toEqual({
      start: { action: 'VERIFY_DEVICE' },
      guess: [403, 'DEVICE_NOT_APPROVED'],
      mail: 'Approve a new device',
    })
  })

  it('issue 16: the device mail and page name the requesting site, time and address', async () => {
    const since = Date.now()
    await secure.call('POST', '/auth/v1/email/start', {
      body: { email: 'where@example.com', projectId: 'p1', origin: 'http://127.0.0.1:5173' },
      device: createTestDevice(),
    })
    const mail = await secure.waitForMail('where@example.com', { since })
    expect(mail.text).toContain('Site: http://127.0.0.1:5173')
    expect(mail.text).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
    expect(mail.text).toContain('From: 127.0.0.1')
    const link = /(http:\/\/\S+approve\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] as string
    const page = await (
      await fetch(link, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      })
    ).text()
    expect(page).toContain('Site: http://127.0.0.1:5173')
    expect(page).toContain('From: 127.0.0.1')
    // An origin the project does not allow is refused, not mailed.
    const foreign = await secure.call('POST', '/auth/v1/email/start', {
      body: { email: 'where@example.com', projectId: 'p1', origin: 'https://evil.example.org' },
    })
    expect(foreign.body.error.code).toBe('ORIGIN_NOT_ALLOWED')
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

  it('a code is bound to the device it was asked from, even when both are approved', async () => {
    await secure.loginByEmail('bound@example.com', { device: DEVICE_B })
    const otp = await secure.requestLoginCode('bound@example.com')
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
