import { Redis } from 'ioredis'
import { redactUrl } from './redactUrl.js'
import { waitForRedis } from './waitForRedis.js'

/** How long a service waits at start for Redis to answer. */
export const REDIS_CONNECT_TIMEOUT_MS = 10_000
/**
 * How long one command may take before it fails: a request waiting on a rate limit must not
 * hang on a Redis that stopped answering.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000

/** Options of openRedis. */
export type OpenRedisOptions = {
  /** What uses the connection, in messages (e.g. 'the API's rate limits'). */
  name: string
  /** Where connection trouble is reported (the URL's password never is). @default none */
  log?: ((line: string) => void) | undefined
  /** @default REDIS_CONNECT_TIMEOUT_MS */
  connectTimeoutMs?: number | undefined
  /** @default REDIS_COMMAND_TIMEOUT_MS */
  commandTimeoutMs?: number | undefined
}

/**
 * A ready ioredis connection to `url` (REDIS_URL: redis:// or rediss://), or an error naming the
 * URL without its password. Commands fail at once while the connection is down (no offline
 * queue) and after commandTimeoutMs when Redis does not answer, so callers decide what an
 * outage means instead of piling requests up; ioredis reconnects in the background.
 */
export async function openRedis(url: string, options: OpenRedisOptions): Promise<Redis> {
  const { name, log, connectTimeoutMs = REDIS_CONNECT_TIMEOUT_MS } = options
  const client = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: connectTimeoutMs,
    commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  })
  // One line per outage, not one per reconnect attempt; ioredis's own messages hold no password.
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    log?.(`${name}: Redis at ${redactUrl(url)} does not answer: ${error.message}`)
  })
  client.on('ready', () => {
    if (down) log?.(`${name}: Redis at ${redactUrl(url)} answers again`)
    down = false
  })
  try {
    await waitForRedis(client, connectTimeoutMs)
  } catch (error) {
    client.disconnect()
    throw new Error(`${name}: cannot reach Redis at ${redactUrl(url)}: ${(error as Error).message}`)
  }
  return client
}
