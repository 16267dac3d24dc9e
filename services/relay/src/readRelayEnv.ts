import { LOG_LEVELS, type LogLevel } from '@portico/kit'
import { readRedisUrl } from '@portico/kit/redis'
import type { RelayLimits, StartRelayOptions } from './relayOptions.js'

/** The environment variable of each limit (docs/relay.md, "Configuration"). */
export const LIMIT_ENV: Record<keyof RelayLimits, string> = {
  maxFrameBytes: 'PORTICO_RELAY_MAX_FRAME_BYTES',
  maxMessageBytes: 'PORTICO_RELAY_MAX_MESSAGE_BYTES',
  maxTopicsPerClient: 'PORTICO_RELAY_MAX_TOPICS_PER_CLIENT',
  publishesPerSecond: 'PORTICO_RELAY_PUBLISHES_PER_SECOND',
  publishBurst: 'PORTICO_RELAY_PUBLISH_BURST',
  framesPerSecond: 'PORTICO_RELAY_FRAMES_PER_SECOND',
  frameBurst: 'PORTICO_RELAY_FRAME_BURST',
  minTtlSeconds: 'PORTICO_RELAY_MIN_TTL_S',
  maxTtlSeconds: 'PORTICO_RELAY_MAX_TTL_S',
  maxMessagesPerTopic: 'PORTICO_RELAY_MAX_MESSAGES_PER_TOPIC',
  maxStoredMessages: 'PORTICO_RELAY_MAX_STORED_MESSAGES',
  maxStoredBytes: 'PORTICO_RELAY_MAX_STORED_BYTES',
  maxBytesPerTopic: 'PORTICO_RELAY_MAX_BYTES_PER_TOPIC',
  maxStoredBytesPerClient: 'PORTICO_RELAY_MAX_STORED_BYTES_PER_CLIENT',
  maxStoredBytesPerIp: 'PORTICO_RELAY_MAX_STORED_BYTES_PER_IP',
  maxUnsubscribedTtlSeconds: 'PORTICO_RELAY_MAX_UNSUBSCRIBED_TTL_S',
  maxInboundBytesPerSecondPerIp: 'PORTICO_RELAY_MAX_INBOUND_BYTES_PER_SECOND_PER_IP',
  inboundBurstBytesPerIp: 'PORTICO_RELAY_INBOUND_BURST_BYTES_PER_IP',
  maxConnections: 'PORTICO_RELAY_MAX_CONNECTIONS',
  maxConnectionsPerIp: 'PORTICO_RELAY_MAX_CONNECTIONS_PER_IP',
  maxBufferedBytes: 'PORTICO_RELAY_MAX_BUFFERED_BYTES',
  maxBufferedBytesTotal: 'PORTICO_RELAY_MAX_BUFFERED_BYTES_TOTAL',
  fetchPageSize: 'PORTICO_RELAY_FETCH_PAGE_SIZE',
  maxJwtLifetimeSeconds: 'PORTICO_RELAY_MAX_JWT_LIFETIME_S',
}

function positiveInteger(
  env: Record<string, string | undefined>,
  name: string,
): number | undefined {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new Error(`${name} must be a whole number above 0, got '${raw}'`)
  return value
}

function url(env: Record<string, string | undefined>, name: string, protocols: string[]) {
  const raw = env[name]
  if (raw === undefined || raw === '') return undefined
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new Error(`${name} must be a URL, got '${raw.slice(0, 80)}'`)
  }
  if (!protocols.includes(parsed.protocol))
    throw new Error(`${name} must be a ${protocols.join(' or ')} URL`)
  return raw
}

/**
 * The relay's options from the environment (all but the port, which main.ts reads with the
 * stack's other ports): PORTICO_RELAY_HOST, PORTICO_RELAY_PUBLIC_URLS (comma-separated),
 * PORTICO_RELAY_API_URL, PORTICO_SERVICE_TOKEN, PORTICO_RELAY_METRICS_TOKEN,
 * PORTICO_RELAY_METRICS_PORT, PORTICO_RELAY_METRICS_HOST, PORTICO_RELAY_TRUSTED_PROXY_HOPS,
 * PORTICO_RELAY_REDIS_MAXMEMORY, REDIS_URL, PORTICO_RELAY_REDIS_PREFIX, PORTICO_RELAY_PING_INTERVAL_MS,
 * PORTICO_RELAY_DRAIN_TIMEOUT_MS, PORTICO_RELAY_NODE_ID, PORTICO_RELAY_PROJECT_CACHE_TTL_MS,
 * PORTICO_RELAY_UNKNOWN_PROJECT_CACHE_TTL_MS and one variable per limit (LIMIT_ENV).
 * Throws a message naming the variable when a value is wrong.
 */
