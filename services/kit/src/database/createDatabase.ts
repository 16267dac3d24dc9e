import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'

/** How long a SQLite query waits for another process's write lock before failing (SQLITE_BUSY). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000

/** The storage engine behind the query layer. */
export type Engine = 'sqlite' | 'postgres'

export type CreateDatabaseParameters = {
  /** A postgres:// URL (DATABASE_URL): PostgreSQL. Absent: SQLite. */
  databaseUrl?: string | undefined
  /** SQLite file's folder, or ':memory:'. @default .data under the working directory */
  dataDir?: string | undefined
  /** The SQLite file's name in `dataDir` (each service keeps its own file). @default database.sqlite */
  fileName?: string | undefined
}

/** An open database of schema `DB`: the query layer, its engine and how to close it. */
export type ServiceDatabase<DB> = {
  db: Kysely<DB>
  engine: Engine
  destroy(): Promise<void>
}

/**
 * Opens a service's database through one query layer (Kysely): SQLite (better-sqlite3, a file
 * under the data directory, WAL mode) by default, PostgreSQL when a database URL is given.
 */
export function createDatabase<DB>({
  databaseUrl,
  dataDir = '.data',
  fileName = 'database.sqlite',
}: CreateDatabaseParameters = {}): ServiceDatabase<DB> {
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl))
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL')
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
    // An idle connection the server closes (a restart, an administrator, a dropped test
    // database: code 57P01) is an 'error' event on the pool; without a listener it would end the
    // process. The pool replaces the connection; the next query gets a fresh one.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`postgres: idle connection lost: ${error.message}`)
    })
    // A connection lost while checked out (the server stopped mid-query, or before the pool saw
    // an idle one die) fails its query, and pg also emits 'error' on the client, which the pool
    // does not listen to then: without this listener that ends the process.
    pool.on('connect', (client) => {
      client.on('error', () => {})
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, engine: 'postgres', destroy: () => db.destroy() }
  }
  let file = ':memory:'
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true })
    file = join(dataDir, fileName)
  }
  const sqlite = new SQLite(file)
  // First, so that switching to WAL also waits for another process opening the same file.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, engine: 'sqlite', destroy: () => db.destroy() }
}
