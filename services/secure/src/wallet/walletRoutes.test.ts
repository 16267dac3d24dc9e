/**
 * The wallet's server side (issue 7 "an auth share stored server-side encrypted at rest and
 * released only to an authenticated session"), on SQLite and PostgreSQL.
 */
import { createDecipheriv } from 'node:crypto'
import { ENGINES } from '@portico/api/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSecure, type TestSecure } from '../testing/index.js'

const WALLET = {
  evmAddress: '0x8c3229ec621644789d7f61faa82c6d0e5f97d43d',
  solanaAddress: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
  authShare:
    'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2Nzg5Ojs8PT4_QA',
  recoveryBlob:
    '{"v":1,"salt":"c2FsdHNhbHQ","iv":"aXZpdml2aXY","ct":"Y2lwaGVydGV4dGNpcGhlcnRleHQ"}',
}

describe.each(ENGINES)('wallet on %s', (engine) => {
  let secure: TestSecure
  beforeAll(async () => {
    secure = await startTestSecure({ engine })
  })
  afterAll(async () => {
    await secure?.close()
  })

  async function login(email: string) {
    const deviceId = 'wallet-device-0123456789'
    const since = Date.now()
    await secure.call('POST', '/auth/v1/email/start', {
      body: { email, projectId: 'p1', deviceId },
    })
    const otp = await secure.readCode(email, since)
    const verified = await secure.call('POST', '/auth/v1/email/verify', {
      body: { email, otp, deviceId },
    })
    return verified.body.session as string
  }

  it('POST /wallet once per user: addresses checksummed, 409 the second time', async () => {
    const session = await login('wallet@example.com')
    const created = await secure.call('POST', '/auth/v1/wallet', { body: WALLET, session })
    expect(created.body).toEqual({
      wallet: {
        evmAddress: '0x8C3229EC621644789d7F61FAa82c6d0E5F97d43D',
        solanaAddress: WALLET.solanaAddress,
      },
    })
    const again = await secure.call('POST', '/auth/v1/wallet', { body: WALLET, session })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'WALLET_EXISTS' } } })
    expect((await secure.call('GET', '/auth/v1/me', { session })).body.wallet).toEqual(
      created.body.wallet,
    )
  })

  it('the auth share and the recovery blob go only to a live session of their user', async () => {
    const session = await login('share@example.com')
    await secure.call('POST', '/auth/v1/wallet', { body: WALLET, session })
    const share = await secure.call('GET', '/auth/v1/wallet/auth-share', { session })
    expect(share.body).toEqual({ authShare: WALLET.authShare })
    expect(share.headers.get('cache-control')).toBe('no-store')
    expect((await secure.call('GET', '/auth/v1/wallet/recovery', { session })).body).toEqual({
      recoveryBlob: WALLET.recoveryBlob,
    })

    for (const path of ['/auth/v1/wallet/auth-share', '/auth/v1/wallet/recovery']) {
      expect((await secure.call('GET', path)).status).toBe(401)
      expect((await secure.call('GET', path, { session: 'x'.repeat(43) })).status).toBe(401)
    }
    // Another user's session sees their own (no) wallet, never this one.
    const stranger = await login('stranger@example.com')
    const theirs = await secure.call('GET', '/auth/v1/wallet/auth-share', { session: stranger })
    expect(theirs.status).toBe(404)
    // After sign-out the token reads nothing.
    await secure.call('POST', '/auth/v1/signout', { session })
    expect((await secure.call('GET', '/auth/v1/wallet/auth-share', { session })).status).toBe(401)
  })

  it('encryption at rest: the row holds AES-256-GCM ciphertext, not the share, bound to its user', async () => {
    const session = await login('rest@example.com')
    await secure.call('POST', '/auth/v1/wallet', { body: WALLET, session })
    const rows = await secure.database.db.selectFrom('secure_wallets').selectAll().execute()
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(WALLET.authShare)
    expect(dump).not.toContain(Buffer.from(WALLET.authShare, 'base64url').toString('hex'))
    const mine = await secure.database.db
      .selectFrom('secure_wallets')
      .innerJoin('secure_users', 'secure_users.id', 'secure_wallets.user_id')
      .select(['secure_wallets.auth_share', 'secure_wallets.user_id'])
      .where('secure_users.email', '=', 'rest@example.com')
      .executeTakeFirstOrThrow()
    expect(mine.auth_share).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/)
    // The raw share key alone does not open it (the cipher key is derived), and a row moved to
    // another user does not decrypt (the user id is associated data).
    const [, iv = '', body = '', tag = ''] = mine.auth_share.split('.')
    const raw = createDecipheriv('aes-256-gcm', secure.shareKey, Buffer.from(iv, 'base64url'))
    raw.setAuthTag(Buffer.from(tag, 'base64url'))
    raw.setAAD(Buffer.from(`auth-share:${mine.user_id}`))
    raw.update(Buffer.from(body, 'base64url'))
    expect(() => raw.final()).toThrow()

    const thief = await login('thief@example.com')
    await secure.call('POST', '/auth/v1/wallet', { body: { ...WALLET }, session: thief })
    const thiefRow = await secure.database.db
      .selectFrom('secure_wallets')
      .innerJoin('secure_users', 'secure_users.id', 'secure_wallets.user_id')
      .select('secure_wallets.user_id')
      .where('secure_users.email', '=', 'thief@example.com')
      .executeTakeFirstOrThrow()
    await secure.database.db
      .updateTable('secure_wallets')
      .set({ auth_share: mine.auth_share })
      .where('user_id', '=', thiefRow.user_id)
      .execute()
    const moved = await secure.call('GET', '/auth/v1/wallet/auth-share', { session: thief })
    expect(moved.status).toBe(500)
    expect(JSON.stringify(moved.body)).not.toContain(WALLET.authShare)
  })

  it.each([
    ['a malformed EVM address', { evmAddress: '0x1234' }],
    [
      'a Solana address that is not 32 bytes of base58',
      { solanaAddress: '1111111111111111111111111111111O' },
    ],
    ['an auth share with other characters', { authShare: 'not a share; drop table' }],
    ['a recovery blob with control characters', { recoveryBlob: 'abc\u0000def0123456789' }],
    ['a missing recovery blob', { recoveryBlob: undefined }],
  ])('refuses %s', async (_name, change) => {
    const session = await login(`invalid-${Object.keys(change)[0]}@example.com`)
    const answer = await secure.call('POST', '/auth/v1/wallet', {
      body: { ...WALLET, ...change },
      session,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('VALIDATION_ERROR')
  })
})
