/**
 * Issue 16, low item: "each recovered device gets its own share, so one device can be revoked" —
 * every device holding the wallet has its own 2-of-2 split (device share K in the frame, server
 * share K here, released only to a session of that device); the 2-of-3 auth share is the recovery
 * half, released only with a recovery. The attacks first (each failed on the old code, where one
 * auth share went to every session of the user and a new device kept the recovery share), then
 * legacy wallets, on SQLite and PostgreSQL.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import { ENGINES } from '@portico/kit/testing'
import { base58 } from '@scure/base'
import { split } from 'shamir-secret-sharing'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletProofMessage } from '../../frame/src/api/walletProofMessage.js'
import { combineShares } from '../../frame/src/keys/combineShares.js'
import { deriveWalletAddresses } from '../../frame/src/keys/deriveWalletAddresses.js'
import { deviceShareProofMessage } from '../../frame/src/keys/deviceShareProofMessage.js'
import { generateWalletSecret } from '../../frame/src/keys/generateWalletSecret.js'
import { decodeShare, encodeShare, isEncodedShare } from '../../frame/src/keys/shareEncoding.js'
import { splitWalletSecret } from '../../frame/src/keys/splitWalletSecret.js'
import { walletKeysOf } from '../../frame/src/keys/walletSecret.js'
import {
  createTestDevice,
  startTestSecure,
  type TestDevice,
  type TestSecure,
} from '../testing/index.js'

const SECRET_BLOB =
  '{"v":1,"kdf":"scrypt","N":131072,"r":8,"p":1,"salt":"c2FsdHNhbHRzYWx0c2FsdA","nonce":"bm9uY2Vub25jZW5v","ct":"Y2lwaGVydGV4dGNpcGhlcnRleHQ"}'

/** Both keys of `secret` signing `message` (EIP-191 and ed25519), as the frame's proofs are made. */
async function signWith(secret: Uint8Array, message: string) {
  const { evmPrivateKey, solanaSeed } = walletKeysOf(secret)
  return {
    evmSignature: await privateKeyToAccount(bytesToHex(evmPrivateKey)).signMessage({ message }),
    solanaSignature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSeed)),
  }
}

/** A fresh 2-of-2 split of the secret: [device share, server share]. */
async function splitForDevice(secret: Uint8Array): Promise<[Uint8Array, Uint8Array]> {
  const [device, server] = await split(secret, 2, 2)
  return [device!, server!]
}

/** Whether two shares rebuild exactly `secret` (a mismatch or a refusal is "no"). */
async function rebuilds(secret: Uint8Array, first: Uint8Array, second: Uint8Array) {
  try {
    return bytesToHex(await combineShares(first.slice(), second.slice())) === bytesToHex(secret)
  } catch {
    return false
  }
}

