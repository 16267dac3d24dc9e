import type { Kysely } from 'kysely'

/** NFT metadata the indexer read (name, image), for history's nft_info (spec §3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_nfts')
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('contract', 'text', (c) => c.notNull())
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('image_url', 'text')
    .addColumn('fetched_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('indexer_nfts_pk', ['chain_id', 'contract', 'token_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('indexer_nfts').execute()
}
