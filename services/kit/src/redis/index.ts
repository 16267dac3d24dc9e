/** Redis for the services (`@portico/kit/redis`): no database or chain code loads with it. */
export { closeRedis } from './closeRedis.js'
export {
  type OpenRedisOptions,
  openRedis,
  REDIS_COMMAND_TIMEOUT_MS,
  REDIS_CONNECT_TIMEOUT_MS,
} from './openRedis.js'
export { REDIS_URL_ENV, readRedisUrl } from './readRedisUrl.js'
export { redactUrl } from './redactUrl.js'
export { waitForRedis } from './waitForRedis.js'
