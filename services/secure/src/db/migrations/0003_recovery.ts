import type { Kysely } from 'kysely'

/**
 * Issue 16, finding 8: passkey unlock and a guarded release of the recovery data. A wallet may
 * hold its recovery share encrypted under a passkey's PRF output (`passkey_blob`, null when the
 * wallet has none); `recovery_blob` stays the secret-encrypted blob ('' when the wallet was made
 * with a passkey alone). Each release of either blob is recorded (`secure_recovery_releases`): the
 * per-user limit counts these rows, so it holds across server processes, and they say where and
 * when the data went.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('secure_wallets').addColumn('passkey_blob', 'text').execute()
  await db.schema
    .createTable('secure_recovery_releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('origin', 'text')
    .addColumn('ip', 'text')
    .addColumn('released_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('secure_recovery_releases_by_user')
    .on('secure_recovery_releases')
    .columns(['user_id', 'released_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secure_recovery_releases').execute()
  await db.schema.alterTable('secure_wallets').dropColumn('passkey_blob').execute()
}
