/**
 * Issue 16, finding 8: "the blob is released only after a fresh re-authentication, at a limited
 * rate, and each release is mailed to the user" — the attacks first (each passed on the old code:
 * any live session read the blob, as often as it liked, silently), then the passkey blob, on
 * SQLite and PostgreSQL.
 */

import type { CaughtMessage } from '@portico/devnet/testing'
import { ENGINES } from '@portico/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestWalletKeys,
  startTestSecure,
  type TestSecure,
  type TestWalletKeys,
} from '../testing/index.js'
import {
  DEFAULT_RECOVERY_RELEASE_POLICY,
  readRecoveryReleasePolicy,
} from './recoveryReleasePolicy.js'

const AUTH_SHARE =
  'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2Nzg5Ojs8PT4_QA'
const SECRET_BLOB =
  '{"v":1,"kdf":"scrypt","N":131072,"r":8,"p":1,"salt":"c2FsdHNhbHRzYWx0c2FsdA","nonce":"bm9uY2Vub25jZW5v","ct":"Y2lwaGVydGV4dGNpcGhlcnRleHQ"}'
const PASSKEY_BLOB = JSON.stringify({
  v: 2,
  kind: 'passkey',
  credentialId: 'Y3JlZGVudGlhbC1pZC0x',
  prfSalt: 'cHJmLXNhbHQtcHJmLXNhbHQtcHJmLXNhbHQtcHJmLXM',
  nonce: 'bm9uY2Vub25jZW5v',
  ct: 'Y2lwaGVydGV4dGNpcGhlcnRleHQ',
})
const SERVER_SHARE = '5a'.repeat(65)
const SUBJECT = "Your wallet's recovery data was requested"
const WINDOW_MS = DEFAULT_RECOVERY_RELEASE_POLICY.reauthWindowMs
const MAX = DEFAULT_RECOVERY_RELEASE_POLICY.perUser.max

