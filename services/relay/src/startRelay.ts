import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { createJsonLineLogger, createMetricsAccess, metricsEnvNames } from '@portico/kit'
import { WebSocketServer } from 'ws'
import { createProjectCheck, type ProjectCheckResult } from './auth/createProjectCheck.js'
import { normalizeRelayUrl, verifyClientJwt } from './auth/verifyClientJwt.js'
import { createMemoryBroker } from './broker/createMemoryBroker.js'
import { createRedisBroker } from './broker/createRedisBroker.js'
import type { RelayBroker } from './broker/RelayBroker.js'
import { RelayHub } from './hub/RelayHub.js'
import { CLOSE_CODES } from './jsonRpc/relayErrors.js'
import { addressKey, clientAddress } from './limits/clientAddress.js'
import { createMetrics, formatMetrics, increment } from './metrics/createMetrics.js'
import {
  DEFAULT_LIMITS,
  DRAIN_TIMEOUT_MS,
  PING_INTERVAL_MS,
  PROJECT_CACHE_TTL_MS,
  type RelayLimits,
  type StartRelayOptions,
  UNKNOWN_PROJECT_CACHE_TTL_MS,
} from './relayOptions.js'

/** A running relay node. */
export type RelayHandle = {
  /** The WebSocket URL clients use, e.g. ws://127.0.0.1:4001. */
  url: string
  /** The same node over HTTP (GET /health, GET /ready, GET /metrics). */
  httpUrl: string
  /**
   * Where GET /metrics is served: on the metrics port when there is one, else on the relay port
   * (which then wants the metrics token).
   */
  metricsUrl: string
  port: number
  /** This node's id (logs, Redis fan-out). */
  nodeId: string
  /** Where mailboxes live. */
  storage: 'memory' | 'redis'
  /** Audiences accepted in client JWTs. */
  publicUrls: readonly string[]
  /** The limits in force. */
  limits: RelayLimits
  /** Open client connections. */
  connectionCount(): number
  /** Current metrics in Prometheus text format. */
  metricsText(): Promise<string>
  /**
   * From now on GET /ready answers 503 'draining' while the relay still serves (SIGTERM: the
   * balancer stops sending new clients during the grace period, then close()).
   */
  markDraining(): void
  /** Stops accepting, asks clients to leave (1012), waits for them (drainTimeoutMs), then closes storage. */
  close(): Promise<void>
}

/** Close reasons are at most 123 bytes in a WebSocket close frame. */
const closeReason = (reason: string) => Buffer.from(reason).subarray(0, 123).toString()

