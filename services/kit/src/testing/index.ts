/** Test helpers of the services kit (`@portico/kit/testing`). */

export { createFreshDatabaseEnv, type FreshDatabaseEnv } from './createFreshDatabaseEnv.js'
export {
  createTestPostgresDatabase,
  type TestPostgresDatabase,
} from './createTestPostgresDatabase.js'
export { metricSample } from './metricSample.js'
export { ENGINES, openTestDatabase } from './openTestDatabase.js'
export { readSchema } from './readSchema.js'
export {
  awaitStartSignal,
  type NodeOutcome,
  type StartNodesAtOnceParameters,
  startNodesAtOnce,
} from './startNodesAtOnce.js'
export {
  type NodesOnFreshDatabase,
  type StartNodesOnFreshDatabaseParameters,
  startNodesOnFreshDatabase,
} from './startNodesOnFreshDatabase.js'
export { findPostgresBin, startPostgres, type TestPostgres } from './startPostgres.js'
export { assertRedisServerInstalled, startRedisServer, type TestRedis } from './startRedisServer.js'
