import type { Migration } from 'kysely'
import * as m0001 from './0001_secure.js'
import * as m0002 from './0002_dpop.js'
import * as m0003 from './0003_recovery.js'
import * as m0004 from './0004_device_shares.js'

/** Every migration of the secure server, in order; applied ones are never edited. */
export const SECURE_MIGRATIONS: Record<string, Migration> = {
  '0001_secure': m0001,
  '0002_dpop': m0002,
  '0003_recovery': m0003,
  '0004_device_shares': m0004,
}

/** The secure server's own bookkeeping table, so it can share a PostgreSQL database with the API. */
export const SECURE_MIGRATION_TABLE = 'secure_migration'
