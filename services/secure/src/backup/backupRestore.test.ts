/**
 * Issue 20: "Backup and restore of the secure site's data: a documented pg_dump/restore (and the
 * SQLite equivalent), and a test that restores into a fresh database and logs the same user in
 * with the same wallet address." Each row backs up with the tool docs/backups.md names, while the
 * site runs, restores into a fresh database, and starts a new site on it.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Engine } from '@portico/kit'
import {
  createFreshDatabaseEnv,
  type FreshDatabaseEnv,
  findPostgresBin,
} from '@portico/kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { openSecureDatabase, type SecureDb } from '../db/openSecureDatabase.js'
import {
  createTestDevice,
  createTestWalletKeys,
  startTestSecure,
  type TestSecure,
} from '../testing/index.js'
import { backupSecureDatabase } from './backupSecureDatabase.js'

const run = promisify(execFile)

/** A backup: the file the tool wrote. */
type Backup = { file: string }

type Method = {
  name: string
  engine: Engine
  /** Backs up the live database of `live` into `dir` while the site runs. */
  backup(live: FreshDatabaseEnv, dir: string): Promise<Backup>
  /** Restores `backup` into `fresh`, a new empty database. */
  restore(backup: Backup, fresh: FreshDatabaseEnv): Promise<void>
}

const pgTool = (tool: string) => join(findPostgresBin(), tool)

/** The SQLite restore: the backup file becomes `secure.sqlite` of a new data folder. */
async function restoreSqliteFile({ file }: Backup, fresh: FreshDatabaseEnv) {
  copyFileSync(file, join(fresh.env.PORTICO_DATA_DIR as string, 'secure.sqlite'))
}

const METHODS: Method[] = [
  {
    name: 'PostgreSQL: pg_dump -Fc, pg_restore into a new database',
    engine: 'postgres',
    async backup(live, dir) {
      const file = join(dir, 'secure.dump')
      await run(pgTool('pg_dump'), [
        '--format=custom',
        `--file=${file}`,
        live.env.DATABASE_URL as string,
      ])
      return { file }
    },
    async restore({ file }, fresh) {
      await run(pgTool('pg_restore'), [
        // As docs/backups.md says: the role the services run as owns what is restored.
        '--no-owner',
        `--role=${new URL(fresh.env.DATABASE_URL as string).username}`,
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${fresh.env.DATABASE_URL}`,
        file,
      ])
    },
  },
  {
    name: 'SQLite: sqlite3 ".backup" while the site runs, the copy put in a new folder',
    engine: 'sqlite',
    async backup(live, dir) {
      const file = join(dir, 'secure-backup.sqlite')
      const liveFile = join(live.env.PORTICO_DATA_DIR as string, 'secure.sqlite')
      await run('sqlite3', [liveFile, `.backup '${file}'`])
      return { file }
    },
    restore: restoreSqliteFile,
  },
  {
    name: 'SQLite: backupSecureDatabase (VACUUM INTO) while the site runs, the copy put in a new folder',
    engine: 'sqlite',
    async backup(live, dir) {
      return {
        file: await backupSecureDatabase({ env: live.env, to: join(dir, 'secure-backup.sqlite') }),
      }
    },
    restore: restoreSqliteFile,
  },
]

/** Every stored share, as stored (ciphertexts), to show a refused start changed none. */
async function storedShares(database: SecureDb) {
  return {
    wallets: await database.db
      .selectFrom('secure_wallets')
      .selectAll()
      .orderBy('user_id')
      .execute(),
    devices: await database.db
      .selectFrom('secure_wallet_devices')
      .selectAll()
      .orderBy('user_id')
      .orderBy('device_hash')
      .execute(),
  }
}

describe.each(METHODS)('$name', (method) => {
  const cleanups: (() => Promise<unknown> | unknown)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  /** Runs at the end of the test, last registered first. */
  const later = (cleanup: () => Promise<unknown> | unknown) => cleanups.push(cleanup)

  /** A site started on `database` with `shareKey`, closed at the end of the test. */
  async function startSite(database: SecureDb, shareKey: Buffer): Promise<TestSecure> {
    const site = await startTestSecure({ database, shareKey })
    later(() => site.close())
    return site
  }

  it('"restores into a fresh database and logs the same user in with the same wallet address"; with another share key the site refuses to start and changes nothing', {
    timeout: 180_000,
  }, async () => {
    const shareKey = randomBytes(32)
    const email = 'backed-up@example.com'
    const device = createTestDevice()
    const dir = mkdtempSync(join(tmpdir(), 'portico-backup-'))
    later(() => rmSync(dir, { recursive: true, force: true }))

    // The site in production: its database opened as it opens it, a user with a wallet.
    const live = await createFreshDatabaseEnv(method.engine, 'secure.sqlite')
    later(() => live.remove())
    const liveDb = await openSecureDatabase(live.env)
    later(() => liveDb.destroy())
    const site = await startSite(liveDb, shareKey)
    const { session } = await site.loginByEmail(email, { device })
    const keys = createTestWalletKeys()
    const { challenge } = (await site.call('GET', '/auth/v1/wallet/challenge', { session, device }))
      .body
    const serverShare = randomBytes(65).toString('hex')
    const created = await site.call('POST', '/auth/v1/wallet', {
      session,
      device,
      body: {
        evmAddress: keys.evmAddress,
        solanaAddress: keys.solanaAddress,
        authShare: randomBytes(48).toString('base64url'),
        serverShare,
        recoveryBlob: '{"v":1,"ct":"Y2lwaGVydGV4dGNpcGhlcnRleHQ"}',
        ...(await keys.prove(challenge)),
      },
    })
    expect(created.status).toBe(200)

    // Backed up while the site runs, then restored into a new, empty database.
    const backup = await method.backup(live, dir)
    const restored = await createFreshDatabaseEnv(method.engine, 'secure.sqlite')
    later(() => restored.remove())
    await method.restore(backup, restored)
    const restoredDb = await openSecureDatabase(restored.env)
    later(() => restoredDb.destroy())

    // Another key: the site refuses to start, naming the setting, and no stored share changed.
    const before = await storedShares(restoredDb)
    await expect(
      startTestSecure({ database: restoredDb, shareKey: randomBytes(32) }),
    ).rejects.toThrow(
      "SECURE_SHARE_KEY does not decrypt the auth shares stored in this database: it is not the key they were encrypted with. Start with the key kept for this database (a restored backup needs the key of the site it was taken from: docs/backups.md). Nothing was changed; the site will not start with this key, since users' wallets could not be opened.",
    )
    expect(await storedShares(restoredDb)).toEqual(before)

    // The same key: the same user logs in to the same wallet, and its share decrypts.
    const again = await startSite(restoredDb, shareKey)
    const login = await again.loginByEmail(email, { device })
    expect(login.wallet).toEqual({ evmAddress: keys.evmAddress, solanaAddress: keys.solanaAddress })
    const share = await again.call('GET', '/auth/v1/wallet/device-share', {
      session: login.session,
      device,
    })
    expect(share.body).toEqual({ serverShare })
    // A session taken before the backup is in it: still signed in on the restored site.
    const me = await again.call('GET', '/auth/v1/me', { session, device })
    expect(me.body.wallet).toEqual(login.wallet)
    // A new device of the same user, approved through the mailed link, finds the same wallet.
    expect((await again.loginByEmail(email, { device: createTestDevice() })).wallet).toEqual(
      login.wallet,
    )
  })
})
