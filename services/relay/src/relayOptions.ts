import type { LogLevel } from '@portico/kit'

/** Limits a relay enforces on every client; each violation is answered, never a crash. */
export type RelayLimits = {
  /** Largest WebSocket frame, in bytes; a larger one closes the socket with 1009. @default 1 MiB */
  maxFrameBytes: number
  /** Largest `message` of a publish, in bytes (JSON-RPC error MESSAGE_TOO_LARGE). @default 256 KiB */
  maxMessageBytes: number
  /** Topics one connection may be subscribed to at once (TOO_MANY_TOPICS). @default 1,000 */
  maxTopicsPerClient: number
  /** Publishes (irn_publish, wc_proposeSession, wc_approveSession) per second per connection (RATE_LIMITED). @default 50 */
  publishesPerSecond: number
  /** Publishes a connection may send at once before the per-second rate applies. @default 100 */
  publishBurst: number
  /** Frames of any kind per second per connection; a sustained flood closes the socket with 1008. @default 500 */
  framesPerSecond: number
  /** Frames a connection may send at once before framesPerSecond applies. @default 1,000 */
  frameBurst: number
  /** Shortest message ttl, in seconds (TTL_OUT_OF_RANGE). @default 10 */
  minTtlSeconds: number
  /** Longest message ttl, in seconds (TTL_OUT_OF_RANGE). @default 30 days */
  maxTtlSeconds: number
  /** Messages one topic's mailbox holds at once (MAILBOX_FULL). @default 1,000 */
  maxMessagesPerTopic: number
  /** Messages all mailboxes of an in-memory relay hold at once (MAILBOX_FULL). @default 200,000 */
  maxStoredMessages: number
  /**
   * Bytes all mailboxes hold at once — of this node in memory, of the whole Redis with REDIS_URL.
   * A message counts its envelope plus MESSAGE_OVERHEAD_BYTES. When full, a publish from an
   * address holding less than the heaviest address evicts that address's oldest messages;
   * otherwise MAILBOX_FULL. @default 256 MiB
   */
  maxStoredBytes: number
  /** Bytes one topic's mailbox holds at once (MAILBOX_FULL). @default 4 MiB */
  maxBytesPerTopic: number
  /** Bytes of unexpired messages one client (JWT issuer) may have stored (QUOTA_EXCEEDED). @default 4 MiB */
  maxStoredBytesPerClient: number
  /**
   * Bytes of unexpired messages the clients at one address (IPv4 address, IPv6 /64) may have
   * stored (QUOTA_EXCEEDED). @default 16 MiB
   */
  maxStoredBytesPerIp: number
  /**
   * Longest life of a message published to a topic nobody subscribes to (on any node), in
   * seconds: a longer ttl is cut to this. The SDK subscribes to every topic it publishes on.
   * @default 300 (the SDK's own ttl of proposals and requests)
   */
  maxUnsubscribedTtlSeconds: number
  /**
   * Bytes per second the relay reads from one address (IPv4 address, IPv6 /64), over all its
   * connections: past it, their sockets are paused until the budget refills, so TCP holds the
   * sender back and refused or not, a flood of large frames costs the relay no more than this.
   * @default 1 MiB
   */
  maxInboundBytesPerSecondPerIp: number
  /** Bytes one address may send at once before maxInboundBytesPerSecondPerIp applies. @default 4 MiB */
  inboundBurstBytesPerIp: number
  /** Open connections of this node; the next is closed with 1013 (try again later). @default 20,000 */
  maxConnections: number
  /**
   * Open connections from one address (IPv4 address, IPv6 /64); the next is closed with 1013.
   * @default 100
   */
  maxConnectionsPerIp: number
  /** Bytes waiting to be sent to a client before it counts as too slow (closed with 1008). @default 16 MiB */
  maxBufferedBytes: number
  /**
   * Bytes waiting to be sent to all clients of the node: past it, each client with more than
   * SLOW_CLIENT_BYTES unread is cut on its next frame (1008), so slow readers cannot turn
   * deliveries into memory. @default 256 MiB
   */
  maxBufferedBytesTotal: number
  /** Messages one irn_fetchMessages answer holds (then hasMore). @default 200 */
  fetchPageSize: number
  /**
   * Longest lifetime of a client's auth JWT (exp − iat), in seconds; a longer one, or one without
   * exp, is refused with 3000. @default 86,400 (1 day: what @walletconnect/core signs)
   */
  maxJwtLifetimeSeconds: number
}

/** The default limits (docs/relay.md, "Limits"). */
export const DEFAULT_LIMITS: RelayLimits = {
  maxFrameBytes: 1024 * 1024,
  maxMessageBytes: 256 * 1024,
  maxTopicsPerClient: 1_000,
  publishesPerSecond: 50,
  publishBurst: 100,
  framesPerSecond: 500,
  frameBurst: 1_000,
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxMessagesPerTopic: 1_000,
  maxStoredMessages: 200_000,
  maxStoredBytes: 256 * 1024 * 1024,
  maxBytesPerTopic: 4 * 1024 * 1024,
  maxStoredBytesPerClient: 4 * 1024 * 1024,
  maxStoredBytesPerIp: 16 * 1024 * 1024,
  maxUnsubscribedTtlSeconds: 300,
  maxInboundBytesPerSecondPerIp: 1024 * 1024,
  inboundBurstBytesPerIp: 4 * 1024 * 1024,
  maxConnections: 20_000,
  maxConnectionsPerIp: 100,
  maxBufferedBytes: 16 * 1024 * 1024,
  maxBufferedBytesTotal: 256 * 1024 * 1024,
  fetchPageSize: 200,
  maxJwtLifetimeSeconds: 86_400,
}