describe.each(ENGINES)('per-device shares on %s', (engine) => {
  let secure: TestSecure
  let clock = Date.now()
  beforeAll(async () => {
    secure = await startTestSecure({ engine, now: () => clock })
  })
  afterAll(async () => {
    await secure?.close()
  })

  async function login(email: string, device: TestDevice) {
    return (await secure.loginByEmail(email, { device })).session as string
  }

  /** The wallet as the frame makes it on its first device (`device`): the secret and A's device share. */
  async function createWallet(email: string, device: TestDevice) {
    const session = await login(email, device)
    const secret = generateWalletSecret()
    const addresses = deriveWalletAddresses(secret)
    const { authShare } = await splitWalletSecret(secret)
    const [deviceShare, serverShare] = await splitForDevice(secret)
    const { challenge } = (
      await secure.call('GET', '/auth/v1/wallet/challenge', { session, device })
    ).body
    const created = await secure.call('POST', '/auth/v1/wallet', {
      session,
      device,
      body: {
        ...addresses,
        authShare: encodeShare(authShare),
        serverShare: encodeShare(serverShare),
        recoveryBlob: SECRET_BLOB,
        ...(await signWith(secret, walletProofMessage({ challenge, ...addresses }))),
      },
    })
    expect(created.status).toBe(200)
    return { session, secret, addresses, deviceShare, authShare }
  }

  /** A second device's recovery as the frame does it: a fresh split of the secret, registered. */
  async function registerDevice(
    session: string,
    device: TestDevice,
    secret: Uint8Array,
    serverShare: Uint8Array,
  ) {
    const addresses = deriveWalletAddresses(secret)
    const { challenge } = (
      await secure.call('GET', '/auth/v1/wallet/challenge', { session, device })
    ).body
    return secure.call('POST', '/auth/v1/wallet/devices', {
      session,
      device,
      body: {
        serverShare: encodeShare(serverShare),
        ...(await signWith(secret, deviceShareProofMessage({ challenge, ...addresses }))),
      },
    })
  }

  /**
   * Every share the session can read from the server without a recovery — the old auth share
   * route and this device's server share — decoded (what did not answer a share is left out).
   */
  async function sharesReadable(session: string, device: TestDevice) {
    const found: Uint8Array[] = []
    for (const path of ['/auth/v1/wallet/auth-share', '/auth/v1/wallet/device-share']) {
      const answer = await secure.call('GET', path, { session, device })
      for (const value of Object.values(answer.body ?? {}))
        if (isEncodedShare(value)) found.push(decodeShare(value))
    }
    return found
  }

  describe('attacks (failed on the old code)', () => {
    it("a device's session cannot obtain another device's server share", async () => {
      const [a, b] = [createTestDevice(), createTestDevice()]
      const email = 'two-devices@example.com'
      const wallet = await createWallet(email, a)
      // A signs with its device share and its own server share.
      const ownShare = await secure.call('GET', '/auth/v1/wallet/device-share', {
        session: wallet.session,
        device: a,
      })
      expect(ownShare.status).toBe(200)
      expect(
        await rebuilds(wallet.secret, wallet.deviceShare, decodeShare(ownShare.body.serverShare)),
      ).toBe(true)
      // Another device of the same user, signed in: nothing it reads completes A's device share.
      const sessionB = await login(email, b)
      const readByB = await sharesReadable(sessionB, b)
      for (const share of readByB)
        expect(await rebuilds(wallet.secret, wallet.deviceShare, share)).toBe(false)
      expect(
        (await secure.call('GET', '/auth/v1/wallet/device-share', { session: sessionB, device: b }))
          .status,
      ).toBe(404)
      // The old auth share is no signing share any more: only a recovery releases it.
      expect(
        (await secure.call('GET', '/auth/v1/wallet/auth-share', { session: sessionB, device: b }))
          .status,
      ).toBe(404)
    })

    it("after B is revoked, B's device share and anything B can still get give no key; A keeps signing", async () => {
      const [a, b] = [createTestDevice(), createTestDevice()]
      const email = 'revoke-b@example.com'
      const wallet = await createWallet(email, a)
      // B recovers: its fresh login releases the recovery half with the blob (mailed, limited) …
      let sessionB = await login(email, b)
      const released = await secure.call('GET', '/auth/v1/wallet/recovery', {
        session: sessionB,
        device: b,
      })
      expect(released.status).toBe(200)
      expect(released.body.recoveryBlob).toBe(SECRET_BLOB)
      expect(decodeShare(released.body.authShare)).toEqual(wallet.authShare)
      // … (the frame opens the blob and rebuilds the secret) and registers its own split.
      const [deviceShareB, serverShareB] = await splitForDevice(wallet.secret)
      const registered = await registerDevice(sessionB, b, wallet.secret, serverShareB)
      expect(registered.status).toBe(200)
      const bShare = await secure.call('GET', '/auth/v1/wallet/device-share', {
        session: sessionB,
        device: b,
      })
      expect(
        await rebuilds(wallet.secret, deviceShareB, decodeShare(bShare.body.serverShare)),
      ).toBe(true)
      // Each device's server share is its own.
      expect(bShare.body.serverShare).not.toBe(encodeShare(wallet.deviceShare))

      // A lists the devices and revokes B.
      const listed = await secure.call('GET', '/auth/v1/devices', {
        session: wallet.session,
        device: a,
      })
      const idB = listed.body.devices.find((d: { current: boolean }) => !d.current)?.id
      expect(idB).toEqual(expect.any(String))
      const revoked = await secure.call('POST', '/auth/v1/devices/revoke', {
        session: wallet.session,
        device: a,
        body: { id: idB },
      })
      expect(revoked.status).toBe(200)

      // B's old session reads nothing at all.
      for (const path of [
        '/auth/v1/me',
        '/auth/v1/wallet/device-share',
        '/auth/v1/wallet/auth-share',
        '/auth/v1/wallet/recovery',
      ])
        expect(
          (await secure.call('GET', path, { session: sessionB, device: b })).status,
          path,
        ).toBe(401)
      // B is forgotten: its next login needs the mailed device link again.
      const started = await secure.call('POST', '/auth/v1/email/start', {
        body: { email, projectId: 'p1' },
        device: b,
      })
      expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
      // Even through that link (someone with the user's mailbox), B's device share meets no
      // server share of its own, and the recovery half (another mailed release) does not fit it.
      clock += 60_000
      sessionB = await login(email, b)
      expect(
        (await secure.call('GET', '/auth/v1/wallet/device-share', { session: sessionB, device: b }))
          .status,
      ).toBe(404)
      const again = await secure.call('GET', '/auth/v1/wallet/recovery', {
        session: sessionB,
        device: b,
      })
      const reachable = [
        ...(await sharesReadable(sessionB, b)),
        ...(isEncodedShare(again.body?.authShare) ? [decodeShare(again.body.authShare)] : []),
      ]
      expect(reachable.length).toBeGreaterThan(0)
      for (const share of reachable)
        expect(await rebuilds(wallet.secret, deviceShareB, share)).toBe(false)
      // The server keeps no share bound to B.
      const rows = await secure.database.db
        .selectFrom('secure_wallet_devices')
        .select('device_hash')
        .execute()
      expect(rows.map((row) => row.device_hash)).not.toContain(idB)

      // A keeps signing.
      const stillA = await secure.call('GET', '/auth/v1/wallet/device-share', {
        session: wallet.session,
        device: a,
      })
      expect(
        await rebuilds(wallet.secret, wallet.deviceShare, decodeShare(stillA.body.serverShare)),
      ).toBe(true)
    })

    it('a device registers only a split of keys it holds, for its own session', async () => {
      const [a, b] = [createTestDevice(), createTestDevice()]
      const email = 'register-proof@example.com'
      const wallet = await createWallet(email, a)
      const sessionB = await login(email, b)
      const [, serverShare] = await splitForDevice(wallet.secret)
      // Keys of another wallet sign.
      const stranger = generateWalletSecret()
      const { challenge } = (
        await secure.call('GET', '/auth/v1/wallet/challenge', { session: sessionB, device: b })
      ).body
      const forged = await secure.call('POST', '/auth/v1/wallet/devices', {
        session: sessionB,
        device: b,
        body: {
          serverShare: encodeShare(serverShare),
          ...(await signWith(
            stranger,
            deviceShareProofMessage({ challenge, ...wallet.addresses }),
          )),
        },
      })
      expect(forged.body.error?.code).toBe('WALLET_PROOF_INVALID')
      // The wallet-creation message is not a device registration.
      const creationProof = await secure.call('POST', '/auth/v1/wallet/devices', {
        session: sessionB,
        device: b,
        body: {
          serverShare: encodeShare(serverShare),
          ...(await signWith(
            wallet.secret,
            walletProofMessage({ challenge, ...wallet.addresses }),
          )),
        },
      })
      expect(creationProof.body.error?.code).toBe('WALLET_PROOF_INVALID')
      // No session, no registration.
      expect(
        (
          await secure.call('POST', '/auth/v1/wallet/devices', {
            device: b,
            body: {
              serverShare: encodeShare(serverShare),
              evmSignature: '0x',
              solanaSignature: '1',
            },
          })
        ).status,
      ).toBeGreaterThanOrEqual(400)
      const rows = await secure.database.db
        .selectFrom('secure_wallet_devices')
        .innerJoin('secure_users', 'secure_users.id', 'secure_wallet_devices.user_id')
        .select('secure_wallet_devices.device_hash')
        .where('secure_users.email', '=', email)
        .execute()
      expect(rows).toHaveLength(1)
    })
  })

  it('server shares are encrypted at rest, bound to their user and device', async () => {
    const a = createTestDevice()
    const wallet = await createWallet('rest-devices@example.com', a)
    const rows = await secure.database.db.selectFrom('secure_wallet_devices').selectAll().execute()
    const mine = rows.find((row) => row.device_hash !== undefined)
    expect(mine?.server_share).toMatch(/^v1\./)
    const own = await secure.call('GET', '/auth/v1/wallet/device-share', {
      session: wallet.session,
      device: a,
    })
    expect(JSON.stringify(rows)).not.toContain(own.body.serverShare)
    expect(own.headers.get('cache-control')).toBe('no-store')
  })

  describe('legacy wallets (made before per-device shares)', () => {
    it('sign with the old auth share until a device is revoked; a device may move to its own split', async () => {
      const [a, b] = [createTestDevice(), createTestDevice()]
      const email = 'legacy@example.com'
      const wallet = await createWallet(email, a)
      // As a wallet made before migration 0004: no device rows, no per-device mark.
      const { id: userId } = await secure.database.db
        .selectFrom('secure_users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      await secure.database.db
        .deleteFrom('secure_wallet_devices')
        .where('user_id', '=', userId)
        .execute()
      await secure.database.db
        .updateTable('secure_wallets')
        .set({ per_device_at: null })
        .where('user_id', '=', userId)
        .execute()
      const legacy = await secure.call('GET', '/auth/v1/wallet/auth-share', {
        session: wallet.session,
        device: a,
      })
      expect(decodeShare(legacy.body.authShare)).toEqual(wallet.authShare)
      // A moves to its own split (the frame does this on its next signing).
      const [deviceShareA, serverShareA] = await splitForDevice(wallet.secret)
      expect((await registerDevice(wallet.session, a, wallet.secret, serverShareA)).status).toBe(
        200,
      )
      const own = await secure.call('GET', '/auth/v1/wallet/device-share', {
        session: wallet.session,
        device: a,
      })
      expect(await rebuilds(wallet.secret, deviceShareA, decodeShare(own.body.serverShare))).toBe(
        true,
      )
      // B, still on the legacy share, revoked: legacy mode ends and the auth share is recovery-only.
      await login(email, b)
      const listed = await secure.call('GET', '/auth/v1/devices', {
        session: wallet.session,
        device: a,
      })
      const idB = listed.body.devices.find((d: { current: boolean }) => !d.current)?.id
      await secure.call('POST', '/auth/v1/devices/revoke', {
        session: wallet.session,
        device: a,
        body: { id: idB },
      })
      expect(
        (
          await secure.call('GET', '/auth/v1/wallet/auth-share', {
            session: wallet.session,
            device: a,
          })
        ).status,
      ).toBe(404)
    })
  })
})
