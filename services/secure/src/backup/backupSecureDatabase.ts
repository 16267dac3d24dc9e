import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createDatabase } from '@portico/kit'
import { sql } from 'kysely'
import { DEFAULT_SECURE_DATA_DIR, getSecureDataDir } from '../db/openSecureDatabase.js'

/** The secure site's SQLite file in its data folder. */
const SECURE_SQLITE_FILE = 'secure.sqlite'

/** Parameters of backupSecureDatabase. */
export type BackupSecureDatabaseParameters = {
  /** The site's environment: PORTICO_DATA_DIR (and DATABASE_URL, which this backup refuses). */
  env: Record<string, string | undefined>
  /** The SQLite folder when PORTICO_DATA_DIR is not set. @default DEFAULT_SECURE_DATA_DIR */
  defaultDataDir?: string | undefined
  /** The backup file to write; it must not exist yet (a backup never overwrites another). */
  to: string
}

/**
 * Backs up the secure site's SQLite database while the site runs (for `portico backup secure
 * --to <file>`): SQLite's `VACUUM INTO`, a transactionally consistent copy that includes what is
 * still in the WAL file — copying `secure.sqlite` with cp can catch a write half done. It opens the
 * file without migrating, so it never changes the live database. With DATABASE_URL the data is in
 * PostgreSQL, which `pg_dump -Fc` backs up (docs/backups.md). Resolves with the file written.
 */
export async function backupSecureDatabase({
  env,
  defaultDataDir = DEFAULT_SECURE_DATA_DIR,
  to,
}: BackupSecureDatabaseParameters): Promise<string> {
  if (env.DATABASE_URL)
    throw new Error(
      "DATABASE_URL is set: the secure site's data is in PostgreSQL; back it up with pg_dump -Fc (docs/backups.md)",
    )
  const dataDir = getSecureDataDir(env, defaultDataDir)
  const live = join(dataDir, SECURE_SQLITE_FILE)
  if (!existsSync(live))
    throw new Error(`no secure site database at ${live} (PORTICO_DATA_DIR names its folder)`)
  const target = resolve(to)
  if (existsSync(target))
    throw new Error(`${target} exists already: a backup never overwrites a file`)
  if (!existsSync(dirname(target)))
    throw new Error(`the backup's folder ${dirname(target)} does not exist`)
  const database = createDatabase<unknown>({ dataDir, fileName: SECURE_SQLITE_FILE })
  try {
    await sql`vacuum into ${target}`.execute(database.db)
  } finally {
    await database.destroy()
  }
  return target
}
