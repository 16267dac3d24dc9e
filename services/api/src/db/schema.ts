import type { ColumnType, Generated } from 'kysely'
import type { CatalogueTables } from '../catalogue/tables.js'
import type { IndexerTables } from '../indexer/tables.js'
import type { OnrampTables } from '../onramp/tables.js'
import type { ProfileTables } from '../profile/tables.js'

/** Timestamps are stored as epoch milliseconds in a bigint column (the same on both engines). */
type EpochMs = ColumnType<number, number, number>

/** A project: who may call the API, from where, with which features (spec §1, §7). */
export type ProjectsTable = {
  id: string
  name: string
  /** JSON array of origin patterns (wildcards allowed, e.g. https://*.example.com). */
  allowed_origins: string
  /** JSON array of { id, isEnabled, config? }: the remote feature configuration. */
  features: string
  /** 1 when analytics are collected, 0 when refused. */
  analytics_enabled: number
  created_at: EpochMs
  updated_at: EpochMs
}

/** One analytics event (spec §7 "POST /e"). */
export type AnalyticsEventsTable = {
  id: Generated<number>
  project_id: string
  event_id: string
  url: string
  domain: string
  timestamp: EpochMs
  /** JSON of props: type, event, errorType, errorMessage, stackTrace. */
  props: string
  received_at: EpochMs
}

/** The database of the API: projects and analytics here, each area's tables in its own file. */
export type Database = {
  projects: ProjectsTable
  analytics_events: AnalyticsEventsTable
} & CatalogueTables &
  IndexerTables &
  ProfileTables &
  OnrampTables
