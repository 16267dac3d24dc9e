import type { Kysely } from 'kysely'

/**
 * The chain indexer: chains and their progress, blocks (for reorgs), transfers, tokens, prices.
 * Amounts are decimal strings (uint256 fits no column type of both engines), block numbers and
 * times bigint, prices double precision.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('indexer_chains')
    .addColumn('chain_id', 'bigint', (c) => c.primaryKey())
    .addColumn('rpc_url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('native_name', 'text', (c) => c.notNull())
    .addColumn('native_symbol', 'text', (c) => c.notNull())
    .addColumn('native_decimals', 'integer', (c) => c.notNull())
    .addColumn('native_icon_url', 'text')
    .addColumn('last_block', 'bigint')
    .addColumn('last_block_hash', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('indexer_blocks')
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('number', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('parent_hash', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('indexer_blocks_pk', ['chain_id', 'number'])
    .execute()
  await db.schema
    .createTable('indexer_transfers')
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('block_timestamp', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('tx_index', 'integer', (c) => c.notNull())
    .addColumn('log_index', 'integer', (c) => c.notNull())
    .addColumn('tx_from', 'text', (c) => c.notNull())
    .addColumn('tx_to', 'text')
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('token_address', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('indexer_transfers_pk', ['chain_id', 'tx_hash', 'log_index'])
    .execute()
  // History pages: an account's transfers on a chain, newest first (sender side and recipient side).
  for (const side of ['from_address', 'to_address'] as const)
    await db.schema
      .createIndex(`indexer_transfers_${side}_history`)
      .on('indexer_transfers')
      .columns([side, 'chain_id', 'block_number desc', 'tx_index desc', 'log_index desc'])
      .execute()
  // Reorgs delete everything above a block.
  await db.schema
    .createIndex('indexer_transfers_block')
    .on('indexer_transfers')
    .columns(['chain_id', 'block_number'])
    .execute()
  await db.schema
    .createTable('indexer_tokens')
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text')
    .addColumn('name', 'text')
    .addColumn('decimals', 'integer')
    .addColumn('icon_url', 'text')
    .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('indexer_tokens_pk', ['chain_id', 'address'])
    .execute()
  await db.schema
    .createTable('indexer_prices')
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('token_address', 'text', (c) => c.notNull())
    .addColumn('usd_price', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('indexer_prices_pk', ['chain_id', 'token_address'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'indexer_prices',
    'indexer_tokens',
    'indexer_transfers',
    'indexer_blocks',
    'indexer_chains',
  ])
    await db.schema.dropTable(table).execute()
}
