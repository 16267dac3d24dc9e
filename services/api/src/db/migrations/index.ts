import type { Migration } from 'kysely'
import * as m0001 from './0001_projects_and_analytics.js'

/**
 * Every migration, in order. A new one is a new file plus one line here; applied migrations are
 * never edited.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_projects_and_analytics': m0001,
}