/**
 * Starts a WalletConnect v2 relay node: WebSocket clients on `/` (auth JWT and projectId in the
 * query), `GET /health` (alive), `GET /ready` (storage answers, not draining) and `GET /metrics`
 * (private) on the same port.
 *
 * @example
 * const relay = await startRelay({ port: 4001, redisUrl: process.env.REDIS_URL })
 * // SignClient.init({ relayUrl: relay.url, projectId, ... })
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RelayHandle> {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const nodeId = options.nodeId ?? randomUUID().slice(0, 8)
  // Every line a JSON object as the other services' pino lines: level, time, node, msg. The
  // relay never logs a token, a JWT, a topic's key or a message.
  const logger = createJsonLineLogger({
    write: options.log ?? (() => {}),
    base: { service: 'relay', node: nodeId },
    level: options.logLevel,
  })
  const log = (msg: string) => logger.info(msg)
  const warn = (msg: string) => logger.warn(msg)
  const limits: RelayLimits = { ...DEFAULT_LIMITS, ...options.limits }
  const metrics = createMetrics()

  const broker: RelayBroker = options.redisUrl
    ? await createRedisBroker({
        redisUrl: options.redisUrl,
        prefix: options.redisPrefix ?? 'portico:relay:',
        nodeId,
        ...limits,
        maxMemoryBytes: options.redisMaxMemoryBytes,
        now,
        log: warn,
      })
    : createMemoryBroker({ ...limits, now })

  const hub = new RelayHub({
    broker,
    limits,
    metrics,
    pingIntervalMs: options.pingIntervalMs ?? PING_INTERVAL_MS,
    now,
    log,
  })
  const checkProject = options.apiUrl
    ? createProjectCheck({
        apiUrl: options.apiUrl,
        knownTtlMs: options.projectCacheTtlMs ?? PROJECT_CACHE_TTL_MS,
        unknownTtlMs: options.unknownProjectCacheTtlMs ?? UNKNOWN_PROJECT_CACHE_TTL_MS,
        now,
        serviceToken: options.serviceToken,
      })
    : undefined

  let closing = false
  let draining = false
  let audiences: string[] = []

  async function metricsText(): Promise<string> {
    let mailboxMessages = Number.NaN
    let storedBytes = Number.NaN
    try {
      mailboxMessages = await broker.depth()
      storedBytes = await broker.storedBytes()
    } catch {}
    return formatMetrics(metrics, {
      connections: hub.connections.size,
      subscribedTopics: hub.topics.size,
      mailboxMessages,
      storedBytes,
      awaitingAck: hub.awaitingAck(),
    })
  }

  const { tokenEnv, portEnv } = metricsEnvNames('RELAY')
  const metricsAccess = createMetricsAccess({ token: options.metricsToken, tokenEnv, portEnv })

  /**
   * GET /health, GET /ready, GET /metrics and the answers to anything else. /metrics is private
   * by kit's rule (createMetricsAccess): on the relay port (`public`) it wants the token, or is
   * not served at all; on the metrics port it is open (the token still applies when set).
   */
  function onHttp(request: IncomingMessage, response: ServerResponse, port: 'public' | 'metrics') {
    const path = (request.url ?? '/').split('?')[0]
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return json(405, { error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET' } })
    // Alive: the process answers (a liveness probe), whatever its storage says.
    if (path === '/health')
      return json(200, { status: 'ok', node: nodeId, connections: hub.connections.size })
    // Ready for new clients: its storage answers and it is not draining or closing.
    if (path === '/ready') {
      const checks: Record<string, 'ok' | 'down'> =
        broker.kind === 'redis' ? { redis: broker.healthy() ? 'ok' : 'down' } : {}
      const status =
        draining || closing
          ? 'draining'
          : Object.values(checks).includes('down')
            ? 'not ready'
            : 'ready'
      return json(status === 'ready' ? 200 : 503, { status, checks })
    }
    if (path === '/metrics') {
      const verdict = metricsAccess(port, request.headers.authorization)
      if (!verdict.allowed) {
        for (const [name, value] of Object.entries(verdict.headers)) response.setHeader(name, value)
        return json(verdict.status, verdict.body)
      }
      metricsText().then(
        (text) => {
          response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' })
          response.end(text)
        },
        () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'metrics unavailable' } }),
      )
      return
    }
    if (path === '/' && port === 'public')
      return json(426, {
        error: {
          code: 'UPGRADE_REQUIRED',
          message: 'This is a WalletConnect relay: connect with a WebSocket',
        },
      })
    json(404, { error: { code: 'NOT_FOUND', message: `No route ${path}` } })
  }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  })

  /** Why a connection is refused, checked before the upgrade; undefined when it may connect. */
  async function admission(
    request: IncomingMessage,
  ): Promise<
    { ok: true; clientId: string } | { ok: false; code: number; reason: string; metric: string }
  > {
    const url = new URL(request.url ?? '/', 'http://relay.invalid')
    const jwt = await verifyClientJwt({
      jwt: url.searchParams.get('auth'),
      audiences,
      nowS: Math.floor(now() / 1_000),
      maxLifetimeS: limits.maxJwtLifetimeSeconds,
    })
    if (!jwt.ok)
      return {
        ok: false,
        code: CLOSE_CODES.UNAUTHORIZED,
        reason: jwt.reason,
        metric: 'unauthorized',
      }
    if (checkProject) {
      const projectId = url.searchParams.get('projectId')
      const result: ProjectCheckResult = projectId ? await checkProject(projectId) : 'unknown'
      if (result === 'unknown')
        return {
          ok: false,
          code: CLOSE_CODES.UNAUTHORIZED,
          reason: projectId ? 'unknown project id' : 'projectId missing',
          metric: 'unknown-project',
        }
      if (result === 'unavailable')
        return {
          ok: false,
          code: CLOSE_CODES.TRY_AGAIN_LATER,
          reason: 'project check unavailable, try again later',
          metric: 'project-check-unavailable',
        }
    }
    return { ok: true, clientId: jwt.clientId }
  }

  const trustedProxyHops = options.trustedProxyHops ?? 0
  /** Connections admitted or being admitted, in all and per address key. */
  let openConnections = 0
  const openByAddress = new Map<string, number>()
  function release(address: string) {
    openConnections--
    const left = (openByAddress.get(address) ?? 1) - 1
    if (left > 0) openByAddress.set(address, left)
    else openByAddress.delete(address)
  }

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy())
    if (closing) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      return
    }
    const address = addressKey(
      clientAddress(
        request.socket.remoteAddress,
        request.headers['x-forwarded-for'],
        trustedProxyHops,
      ),
    )
    // Counted from the first byte, so a burst of handshakes cannot pass the caps while checked.
    openConnections++
    openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1)
    let counted = true
    const uncount = () => {
      if (counted) release(address)
      counted = false
    }
    let verdict: Awaited<ReturnType<typeof admission>>
    if (openConnections > limits.maxConnections)
      verdict = {
        ok: false,
        code: CLOSE_CODES.TRY_AGAIN_LATER,
        reason: `relay full (${limits.maxConnections} connections), try again later`,
        metric: 'node-full',
      }
    else if ((openByAddress.get(address) ?? 0) > limits.maxConnectionsPerIp)
      verdict = {
        ok: false,
        code: CLOSE_CODES.TRY_AGAIN_LATER,
        reason: `too many connections from your address (${limits.maxConnectionsPerIp}), try again later`,
        metric: 'address-limit',
      }
    else
      try {
        verdict = await admission(request)
      } catch (error) {
        logger.error('admission failed', { error: error as Error })
        verdict = { ok: false, code: 1011, reason: 'internal error', metric: 'internal-error' }
      }
    // A refused connection stops counting at once; an admitted one when its socket closes.
    if (!verdict.ok || socket.destroyed) uncount()
    if (socket.destroyed) return
    socket.once('close', uncount)
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (!verdict.ok) {
        // Accept, then close with a reason: browsers cannot read an HTTP refusal, only close events.
        increment(metrics.rejected, verdict.metric)
        ws.on('error', () => ws.terminate())
        ws.close(verdict.code, closeReason(verdict.reason))
        setTimeout(() => ws.terminate(), 2_000).unref()
        return
      }
      if (closing) {
        ws.close(CLOSE_CODES.SERVICE_RESTART, 'relay shutting down, reconnect')
        return
      }
      hub.attach(ws, verdict.clientId, address)
    })
  }

  const server = createServer((request, response) => onHttp(request, response, 'public'))
  server.on('upgrade', (request, socket, head) => {
    onUpgrade(request, socket, head).catch(() => socket.destroy())
  })
  server.on('clientError', (_error, socket) => socket.destroy())

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 4001, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await broker.close()
    throw error
  }
  const metricsHost = options.metricsHost ?? '127.0.0.1'
  let metricsServer: Server | undefined
  if (options.metricsPort !== undefined) {
    const privateServer = createServer((request, response) => onHttp(request, response, 'metrics'))
    privateServer.on('upgrade', (_request, socket) => socket.destroy())
    privateServer.on('clientError', (_error, socket) => socket.destroy())
    try {
      await new Promise<void>((resolve, reject) => {
        privateServer.once('error', reject)
        privateServer.listen(options.metricsPort, metricsHost, () => {
          privateServer.off('error', reject)
          resolve()
        })
      })
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await broker.close()
      throw error
    }
    metricsServer = privateServer
  }
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4001)
  const url = `ws://${host}:${port}`
  audiences = (options.publicUrls ?? [url, `ws://localhost:${port}`, `ws://127.0.0.1:${port}`]).map(
    normalizeRelayUrl,
  )
  audiences = [...new Set(audiences)]

  const metricsAddress = metricsServer?.address()
  const metricsUrl =
    metricsAddress && typeof metricsAddress === 'object'
      ? `http://${metricsHost}:${metricsAddress.port}/metrics`
      : `http://${host}:${port}/metrics`

  let closed: Promise<void> | undefined
  return {
    url,
    httpUrl: `http://${host}:${port}`,
    metricsUrl,
    port,
    nodeId,
    storage: broker.kind,
    publicUrls: audiences,
    limits,
    connectionCount: () => hub.connections.size,
    metricsText,
    markDraining() {
      draining = true
    },
    close() {
      closed ??= (async () => {
        closing = true
        const serverClosed = new Promise<void>((resolve) => server.close(() => resolve()))
        const metricsClosed = new Promise<void>((resolve) =>
          metricsServer ? metricsServer.close(() => resolve()) : resolve(),
        )
        metricsServer?.closeAllConnections()
        await hub.close(options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS)
        server.closeAllConnections()
        await serverClosed
        await metricsClosed
        await broker.close()
      })()
      return closed
    },
  }
}
