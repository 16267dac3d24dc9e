/**
 * The wallet's server side (issue 7 "an auth share stored server-side encrypted at rest and
 * released only to an authenticated session"; issue 16 "`POST /wallet` requires a signature by the
 * new wallet key over a server challenge, checked against the submitted addresses"), on SQLite and
 * PostgreSQL.
 */
import { createDecipheriv } from 'node:crypto'
import { ENGINES } from '@portico/kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestWalletKeys,
  startTestSecure,
  type TestSecure,
  type TestWalletKeys,
} from '../testing/index.js'

const SHARES = {
  authShare:
    'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDU2Nzg5Ojs8PT4_QA',
  recoveryBlob:
    '{"v":1,"salt":"c2FsdHNhbHQ","iv":"aXZpdml2aXY","ct":"Y2lwaGVydGV4dGNpcGhlcnRleHQ"}',
  /** The server half of the first device's own 2-of-2 split (issue 16). */
  serverShare: '5a'.repeat(65),
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
    return (await secure.loginByEmail(email)).session as string
  }

  /** A POST /wallet body whose keys sign this session's challenge. */
  async function walletBody(session: string, keys: TestWalletKeys = createTestWalletKeys()) {
    const { challenge } = (await secure.call('GET', '/auth/v1/wallet/challenge', { session })).body
    return {
      evmAddress: keys.evmAddress.toLowerCase(),
      solanaAddress: keys.solanaAddress,
      ...SHARES,
      ...(await keys.prove(challenge)),
    }
  }

  it('POST /wallet once per user: addresses checksummed, 409 the second time', async () => {
    const session = await login('wallet@example.com')
    const keys = createTestWalletKeys()
    const body = await walletBody(session, keys)
    const created = await secure.call('POST', '/auth/v1/wallet', { body, session })
    expect(created.body).toEqual({
      wallet: { evmAddress: keys.evmAddress, solanaAddress: keys.solanaAddress },
    })
    const again = await secure.call('POST', '/auth/v1/wallet', { body, session })
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'WALLET_EXISTS' } } })
    expect((await secure.call('GET', '/auth/v1/me', { session })).body.wallet).toEqual(
      created.body.wallet,
    )
  })

  it("the device's server share, the recovery blob and the recovery half go only to a live session of their user", async () => {
    const session = await login('share@example.com')
    await secure.call('POST', '/auth/v1/wallet', { body: await walletBody(session), session })
    const share = await secure.call('GET', '/auth/v1/wallet/device-share', { session })
    expect(share.body).toEqual({ serverShare: SHARES.serverShare })
    expect(share.headers.get('cache-control')).toBe('no-store')
    // Issue 16: the auth share is the recovery half, released with a recovery only.
    expect((await secure.call('GET', '/auth/v1/wallet/auth-share', { session })).status).toBe(404)
    expect((await secure.call('GET', '/auth/v1/wallet/recovery', { session })).body).toEqual({
      recoveryBlob: SHARES.recoveryBlob,
      authShare: SHARES.authShare,
    })

    for (const path of [
      '/auth/v1/wallet/device-share',
      '/auth/v1/wallet/auth-share',
      '/auth/v1/wallet/recovery',
    ]) {
      expect((await secure.call('GET', path)).status).toBe(401)
      expect((await secure.call('GET', path, { session: 'x'.repeat(43) })).status).toBe(401)
    }
    // Another user's session sees their own (no) wallet, never this one.
    const stranger = await login('stranger@example.com')
    const theirs = await secure.call('GET', '/auth/v1/wallet/device-share', { session: stranger })
    expect(theirs.status).toBe(404)
    // After sign-out the token reads nothing.
    await secure.call('POST', '/auth/v1/signout', { session })
    expect((await secure.call('GET', '/auth/v1/wallet/device-share', { session })).status).toBe(401)
  })

  it('encryption at rest: the row holds AES-256-GCM ciphertext, not the share, bound to its user', async () => {
    const session = await login('rest@example.com')
    await secure.call('POST', '/auth/v1/wallet', { body: await walletBody(session), session })
    const rows = await secure.database.db.selectFrom('secure_wallets').selectAll().execute()
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(SHARES.authShare)
    expect(dump).not.toContain(Buffer.from(SHARES.authShare, 'base64url').toString('hex'))
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
    await secure.call('POST', '/auth/v1/wallet', { body: await walletBody(thief), session: thief })
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
    const moved = await secure.call('GET', '/auth/v1/wallet/recovery', { session: thief })
    expect(moved.status).toBe(500)
    expect(JSON.stringify(moved.body)).not.toContain(SHARES.authShare)
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
    ['a missing server share', { serverShare: undefined }],
    ['a server share that is not one hex share', { serverShare: '5A'.repeat(65) }],
  ])('refuses %s', async (_name, change) => {
    const session = await login(`invalid-${Object.keys(change)[0]}@example.com`)
    const answer = await secure.call('POST', '/auth/v1/wallet', {
      body: { ...(await walletBody(session)), ...change },
      session,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('VALIDATION_ERROR')
  })

  describe('issue 16: "POST /wallet requires a signature by the new wallet key over a server challenge, checked against the submitted addresses"', () => {
    it.each([
      [
        'no signatures at all (the old request)',
        async (session: string) => {
          const { evmSignature: _e, solanaSignature: _s, ...rest } = await walletBody(session)
          return rest
        },
        'VALIDATION_ERROR',
      ],
      [
        'addresses of keys the client does not hold (signed by other keys)',
        async (session: string) => {
          const mine = createTestWalletKeys()
          const body = await walletBody(session, mine)
          const victim = createTestWalletKeys()
          return { ...body, evmAddress: victim.evmAddress, solanaAddress: victim.solanaAddress }
        },
        'WALLET_PROOF_INVALID',
      ],
      [
        'only the EVM key proven (the Solana signature of another key)',
        async (session: string) => {
          const body = await walletBody(session)
          const other = await walletBody(session)
          return { ...body, solanaSignature: other.solanaSignature }
        },
        'WALLET_PROOF_INVALID',
      ],
      [
        'only the Solana key proven (the EVM signature of another key)',
        async (session: string) => {
          const body = await walletBody(session)
          const other = await walletBody(session)
          return { ...body, evmSignature: other.evmSignature }
        },
        'WALLET_PROOF_INVALID',
      ],
      [
        "signatures over another session's challenge",
        async () => {
          const other = await login(`other-session-${Math.random()}@example.com`)
          return walletBody(other)
        },
        'WALLET_PROOF_INVALID',
      ],
    ])('refuses %s', async (_name, makeBody, code) => {
      const session = await login(`proof-${code}-${Math.random()}@example.com`)
      const answer = await secure.call('POST', '/auth/v1/wallet', {
        body: await makeBody(session),
        session,
      })
      expect(answer.body.error?.code).toBe(code)
      expect((await secure.call('GET', '/auth/v1/me', { session })).body.wallet).toBeNull()
    })

    it("the challenge is the session's: the same for one session, another for the next", async () => {
      const first = await login('challenge-a@example.com')
      const second = await login('challenge-b@example.com')
      const read = async (session: string) =>
        (await secure.call('GET', '/auth/v1/wallet/challenge', { session })).body.challenge
      expect(await read(first)).toBe(await read(first))
      expect(await read(first)).not.toBe(await read(second))
      expect((await secure.call('GET', '/auth/v1/wallet/challenge')).status).toBe(401)
    })
  })
})
