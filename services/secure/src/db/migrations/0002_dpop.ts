import type { Kysely } from 'kysely'

/**
 * Issue 16: every auth request carries a DPoP proof of the frame's key. The proofs' ids seen
 * (refused a second time), the key a social or Farcaster login was started with (only that key
 * redeems it), no dApp origin for social results any more (they never leave the secure origin),
 * and the requesting origin and address of a device approval (its mail and page name them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secure_dpop_proofs')
    .addColumn('jti_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('secure_dpop_proofs_by_expiry')
    .on('secure_dpop_proofs')
    .column('expires_at')
    .execute()
  await db.schema.alterTable('secure_social_logins').addColumn('device_hash', 'text').execute()
  await db.schema.alterTable('secure_social_logins').dropColumn('dapp_origin').execute()
  await db.schema.alterTable('secure_farcaster_logins').addColumn('device_hash', 'text').execute()
  await db.schema.alterTable('secure_device_approvals').addColumn('origin', 'text').execute()
  await db.schema.alterTable('secure_device_approvals').addColumn('ip', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('secure_device_approvals').dropColumn('ip').execute()
  await db.schema.alterTable('secure_device_approvals').dropColumn('origin').execute()
  await db.schema.alterTable('secure_farcaster_logins').dropColumn('device_hash').execute()
  await db.schema
    .alterTable('secure_social_logins')
    .addColumn('dapp_origin', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('secure_social_logins').dropColumn('device_hash').execute()
  await db.schema.dropTable('secure_dpop_proofs').execute()
}
