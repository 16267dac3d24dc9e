import type { Kysely } from 'kysely'

/**
 * The tables of a database and their columns (name and type), sorted, Kysely's bookkeeping
 * tables included: what a test compares to show two databases were migrated alike.
 */
export async function readSchema(db: Kysely<unknown>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true })
  return Object.fromEntries(
    tables
      .map((table) => [
        table.name,
        table.columns.map((column) => `${column.name} ${column.dataType}`).sort(),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  )
}
