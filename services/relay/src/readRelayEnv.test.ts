import { describe, expect, it } from 'vitest'
import { readRelayEnv } from './readRelayEnv.js'

describe('readRelayEnv', () => {
  it('reads every setting', () => {
    expect(
      readRelayEnv({
        PORTICO_RELAY_HOST: '0.0.0.0',
        PORTICO_RELAY_PUBLIC_URLS: 'wss://relay.example.com, ws://127.0.0.1:4001',
        PORTICO_RELAY_API_URL: 'http://127.0.0.1:4000',
        PORTICO_SERVICE_TOKEN: 'shared-secret',
        PORTICO_RELAY_METRICS_TOKEN: 'metrics-secret',
        PORTICO_RELAY_METRICS_PORT: '9464',
        PORTICO_RELAY_METRICS_HOST: '10.0.0.5',
        PORTICO_RELAY_TRUSTED_PROXY_HOPS: '1',
        PORTICO_RELAY_REDIS_MAXMEMORY: '1073741824',
        PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '20',
        PORTICO_RELAY_MAX_STORED_BYTES_PER_IP: '8388608',
        PORTICO_RELAY_MAX_UNSUBSCRIBED_TTL_S: '120',
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        PORTICO_RELAY_REDIS_PREFIX: 'site:',
        PORTICO_RELAY_NODE_ID: 'node-1',
        PORTICO_RELAY_PING_INTERVAL_MS: '10000',
        PORTICO_RELAY_DRAIN_TIMEOUT_MS: '3000',
        PORTICO_RELAY_PROJECT_CACHE_TTL_MS: '20000',
        PORTICO_RELAY_UNKNOWN_PROJECT_CACHE_TTL_MS: '2000',
        PORTICO_RELAY_MAX_TOPICS_PER_CLIENT: '50',
        PORTICO_RELAY_PUBLISHES_PER_SECOND: '20',
        PORTICO_RELAY_MAX_TTL_S: '86400',
      }),
    ).toEqual({
      host: '0.0.0.0',
      publicUrls: ['wss://relay.example.com', 'ws://127.0.0.1:4001'],
      apiUrl: 'http://127.0.0.1:4000',
      serviceToken: 'shared-secret',
      metricsToken: 'metrics-secret',
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      trustedProxyHops: 1,
      redisMaxMemoryBytes: 1_073_741_824,
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'site:',
      nodeId: 'node-1',
      pingIntervalMs: 10_000,
      drainTimeoutMs: 3_000,
      projectCacheTtlMs: 20_000,
      unknownProjectCacheTtlMs: 2_000,
      limits: {
        maxTopicsPerClient: 50,
        publishesPerSecond: 20,
        maxTtlSeconds: 86_400,
        maxConnectionsPerIp: 20,
        maxStoredBytesPerIp: 8_388_608,
        maxUnsubscribedTtlSeconds: 120,
      },
    })
  })

  it('an empty environment is all defaults', () => {
    expect(readRelayEnv({})).toEqual({})
  })

  it('PORTICO_RELAY_LOG_LEVEL: the least level of the JSON log lines', () => {
    expect(readRelayEnv({ PORTICO_RELAY_LOG_LEVEL: 'warn' })).toEqual({ logLevel: 'warn' })
  })

  it.each([
    [
      { PORTICO_RELAY_MAX_FRAME_BYTES: '1.5' },
      "PORTICO_RELAY_MAX_FRAME_BYTES must be a whole number above 0, got '1.5'",
    ],
    [
      { PORTICO_RELAY_PING_INTERVAL_MS: '0' },
      "PORTICO_RELAY_PING_INTERVAL_MS must be a whole number above 0, got '0'",
    ],
    [
      { PORTICO_RELAY_METRICS_PORT: '70000' },
      "PORTICO_RELAY_METRICS_PORT must be a port (1-65535), got '70000'",
    ],
    [
      { PORTICO_RELAY_TRUSTED_PROXY_HOPS: '-1' },
      "PORTICO_RELAY_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got '-1'",
    ],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    // Never echoed: a Redis URL may hold a password.
    [
      { REDIS_URL: 'not a url' },
      'REDIS_URL must be a redis:// or rediss:// URL (its value is not shown)',
    ],
    [
      { PORTICO_RELAY_PROJECT_CACHE_TTL_MS: '1m' },
      "PORTICO_RELAY_PROJECT_CACHE_TTL_MS must be a whole number above 0, got '1m'",
    ],
    [{ PORTICO_RELAY_API_URL: 'ftp://x' }, 'PORTICO_RELAY_API_URL must be a http: or https: URL'],
    [
      { PORTICO_RELAY_PUBLIC_URLS: 'https://relay.example.com' },
      'PORTICO_RELAY_PUBLIC_URLS must be a ws: or wss: URL',
    ],
    [
      { PORTICO_RELAY_LOG_LEVEL: 'verbose' },
      "PORTICO_RELAY_LOG_LEVEL must be one of debug, info, warn, error, got 'verbose'",
    ],
  ])('refuses %o', (env, message) => {
    expect(() => readRelayEnv(env)).toThrow(message)
  })
})
