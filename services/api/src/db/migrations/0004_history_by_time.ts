import type { Kysely } from 'kysely'

/**
 * History pages are ordered by time across chains; 0003's indexes were by chain and block. One
 * index per side (sender, recipient), address then time then the rest of the cursor, lets each side
 * be read in order and stop after a page (measured by `npm run bench:api`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const side of ['from_address', 'to_address'] as const) {
    await db.schema.dropIndex(`indexer_transfers_${side}_history`).execute()
    await db.schema
      .createIndex(`indexer_transfers_${side}_by_time`)
      .on('indexer_transfers')
      .columns([
        side,
        'block_timestamp desc',
        'chain_id desc',
        'block_number desc',
        'tx_index desc',
      ])
      .execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const side of ['from_address', 'to_address'] as const) {
    await db.schema.dropIndex(`indexer_transfers_${side}_by_time`).execute()
    await db.schema
      .createIndex(`indexer_transfers_${side}_history`)
      .on('indexer_transfers')
      .columns([side, 'chain_id', 'block_number desc', 'tx_index desc', 'log_index desc'])
      .execute()
  }
}
