/** Test helpers of the services kit (`@portico/kit/testing`). */
export { ENGINES, openTestDatabase } from './openTestDatabase.js'
export { findPostgresBin, startPostgres, type TestPostgres } from './startPostgres.js'
export { assertRedisServerInstalled, startRedisServer, type TestRedis } from './startRedisServer.js'
