import { StartupError } from '@portico/kit'
import type { ServerKeys } from '../crypto/createServerKeys.js'
import { shareContext } from '../wallet/walletRoutes.js'
import type { SecureDb } from './openSecureDatabase.js'

/**
 * SECURE_SHARE_KEY is not the key the database's auth shares were encrypted with: a restored
 * backup started with another key, or the key changed. Serving would log users in to wallets
 * whose shares nobody can decrypt, so the node refuses before it listens.
 */
export class ShareKeyMismatchError extends StartupError {
  override name = 'ShareKeyMismatchError'

  constructor() {
    super(
      "SECURE_SHARE_KEY does not decrypt the auth shares stored in this database: it is not the key they were encrypted with. Start with the key kept for this database (a restored backup needs the key of the site it was taken from: docs/backups.md). Nothing was changed; the site will not start with this key, since users' wallets could not be opened.",
    )
  }
}

/**
 * Throws ShareKeyMismatchError unless `keys` decrypt the newest stored auth share (a database
 * without wallets has nothing to check). Reads only.
 */
export async function verifyShareKey(database: SecureDb, keys: ServerKeys): Promise<void> {
  const newest = await database.db
    .selectFrom('secure_wallets')
    .select(['user_id', 'auth_share'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!newest) return
  try {
    keys.shares.decrypt(newest.auth_share, shareContext(newest.user_id))
  } catch {
    throw new ShareKeyMismatchError()
  }
}
