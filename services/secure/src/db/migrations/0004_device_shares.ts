import type { Kysely } from 'kysely'

/**
 * Issue 16, low item: each device holding the wallet has its own share. Every device keeps the
 * device half of its own 2-of-2 split of the wallet secret; the server half is a row here, bound
 * to the user and the device (its DPoP key's hash) and released only to a session of that device,
 * so revoking a device deletes its row and its device half is useless. The wallet's old auth share
 * becomes the recovery half (released only with a recovery). `per_device_at` marks wallets past
 * that change: null for a wallet made before it, whose auth share still signs for the devices
 * holding an old share until the first device is revoked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secure_wallet_devices')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('server_share', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('secure_wallet_devices_pk', ['user_id', 'device_hash'])
    .execute()
  await db.schema.alterTable('secure_wallets').addColumn('per_device_at', 'bigint').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('secure_wallets').dropColumn('per_device_at').execute()
  await db.schema.dropTable('secure_wallet_devices').execute()
}
