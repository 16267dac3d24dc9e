import type { Kysely } from 'kysely'

/**
 * Account names (spec §7 `/v1/profile/*`): names with their text records, their addresses per
 * ENSIP-11 coin type (looked up by address for reverse resolution), and the newest message
 * timestamp accepted from each address (replay protection).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_names')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('profile_name_addresses')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('coin_type', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('account_kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_name_addresses_pk', ['name', 'coin_type'])
    .execute()
  await db.schema
    .createIndex('profile_name_addresses_address')
    .on('profile_name_addresses')
    .columns(['address', 'created_at'])
    .execute()
  await db.schema
    .createTable('profile_nonces')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('last_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('last_message_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['profile_nonces', 'profile_name_addresses', 'profile_names'])
    await db.schema.dropTable(table).execute()
}
