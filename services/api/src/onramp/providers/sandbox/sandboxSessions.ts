import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../../db/schema.js'
import type { OnrampSandboxSessionsTable } from '../../tables.js'

/** A stored checkout session (the row as read, bigint columns as numbers). */
export type SandboxSession = Omit<
  Selectable<OnrampSandboxSessionsTable>,
  'chain_id' | 'created_at' | 'expires_at' | 'updated_at'
> & { chain_id: number; created_at: number; expires_at: number; updated_at: number }

/** What a new session holds (the store adds id, status and times). */
export type NewSandboxSession = Omit<
  SandboxSession,
  'id' | 'status' | 'tx_hash' | 'created_at' | 'expires_at' | 'updated_at'
>

/** How long a session that expired unpaid is kept before the next create deletes it. */
export const UNPAID_KEPT_MS = 24 * 60 * 60_000

/** A session id: 128 random bits as 32 hex digits. */
export const SANDBOX_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/

function toSession(row: Selectable<OnrampSandboxSessionsTable>): SandboxSession {
  return {
    ...row,
    chain_id: Number(row.chain_id),
    created_at: Number(row.created_at),
    expires_at: Number(row.expires_at),
    updated_at: Number(row.updated_at),
  }
}

/**
 * The sandbox's checkout sessions in the API's database (SQLite or PostgreSQL). A session moves
 * open → paying → paid (or failed) by conditional updates, so of two payments at the same time
 * exactly one claims it and delivers.
 */
export function createSandboxSessions(db: Kysely<Database>, now: () => number, ttlMs: number) {
  const table = 'onramp_sandbox_sessions' as const
  return {
    /**
     * Stores a new open session expiring in `ttlMs`; returns it. Sessions never paid are deleted
     * a day after they expired (paid ones stay, as the record of what was delivered).
     */
    async create(session: NewSandboxSession): Promise<SandboxSession> {
      const at = now()
      await db
        .deleteFrom(table)
        .where('status', '=', 'open')
        .where('expires_at', '<', at - UNPAID_KEPT_MS)
        .execute()
      const row = {
        ...session,
        id: randomBytes(16).toString('hex'),
        status: 'open' as const,
        tx_hash: null,
        created_at: at,
        expires_at: at + ttlMs,
        updated_at: at,
      }
      await db.insertInto(table).values(row).execute()
      return row
    },

    /** The session with this id, or undefined. */
    async get(id: string): Promise<SandboxSession | undefined> {
      if (!SANDBOX_SESSION_ID_PATTERN.test(id)) return undefined
      const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toSession(row) : undefined
    },

    /** Takes an open, unexpired session for one payment: true for exactly one caller. */
    async claim(id: string): Promise<boolean> {
      const at = now()
      const result = await db
        .updateTable(table)
        .set({ status: 'paying', updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('expires_at', '>', at)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Records the delivery's transaction as soon as it is sent. */
    async recordTransaction(id: string, txHash: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ tx_hash: txHash, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'paying')
        .execute()
    },

    /** Ends a claimed session: paid (receipt success) or failed (reverted). */
    async finish(id: string, status: 'paid' | 'failed'): Promise<void> {
      await db
        .updateTable(table)
        .set({ status, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'paying')
        .execute()
    },

    /** Gives a claimed session back (nothing was sent), so the buyer can try again. */
    async release(id: string): Promise<void> {
      await db
        .updateTable(table)
        .set({ status: 'open', updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'paying')
        .where('tx_hash', 'is', null)
        .execute()
    },
  }
}

/** The session store's methods. */
export type SandboxSessions = ReturnType<typeof createSandboxSessions>
