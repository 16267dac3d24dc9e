import type { Kysely } from 'kysely'

/**
 * The devnet sandbox on-ramp's checkout sessions (onramp/tables.ts): one row per URL handed out by
 * `POST /v1/generators/onrampurl`, moved open → paying → paid by a single conditional update so a
 * session delivers at most once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('onramp_sandbox_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('partner_user_id', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'bigint', (c) => c.notNull())
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('token_address', 'text', (c) => c.notNull())
    .addColumn('decimals', 'integer', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('payment_currency', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_total', 'text', (c) => c.notNull())
    .addColumn('provider_fee', 'text', (c) => c.notNull())
    .addColumn('network_fee', 'text', (c) => c.notNull())
    .addColumn('payment_subtotal', 'text', (c) => c.notNull())
    .addColumn('purchase_amount', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('onramp_sandbox_sessions_expires_at')
    .on('onramp_sandbox_sessions')
    .column('expires_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('onramp_sandbox_sessions').execute()
}
