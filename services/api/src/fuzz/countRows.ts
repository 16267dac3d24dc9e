import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'

/** Rows per table of the database, in one query (every table the migrations made). */
export type RowCounts = Record<string, number>

/** A function that counts the rows of every table of `db`, found once by introspection. */
export async function createRowCounter(db: Kysely<Database>): Promise<() => Promise<RowCounts>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort()
  if (tables.length === 0) throw new Error('no tables to count')
  const query = sql.join(
    tables.map((name) => sql`select ${name} as t, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  )
  return async () => {
    const { rows } = await sql<{ t: string; n: number | string }>`${query}`.execute(db)
    return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]))
  }
}
