import type { Kysely } from 'kysely'

/** Users, identities, devices, codes, sessions, logins and wallets. Times are epoch ms (bigint). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secure_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('username', 'text')
    .addColumn('login_kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('secure_identities')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('secure_identities_pk', ['kind', 'subject'])
    .execute()
  await db.schema
    .createTable('secure_devices')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('secure_devices_pk', ['user_id', 'device_hash'])
    .execute()
  await db.schema
    .createTable('secure_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('device_hash', 'text')
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('secure_codes_by_email')
    .on('secure_codes')
    .columns(['purpose', 'email', 'created_at'])
    .execute()
  await db.schema
    .createTable('secure_device_approvals')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('approved_at', 'bigint')
    .execute()
  await db.schema
    .createTable('secure_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('device_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema
    .createIndex('secure_sessions_by_user')
    .on('secure_sessions')
    .column('user_id')
    .execute()
  await db.schema
    .createTable('secure_email_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('primary_verified_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .execute()
  await db.schema
    .createTable('secure_social_logins')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('dapp_origin', 'text', (c) => c.notNull())
    .addColumn('login_nonce_hash', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('callback_at', 'bigint')
    .addColumn('result_hash', 'text', (c) => c.unique())
    .addColumn('result_expires_at', 'bigint')
    .addColumn('user_id', 'text')
    .addColumn('redeemed_at', 'bigint')
    .execute()
  await db.schema
    .createTable('secure_farcaster_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('channel_token', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('login_nonce_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute()
  await db.schema
    .createTable('secure_wallets')
    .addColumn('user_id', 'text', (c) =>
      c.primaryKey().references('secure_users.id').onDelete('cascade'),
    )
    .addColumn('evm_address', 'text', (c) => c.notNull())
    .addColumn('solana_address', 'text', (c) => c.notNull())
    .addColumn('auth_share', 'text', (c) => c.notNull())
    .addColumn('recovery_blob', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'secure_wallets',
    'secure_farcaster_logins',
    'secure_social_logins',
    'secure_email_updates',
    'secure_sessions',
    'secure_device_approvals',
    'secure_codes',
    'secure_devices',
    'secure_identities',
    'secure_users',
  ])
    await db.schema.dropTable(table).execute()
}