/**
 * What a stored message costs besides its envelope, in bytes: its id, publisher, topic and the
 * bookkeeping around them. Byte budgets count envelope + this.
 */
export const MESSAGE_OVERHEAD_BYTES = 512

/** How often the relay pings each client: the clients drop a socket silent for ~35 s. */
export const PING_INTERVAL_MS = 15_000

/** How long a project check's answer is kept: a known project. */
export const PROJECT_CACHE_TTL_MS = 60_000

/** How long an unknown project is remembered as unknown. */
export const UNKNOWN_PROJECT_CACHE_TTL_MS = 10_000

/** How long a graceful close waits for clients to go before it cuts the rest. */
export const DRAIN_TIMEOUT_MS = 5_000

/** Options of startRelay. Every one is optional. */
export type StartRelayOptions = {
  /** Address to listen on. @default '127.0.0.1' */
  host?: string
  /** Port to listen on; 0 picks a free one. @default 4001 (PORTICO_RELAY_PORT in main.ts) */
  port?: number
  /**
   * The relay URLs clients are configured with, accepted as the JWT audience (`aud`), e.g.
   * `wss://relay.example.com` behind a proxy. @default ws://127.0.0.1:<port> and ws://localhost:<port>
   */
  publicUrls?: readonly string[]
  /** The Portico API's base URL: when set, each connection's projectId must be a project there. */
  apiUrl?: string
  /**
   * The shared service-to-service secret (PORTICO_SERVICE_TOKEN), sent to the API with each
   * project check as `x-portico-service-token`. Never logged. @default none
   */
  serviceToken?: string
  /**
   * A secret that `GET /metrics` must carry as `Authorization: Bearer <token>`
   * (PORTICO_RELAY_METRICS_TOKEN). Without it and without metricsPort, /metrics is not served.
   * @default none
   */
  metricsToken?: string
  /**
   * A port of its own for `GET /metrics` and `GET /health` (PORTICO_RELAY_METRICS_PORT), on
   * metricsHost, to keep off the public network; the relay port then does not serve /metrics
   * (unless metricsToken is set too). @default none
   */
  metricsPort?: number
  /** Address of the metrics port. @default '127.0.0.1' */
  metricsHost?: string
  /** Redis URL: mailboxes in Redis and fan-out over its pub/sub, for several relay nodes. @default in memory */
  redisUrl?: string
  /** Key and channel prefix in Redis, so several relays can share one Redis. @default 'portico:relay:' */
  redisPrefix?: string
  /**
   * Proxies in front of the relay that each append the address they got the request from to
   * X-Forwarded-For (PORTICO_RELAY_TRUSTED_PROXY_HOPS): the client's address, which the
   * per-address limits count, is the entry the outermost of them appended. 0: the TCP peer's
   * address. Set it behind a proxy, or every client counts as the proxy's address. @default 0
   */
  trustedProxyHops?: number
  /**
   * Redis `maxmemory` the relay sets at start (`CONFIG SET maxmemory`, policy `noeviction`), in
   * bytes (PORTICO_RELAY_REDIS_MAXMEMORY); start fails if Redis refuses. Without it the relay
   * warns when Redis has no maxmemory. Keep it at least twice maxStoredBytes. @default none
   */
  redisMaxMemoryBytes?: number
  /** Overrides of DEFAULT_LIMITS. */
  limits?: Partial<RelayLimits>
  /** How often clients are pinged (a client that missed the last ping's pong is cut). @default PING_INTERVAL_MS */
  pingIntervalMs?: number
  /**
   * How long a known project stays cached (PORTICO_RELAY_PROJECT_CACHE_TTL_MS): a deleted project
   * still connects on a node for up to this plus the API's project cache. @default PROJECT_CACHE_TTL_MS
   */
  projectCacheTtlMs?: number
  /**
   * How long an unknown project stays cached (PORTICO_RELAY_UNKNOWN_PROJECT_CACHE_TTL_MS): a new
   * project connects on every node within this plus the API's project cache.
   * @default UNKNOWN_PROJECT_CACHE_TTL_MS
   */
  unknownProjectCacheTtlMs?: number
  /** How long close() waits for clients to leave. @default DRAIN_TIMEOUT_MS */
  drainTimeoutMs?: number
  /** This node's name in logs and Redis messages. @default a random id */
  nodeId?: string
  /**
   * Where the relay writes its log lines, each a JSON object (`level`, `time`, `service`, `node`,
   * `msg` and fields, pino's shape); never a token, a JWT, a topic's key or a message. @default none
   */
  log?: (line: string) => void
  /** The least level written (PORTICO_RELAY_LOG_LEVEL: debug, info, warn, error). @default 'info' */
  logLevel?: LogLevel
  /** Clock in ms, for tests of expiry. @default Date.now */
  now?: () => number
}