describe.each(ENGINES)('recovery release on %s', (engine) => {
  let secure: TestSecure
  let clock = Date.now()
  beforeAll(async () => {
    secure = await startTestSecure({ engine, now: () => clock })
  })
  afterAll(async () => {
    await secure?.close()
  })

  async function releaseMails(to: string): Promise<CaughtMessage[]> {
    const url = new URL('/api/messages', secure.mail.inboxUrl)
    url.searchParams.set('to', to)
    const all = (await (await fetch(url)).json()) as CaughtMessage[]
    return all.filter((m) => m.subject === SUBJECT)
  }

  /** A user with a wallet (blobs as given) and a fresh session. */
  async function userWithWallet(
    email: string,
    blobs: { recoveryBlob?: string; passkeyBlob?: string } = { recoveryBlob: SECRET_BLOB },
  ) {
    const session = (await secure.loginByEmail(email)).session as string
    const keys: TestWalletKeys = createTestWalletKeys()
    const { challenge } = (await secure.call('GET', '/auth/v1/wallet/challenge', { session })).body
    const created = await secure.call('POST', '/auth/v1/wallet', {
      session,
      body: {
        evmAddress: keys.evmAddress,
        solanaAddress: keys.solanaAddress,
        authShare: AUTH_SHARE,
        serverShare: SERVER_SHARE,
        ...blobs,
        ...(await keys.prove(challenge)),
      },
    })
    expect(created.status).toBe(200)
    return session
  }

  describe('attacks (failed on the old code)', () => {
    it('a session opened longer ago than the re-authentication window gets no blob', async () => {
      const session = await userWithWallet('stale@example.com')
      clock += WINDOW_MS + 1_000
      const answer = await secure.call('GET', '/auth/v1/wallet/recovery', { session })
      expect(answer.status).toBe(401)
      expect(answer.body.error.code).toBe('SESSION_EXPIRED')
      expect(answer.body.error.details).toMatchObject({ reason: 'REAUTHENTICATE' })
      expect(JSON.stringify(answer.body)).not.toContain('c2FsdHNhbHRzYWx0c2FsdA')
      // The session still works for everything else (signing needs no fresh login).
      expect((await secure.call('GET', '/auth/v1/wallet/device-share', { session })).status).toBe(
        200,
      )
      // A fresh login of the same user on the same device gets it.
      const fresh = (await secure.loginByEmail('stale@example.com')).session as string
      const released = await secure.call('GET', '/auth/v1/wallet/recovery', { session: fresh })
      expect(released.body).toEqual({ recoveryBlob: SECRET_BLOB, authShare: AUTH_SHARE })
    })

    it(`the ${MAX + 1}th release within the limit's window is refused, fresh logins or not`, async () => {
      const email = 'many@example.com'
      let session = await userWithWallet(email)
      for (let i = 0; i < MAX; i += 1) {
        if (i % 2 === 1) session = (await secure.loginByEmail(email)).session
        const answer = await secure.call('GET', '/auth/v1/wallet/recovery', { session })
        expect(answer.status).toBe(200)
      }
      session = (await secure.loginByEmail(email)).session
      const refused = await secure.call('GET', '/auth/v1/wallet/recovery', { session })
      expect(refused.status).toBe(429)
      expect(refused.body.error.code).toBe('RATE_LIMITED')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // The limit is per user: another user is not held back.
      const other = await userWithWallet('many-other@example.com')
      expect(
        (await secure.call('GET', '/auth/v1/wallet/recovery', { session: other })).status,
      ).toBe(200)
      // After the window the user may again.
      clock += DEFAULT_RECOVERY_RELEASE_POLICY.perUser.windowMs + 1
      session = (await secure.loginByEmail(email)).session
      expect((await secure.call('GET', '/auth/v1/wallet/recovery', { session })).status).toBe(200)
    })

    it('each release is mailed to the user, naming the site, time and address', async () => {
      const email = 'mailed@example.com'
      const session = await userWithWallet(email)
      expect(await releaseMails(email)).toHaveLength(0)
      await secure.call('GET', '/auth/v1/wallet/recovery?origin=https%3A%2F%2Fapp.example.com', {
        session,
      })
      await secure.call('GET', '/auth/v1/wallet/recovery', { session })
      const mails = await releaseMails(email)
      expect(mails).toHaveLength(2)
      const withSite = mails.find((m) => m.text.includes('https://app.example.com'))
      expect(withSite?.text).toContain(
        "Your wallet's recovery data was requested from https://app.example.com at ",
      )
      expect(withSite?.text).toMatch(/Time: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/)
      expect(withSite?.text).toContain('From: 127.0.0.1')
      expect(mails.some((m) => m.text.includes('requested from 127.0.0.1 at'))).toBe(true)
    })
  })

  describe('passkey blob', () => {
    it('a wallet protected by a passkey alone: the methods say so, ?kind=passkey releases only it', async () => {
      const email = 'passkey@example.com'
      const session = await userWithWallet(email, { passkeyBlob: PASSKEY_BLOB })
      const methods = await secure.call('GET', '/auth/v1/wallet/recovery/methods', { session })
      expect(methods.body).toEqual({
        secret: false,
        passkey: {
          credentialId: 'Y3JlZGVudGlhbC1pZC0x',
          prfSalt: 'cHJmLXNhbHQtcHJmLXNhbHQtcHJmLXNhbHQtcHJmLXM',
        },
      })
      // Reading the methods is no release: no mail.
      expect(await releaseMails(email)).toHaveLength(0)
      const released = await secure.call('GET', '/auth/v1/wallet/recovery?kind=passkey', {
        session,
      })
      expect(released.body).toEqual({ passkeyBlob: PASSKEY_BLOB, authShare: AUTH_SHARE })
      const noSecret = await secure.call('GET', '/auth/v1/wallet/recovery', { session })
      expect(noSecret.status).toBe(404)
      expect((await releaseMails(email)).length).toBe(1)
    })

    it('with both, each kind is released on its own (a passkey unlock never hands out the guessable blob)', async () => {
      const session = await userWithWallet('both@example.com', {
        recoveryBlob: SECRET_BLOB,
        passkeyBlob: PASSKEY_BLOB,
      })
      const methods = await secure.call('GET', '/auth/v1/wallet/recovery/methods', { session })
      expect(methods.body.secret).toBe(true)
      const passkey = await secure.call('GET', '/auth/v1/wallet/recovery?kind=passkey', {
        session,
      })
      expect(passkey.body).toEqual({ passkeyBlob: PASSKEY_BLOB, authShare: AUTH_SHARE })
      const secret = await secure.call('GET', '/auth/v1/wallet/recovery?kind=secret', { session })
      expect(secret.body).toEqual({ recoveryBlob: SECRET_BLOB, authShare: AUTH_SHARE })
    })

    it.each([
      ['neither blob', {}],
      ['a passkey blob that is not the passkey format', { passkeyBlob: SECRET_BLOB }],
      [
        'a passkey blob with extra fields',
        { passkeyBlob: PASSKEY_BLOB.replace('{', '{"extra":"x",') },
      ],
    ])('POST /wallet refuses %s', async (_name, blobs) => {
      const session = (await secure.loginByEmail(`refuse-${Math.random()}@example.com`)).session
      const keys = createTestWalletKeys()
      const { challenge } = (await secure.call('GET', '/auth/v1/wallet/challenge', { session }))
        .body
      const answer = await secure.call('POST', '/auth/v1/wallet', {
        session,
        body: {
          evmAddress: keys.evmAddress,
          solanaAddress: keys.solanaAddress,
          authShare: AUTH_SHARE,
          serverShare: SERVER_SHARE,
          ...blobs,
          ...(await keys.prove(challenge)),
        },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.error.code).toBe('VALIDATION_ERROR')
    })
  })
})

describe('readRecoveryReleasePolicy', () => {
  it('reads the window and the limit, refusing malformed values by name', () => {
    expect(readRecoveryReleasePolicy({})).toEqual(DEFAULT_RECOVERY_RELEASE_POLICY)
    expect(
      readRecoveryReleasePolicy({
        PORTICO_SECURE_RECOVERY_REAUTH_S: '300',
        PORTICO_SECURE_LIMIT_RECOVERY_PER_USER: '2/3600',
      }),
    ).toEqual({ reauthWindowMs: 300_000, perUser: { max: 2, windowMs: 3_600_000 } })
    expect(() => readRecoveryReleasePolicy({ PORTICO_SECURE_RECOVERY_REAUTH_S: 'x' })).toThrow(
      /PORTICO_SECURE_RECOVERY_REAUTH_S/,
    )
    expect(() =>
      readRecoveryReleasePolicy({ PORTICO_SECURE_LIMIT_RECOVERY_PER_USER: '0/60' }),
    ).toThrow(/PORTICO_SECURE_LIMIT_RECOVERY_PER_USER/)
  })
})
