import { randomBytes } from 'node:crypto'
import { ENGINES, openTestDatabase } from '@portico/kit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { createServerKeys } from '../crypto/createServerKeys.js'
import { shareContext } from '../wallet/walletRoutes.js'
import { SECURE_MIGRATION_TABLE, SECURE_MIGRATIONS } from './migrations/index.js'
import type { SecureDb } from './openSecureDatabase.js'
import type { SecureDatabase } from './schema.js'
import { ShareKeyMismatchError, verifyShareKey } from './verifyShareKey.js'

const SITE_KEY = randomBytes(32)

/** Wallets stored under SITE_KEY, as POST /auth/v1/wallet stores them (the newest last). */
async function storeWallets(database: SecureDb, userIds: string[]) {
  const keys = createServerKeys(SITE_KEY)
  for (const [index, userId] of userIds.entries()) {
    await database.db
      .insertInto('secure_users')
      .values({
        id: userId,
        email: `${userId}@example.com`,
        username: null,
        login_kind: 'email',
        created_at: index + 1,
      })
      .execute()
    await database.db
      .insertInto('secure_wallets')
      .values({
        user_id: userId,
        evm_address: `0x${'1'.repeat(39)}${index}`,
        solana_address: `So1ana${index}`,
        auth_share: keys.shares.encrypt('a share', shareContext(userId)),
        recovery_blob: '',
        passkey_blob: null,
        per_device_at: index + 1,
        created_at: index + 1,
      })
      .execute()
  }
}

const CASES = [
  {
    rule: 'no wallet yet: nothing to check, any key starts',
    wallets: [],
    key: randomBytes(32),
    refused: false,
  },
  {
    rule: 'the key the shares were encrypted with starts',
    wallets: ['u1', 'u2'],
    key: SITE_KEY,
    refused: false,
  },
  { rule: 'another key is refused', wallets: ['u1', 'u2'], key: randomBytes(32), refused: true },
]

describe.each(ENGINES)('verifyShareKey on %s', (engine) => {
  let database: SecureDb | undefined
  afterEach(() => database?.destroy())

  it.each(CASES)('$rule', async ({ wallets, key, refused }) => {
    database = await openTestDatabase<SecureDatabase>(engine, {
      migrations: SECURE_MIGRATIONS,
      migrationTableName: SECURE_MIGRATION_TABLE,
    })
    await storeWallets(database, wallets)
    const outcome = verifyShareKey(database, createServerKeys(key))
    if (refused) await expect(outcome).rejects.toBeInstanceOf(ShareKeyMismatchError)
    else await expect(outcome).resolves.toBeUndefined()
  })
})
