import type { Migration } from 'kysely'
import * as m0001 from './0001_projects_and_analytics.js'
import * as m0002 from './0002_wallet_catalogue.js'
import * as m0003 from './0003_indexer.js'
import * as m0004 from './0004_history_by_time.js'
import * as m0005 from './0005_nft_metadata.js'
import * as m0006 from './0006_profile_names.js'
import * as m0007 from './0007_onramp_sandbox.js'

/**
 * Every migration, in order. A new one is a new file plus one line here; applied migrations are
 * never edited.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_projects_and_analytics': m0001,
  '0002_wallet_catalogue': m0002,
  '0003_indexer': m0003,
  '0004_history_by_time': m0004,
  '0005_nft_metadata': m0005,
  '0006_profile_names': m0006,
  '0007_onramp_sandbox': m0007,
}
