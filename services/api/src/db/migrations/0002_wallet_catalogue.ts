import { isSqlite } from '@portico/kit'
import { type Kysely, sql } from 'kysely'

/**
 * The wallet catalogue: wallets, their chains (one row each, for the chains filter) and images
 * keyed by kind and id. On PostgreSQL `name_lower` is collated "C" so the order is the bytewise
 * one SQLite uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db)
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_lower', 'text', (c) =>
      sqlite ? c.notNull() : c.notNull().modifyFront(sql`collate "C"`),
    )
    .addColumn('image_id', 'text')
    .addColumn('rdns', 'text')
    .addColumn('chains', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('mobile_link', 'text')
    .addColumn('desktop_link', 'text')
    .addColumn('webapp_link', 'text')
    .addColumn('badge', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('wallets_order')
    .on('wallets')
    .columns(['rank', 'name_lower', 'id'])
    .execute()
  await db.schema.createIndex('wallets_rdns').on('wallets').column('rdns').execute()
  await db.schema
    .createTable('wallet_chains')
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id').onDelete('cascade'))
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('namespace', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wallet_chains_pk', ['wallet_id', 'chain_id'])
    .execute()
  await db.schema
    .createIndex('wallet_chains_chain')
    .on('wallet_chains')
    .columns(['chain_id', 'wallet_id'])
    .execute()
  await db.schema
    .createIndex('wallet_chains_namespace')
    .on('wallet_chains')
    .columns(['namespace', 'wallet_id'])
    .execute()
  await db.schema
    .createTable('catalogue_images')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', sqlite ? 'blob' : 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_images_pk', ['kind', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_images').execute()
  await db.schema.dropTable('wallet_chains').execute()
  await db.schema.dropTable('wallets').execute()
}
