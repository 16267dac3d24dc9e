/**
 * Issue 16, low item: "sessions revocable" — the user's live sessions and devices, listed (never a
 * token) and revoked; the attacks first (each failed on the old code, where a session could be
 * ended only by its own sign-out, so a session left on a lost device lived its 7 days), on SQLite
 * and PostgreSQL.
 */
import { ENGINES } from '@portico/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../crypto/secretTokens.js'
import {
  createTestDevice,
  startTestSecure,
  type TestDevice,
  type TestSecure,
} from '../testing/index.js'

type ListedSession = {
  id: string
  device: string
  createdAt: number
  expiresAt: number
  current: boolean
}

describe.each(ENGINES)('sessions and devices on %s', (engine) => {
  let secure: TestSecure
  beforeAll(async () => {
    secure = await startTestSecure({ engine })
  })
  afterAll(async () => {
    await secure?.close()
  })

  async function login(email: string, device: TestDevice) {
    return (await secure.loginByEmail(email, { device })).session as string
  }

  async function list(session: string, device: TestDevice): Promise<ListedSession[]> {
    const answer = await secure.call('GET', '/auth/v1/sessions', { session, device })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    return answer.body.sessions
  }

  describe('attacks (failed on the old code)', () => {
    it("the owner ends a session left on another device: its token (and the device's key) get nothing after", async () => {
      const [laptop, lost] = [createTestDevice(), createTestDevice()]
      const email = 'lost-phone@example.com'
      const mine = await login(email, laptop)
      const theirs = await login(email, lost)
      const sessions = await list(mine, laptop)
      expect(sessions).toHaveLength(2)
      const other = sessions.find((s) => !s.current)!
      const revoked = await secure.call('POST', '/auth/v1/sessions/revoke', {
        session: mine,
        device: laptop,
        body: { id: other.id },
      })
      expect(revoked.body).toEqual({ revoked: 1 })
      expect(
        (await secure.call('GET', '/auth/v1/me', { session: theirs, device: lost })).status,
      ).toBe(401)
      expect(
        (await secure.call('GET', '/auth/v1/me', { session: mine, device: laptop })).status,
      ).toBe(200)
      expect(await list(mine, laptop)).toHaveLength(1)
    })

    it('{ all: true } ends every session but the current one', async () => {
      const devices = [createTestDevice(), createTestDevice(), createTestDevice()]
      const email = 'all-sessions@example.com'
      // One after another: each login reads the newest code mailed to the address.
      // One after another: each login reads the newest code mailed to the address.
      const sessions: string[] = []
      for (const device of devices) sessions.push(await login(email, device))
      const [keep, ...others] = sessions
      const revoked = await secure.call('POST', '/auth/v1/sessions/revoke', {
        session: keep,
        device: devices[0],
        body: { all: true },
      })
      expect(revoked.body).toEqual({ revoked: 2 })
      for (const [i, session] of others.entries())
        expect(
          (await secure.call('GET', '/auth/v1/me', { session, device: devices[i + 1] })).status,
        ).toBe(401)
      expect(await list(keep!, devices[0]!)).toEqual([expect.objectContaining({ current: true })])
    })
  })

  it("lists only the user's live sessions: ids, never tokens nor their hashes", async () => {
    const [a, b] = [createTestDevice(), createTestDevice()]
    const email = 'listing@example.com'
    const first = await login(email, a)
    const second = await login(email, b)
    const signedOut = await login(email, a)
    await secure.call('POST', '/auth/v1/signout', { session: signedOut, device: a })
    const stranger = await login('listing-stranger@example.com', a)
    const sessions = await list(first, a)
    expect(sessions).toHaveLength(2)
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    for (const s of sessions) {
      expect(s).toEqual({
        id: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        device: expect.any(String),
        createdAt: expect.any(Number),
        expiresAt: expect.any(Number),
        current: expect.any(Boolean),
      })
      expect(s.expiresAt).toBeGreaterThan(s.createdAt)
    }
    expect(new Set(sessions.map((s) => s.device)).size).toBe(2)
    const dump = JSON.stringify(sessions)
    for (const token of [first, second, signedOut, stranger]) {
      expect(dump).not.toContain(token)
      expect(dump).not.toContain(hashToken(token))
    }
  })

  it("another user's session id is not found and stays live; the current session is not revoked by id", async () => {
    const [a, b] = [createTestDevice(), createTestDevice()]
    const victim = await login('victim-sessions@example.com', a)
    const [victimSession] = await list(victim, a)
    const attacker = await login('attacker-sessions@example.com', b)
    const tried = await secure.call('POST', '/auth/v1/sessions/revoke', {
      session: attacker,
      device: b,
      body: { id: victimSession!.id },
    })
    expect(tried.status).toBe(404)
    expect((await secure.call('GET', '/auth/v1/me', { session: victim, device: a })).status).toBe(
      200,
    )
    const own = await secure.call('POST', '/auth/v1/sessions/revoke', {
      session: victim,
      device: a,
      body: { id: victimSession!.id },
    })
    expect(own.status).toBe(400)
    for (const body of [{}, { id: 'x', all: true }, { all: false }])
      expect(
        (
          await secure.call('POST', '/auth/v1/sessions/revoke', {
            session: victim,
            device: a,
            body,
          })
        ).status,
      ).toBe(400)
  })

  it('devices: listed with the current one marked; revoking one ends its sessions and forgets it; not the current one', async () => {
    const [a, b] = [createTestDevice(), createTestDevice()]
    const email = 'devices@example.com'
    const mine = await login(email, a)
    const theirs = await login(email, b)
    const listed = await secure.call('GET', '/auth/v1/devices', { session: mine, device: a })
    expect(listed.status).toBe(200)
    const devices = listed.body.devices as {
      id: string
      current: boolean
      approvedAt: number | null
      walletShare: boolean
      sessions: number
    }[]
    expect(devices).toHaveLength(2)
    const current = devices.find((d) => d.current)!
    const other = devices.find((d) => !d.current)!
    expect(other).toMatchObject({ walletShare: false, sessions: 1 })
    expect(other.approvedAt).toEqual(expect.any(Number))
    const sessions = await list(mine, a)
    expect(sessions.find((s) => !s.current)?.device).toBe(other.id)

    const self = await secure.call('POST', '/auth/v1/devices/revoke', {
      session: mine,
      device: a,
      body: { id: current.id },
    })
    expect(self.status).toBe(400)
    const revoked = await secure.call('POST', '/auth/v1/devices/revoke', {
      session: mine,
      device: a,
      body: { id: other.id },
    })
    expect(revoked.body).toEqual({ revoked: true, sessions: 1 })
    expect((await secure.call('GET', '/auth/v1/me', { session: theirs, device: b })).status).toBe(
      401,
    )
    const after = await secure.call('GET', '/auth/v1/devices', { session: mine, device: a })
    expect(after.body.devices.map((d: { id: string }) => d.id)).toEqual([current.id])
    const started = await secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1' },
      device: b,
    })
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    // Another user's device id is not found.
    const stranger = await login('devices-stranger@example.com', b)
    const tried = await secure.call('POST', '/auth/v1/devices/revoke', {
      session: stranger,
      device: b,
      body: { id: current.id },
    })
    expect(tried.status).toBe(404)
    expect((await secure.call('GET', '/auth/v1/me', { session: mine, device: a })).status).toBe(200)
  })

  it('no session, no list and no revocation', async () => {
    for (const [method, path, body] of [
      ['GET', '/auth/v1/sessions', undefined],
      ['GET', '/auth/v1/devices', undefined],
      ['POST', '/auth/v1/sessions/revoke', { all: true }],
      ['POST', '/auth/v1/devices/revoke', { id: 'a'.repeat(64) }],
    ] as const)
      expect((await secure.call(method, path, { body })).status, path).toBe(401)
  })
})
