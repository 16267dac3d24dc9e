import { type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely'

/** Whether the migration runs on SQLite (else PostgreSQL). */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter
}

/** An auto-numbered primary key `id`: INTEGER AUTOINCREMENT on SQLite, an identity on PostgreSQL. */
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
}
