import type { Kysely } from 'kysely'
import { createId } from '../crypto/secretTokens.js'
import type { SecureDatabase } from '../db/schema.js'

/** How a user signs in: `email`, a social provider or `farcaster`. */
export type LoginKind = string

/** A user as the frame receives it: never a key, a share or a session. */
export type UserJson = {
  id: string
  email: string | null
  userName?: string
  /** The provider of a social or Farcaster user; absent for email users. */
  socialProvider?: string
}

/** A user's wallet as the frame receives it: addresses only. */
export type WalletJson = { evmAddress: string; solanaAddress: string }

type UserRow = { id: string; email: string | null; username: string | null; login_kind: string }

/** The JSON of a user row. */
export function toUserJson(row: UserRow): UserJson {
  return {
    id: row.id,
    email: row.email,
    ...(row.username ? { userName: row.username } : {}),
    ...(row.login_kind !== 'email' ? { socialProvider: row.login_kind } : {}),
  }
}

/** Lower-cased and trimmed: one address, one user. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** The user who signs in with (kind, subject), if any. */
export async function findUserByIdentity(
  db: Kysely<SecureDatabase>,
  kind: LoginKind,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('secure_identities')
    .innerJoin('secure_users', 'secure_users.id', 'secure_identities.user_id')
    .select([
      'secure_users.id',
      'secure_users.email',
      'secure_users.username',
      'secure_users.login_kind',
    ])
    .where('secure_identities.kind', '=', kind)
    .where('secure_identities.subject', '=', subject)
    .executeTakeFirst()
}

/** A user by id. */
export async function getUser(
  db: Kysely<SecureDatabase>,
  id: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('secure_users')
    .select(['id', 'email', 'username', 'login_kind'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * The user of (kind, subject), created with that identity when there is none; `profile` refreshes
 * what the provider says of them (email, username) on every login. Two first logins racing end
 * with one user.
 */
export async function findOrCreateUser(
  db: Kysely<SecureDatabase>,
  {
    kind,
    subject,
    email,
    username,
    now,
  }: {
    kind: LoginKind
    subject: string
    email: string | null
    username: string | null
    now: number
  },
): Promise<UserRow> {
  const existing = await findUserByIdentity(db, kind, subject)
  if (existing) {
    if (kind !== 'email' && (existing.email !== email || existing.username !== username)) {
      await db
        .updateTable('secure_users')
        .set({ email, username })
        .where('id', '=', existing.id)
        .execute()
      return { ...existing, email, username }
    }
    return existing
  }
  const user: UserRow = { id: createId(), email, username, login_kind: kind }
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('secure_users')
        .values({ ...user, created_at: now })
        .execute()
      await trx
        .insertInto('secure_identities')
        .values({ kind, subject, user_id: user.id, created_at: now })
        .execute()
    })
  } catch (error) {
    // Another request created the identity first: that user it is.
    const winner = await findUserByIdentity(db, kind, subject)
    if (winner) return winner
    throw error
  }
  return user
}

/** The wallet of a user, if they made one. */
export async function getWallet(
  db: Kysely<SecureDatabase>,
  userId: string,
): Promise<WalletJson | null> {
  const row = await db
    .selectFrom('secure_wallets')
    .select(['evm_address', 'solana_address'])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? { evmAddress: row.evm_address, solanaAddress: row.solana_address } : null
}