export function readRelayEnv(
  env: Record<string, string | undefined> = process.env,
): StartRelayOptions {
  const options: StartRelayOptions = {}
  if (env.PORTICO_RELAY_HOST) options.host = env.PORTICO_RELAY_HOST
  if (env.PORTICO_RELAY_PUBLIC_URLS) {
    const urls = env.PORTICO_RELAY_PUBLIC_URLS.split(',')
      .map((u) => u.trim())
      .filter(Boolean)
    for (const u of urls)
      url({ PORTICO_RELAY_PUBLIC_URLS: u }, 'PORTICO_RELAY_PUBLIC_URLS', ['ws:', 'wss:'])
    options.publicUrls = urls
  }
  const apiUrl = url(env, 'PORTICO_RELAY_API_URL', ['http:', 'https:'])
  if (apiUrl) options.apiUrl = apiUrl
  if (env.PORTICO_SERVICE_TOKEN) options.serviceToken = env.PORTICO_SERVICE_TOKEN
  if (env.PORTICO_RELAY_METRICS_TOKEN) options.metricsToken = env.PORTICO_RELAY_METRICS_TOKEN
  const metricsPort = positiveInteger(env, 'PORTICO_RELAY_METRICS_PORT')
  if (metricsPort !== undefined) {
    if (metricsPort > 65_535)
      throw new Error(`PORTICO_RELAY_METRICS_PORT must be a port (1-65535), got '${metricsPort}'`)
    options.metricsPort = metricsPort
  }
  if (env.PORTICO_RELAY_METRICS_HOST) options.metricsHost = env.PORTICO_RELAY_METRICS_HOST
  // The kit's reader: a wrong REDIS_URL is named, never echoed (it may hold a password).
  const redisUrl = readRedisUrl(env)
  if (redisUrl) options.redisUrl = redisUrl
  const projectCacheTtlMs = positiveInteger(env, 'PORTICO_RELAY_PROJECT_CACHE_TTL_MS')
  if (projectCacheTtlMs !== undefined) options.projectCacheTtlMs = projectCacheTtlMs
  const unknownTtlMs = positiveInteger(env, 'PORTICO_RELAY_UNKNOWN_PROJECT_CACHE_TTL_MS')
  if (unknownTtlMs !== undefined) options.unknownProjectCacheTtlMs = unknownTtlMs
  if (env.PORTICO_RELAY_REDIS_PREFIX) options.redisPrefix = env.PORTICO_RELAY_REDIS_PREFIX
  if (env.PORTICO_RELAY_NODE_ID) options.nodeId = env.PORTICO_RELAY_NODE_ID
  const logLevel = env.PORTICO_RELAY_LOG_LEVEL
  if (logLevel) {
    if (!Object.hasOwn(LOG_LEVELS, logLevel))
      throw new Error(
        `PORTICO_RELAY_LOG_LEVEL must be one of ${Object.keys(LOG_LEVELS).join(', ')}, got '${logLevel.slice(0, 20)}'`,
      )
    options.logLevel = logLevel as LogLevel
  }
  const hops = env.PORTICO_RELAY_TRUSTED_PROXY_HOPS
  if (hops !== undefined && hops !== '') {
    const value = Number(hops)
    if (!Number.isSafeInteger(value) || value < 0 || value > 10)
      throw new Error(
        `PORTICO_RELAY_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got '${hops}'`,
      )
    options.trustedProxyHops = value
  }
  const maxMemory = positiveInteger(env, 'PORTICO_RELAY_REDIS_MAXMEMORY')
  if (maxMemory !== undefined) options.redisMaxMemoryBytes = maxMemory
  const ping = positiveInteger(env, 'PORTICO_RELAY_PING_INTERVAL_MS')
  if (ping !== undefined) options.pingIntervalMs = ping
  const drain = positiveInteger(env, 'PORTICO_RELAY_DRAIN_TIMEOUT_MS')
  if (drain !== undefined) options.drainTimeoutMs = drain
  const limits: Partial<RelayLimits> = {}
  for (const [key, name] of Object.entries(LIMIT_ENV) as [keyof RelayLimits, string][]) {
    const value = positiveInteger(env, name)
    if (value !== undefined) limits[key] = value
  }
  if (Object.keys(limits).length) options.limits = limits
  return options
}
