import type { Socket } from 'node:net'
import type { WebSocket } from 'ws'
import { subscriptionId } from '../broker/messageId.js'
import type { RelayMessage } from '../broker/RelayBroker.js'
import { formatError, formatResult } from '../jsonRpc/formatResponse.js'
import { parseFrame } from '../jsonRpc/parseFrame.js'
import { idKey } from '../jsonRpc/readRawId.js'
import { CLOSE_CODES, RelayRpcError } from '../jsonRpc/relayErrors.js'
import { createTokenBucket, type TokenBucket } from '../limits/createTokenBucket.js'
import { increment, observeDuration } from '../metrics/createMetrics.js'
import type { RelayHub } from './RelayHub.js'
import { RELAY_METHODS } from './relayMethods.js'

/** An ack as the SDK sends it: `{"id":<id>,"jsonrpc":"2.0","result":true}`. */
const ACK_FRAME = /^\{"id":("\d{1,40}n?"|\d{1,40}),"jsonrpc":"2\.0","result":true\}$/

/** Unread bytes past which a client counts as slow when the node's unsent bytes are over budget. */
const SLOW_CLIENT_BYTES = 64 * 1024

/** Requests of one connection waiting for the ones before them; more are refused. */
const MAX_QUEUED_REQUESTS = 256

/**
 * One client's WebSocket: its identity (the JWT issuer), its subscriptions, the deliveries it
 * has not acked yet, and its rate limits. Requests run one after the other, in order.
 */
export class ClientConnection {
  /** Topics this connection is subscribed to, with their subscription ids. */
  readonly topics = new Map<string, string>()
  /** Deliveries awaiting the client's ack, by irn_subscription id (digits). */
  readonly awaitingAck = new Map<string, RelayMessage>()
  /** Message ids already sent on this connection, with their expiry: never sent twice. */
  private readonly sent = new Map<string, number>()
  private pruneAt = 1_024
  private readonly publishBucket: TokenBucket
  private readonly frameBucket: TokenBucket
  private queue: Promise<void> = Promise.resolve()
  private queued = 0
  /** Whether a pong (or any frame) came since the last ping. */
  alive = true
  /** Which slice of the ping interval this connection is pinged in. */
  pingSlot = 0
  closed = false
  private corked = false

  constructor(
    readonly hub: RelayHub,
    readonly socket: WebSocket,
    /** The client id: the did:key issuer of its auth JWT. */
    readonly clientId: string,
    /** The client's address key (IPv4 address, IPv6 /64): what per-address budgets count. */
    readonly address: string,
  ) {
    const { limits, now } = hub
    this.publishBucket = createTokenBucket(limits.publishesPerSecond, limits.publishBurst, now)
    this.frameBucket = createTokenBucket(limits.framesPerSecond, limits.frameBurst, now)
    socket.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary))
    socket.on('pong', () => {
      this.alive = true
    })
  }

  /** Spends one publish token, or throws RATE_LIMITED. */
  takePublishToken(): void {
    if (!this.publishBucket.take())
      throw new RelayRpcError(
        'RATE_LIMITED',
        `more than ${this.hub.limits.publishesPerSecond} publishes per second`,
      )
  }

  /** Sends a text frame unless closed; a client that does not read is cut. */
  send(text: string): void {
    if (this.closed) return
    if (this.socket.bufferedAmount > this.hub.limits.maxBufferedBytes) {
      this.closeForLimit(
        CLOSE_CODES.POLICY_VIOLATION,
        `client too slow: over ${this.hub.limits.maxBufferedBytes} bytes unread`,
      )
      return
    }
    if (
      this.socket.bufferedAmount > SLOW_CLIENT_BYTES &&
      this.hub.bufferedBytes() > this.hub.limits.maxBufferedBytesTotal
    ) {
      this.closeForLimit(
        CLOSE_CODES.POLICY_VIOLATION,
        `client too slow: the relay holds over ${this.hub.limits.maxBufferedBytesTotal} unsent bytes`,
      )
      return
    }
    this.cork()
    this.socket.send(text)
  }

  /**
   * Holds this tick's frames to the client and writes them in one system call on the next:
   * a burst of deliveries costs one writev, not one per frame.
   */
  private cork(): void {
    if (this.corked) return
    // ws keeps its net.Socket in _socket (ws 8); the public API has no cork.
    const raw = (this.socket as unknown as { _socket?: Socket })._socket
    if (!raw || raw.destroyed) return
    this.corked = true
    raw.cork()
    process.nextTick(() => {
      this.corked = false
      raw.uncork()
    })
  }

  /** Closes with a code and reason because a limit was broken; the socket is cut 2 s later. */
  closeForLimit(code: number, reason: string): void {
    if (this.closed) return
    increment(this.hub.metrics.limitCloses, code)
    this.hub.log(`closing ${this.clientId.slice(0, 20)}…: ${reason}`)
    this.socket.close(code, reason)
    this.closed = true
    setTimeout(() => this.socket.terminate(), 2_000).unref()
  }

  /** Sends a message of a subscribed topic as irn_subscription, unless it must not reach this client. */
  deliver(message: RelayMessage): void {
    const subId = this.topics.get(message.topic)
    if (subId === undefined || this.closed) return
    // notes/relay.md: "Never deliver a message back to the client that published it".
    if (message.publisher === this.clientId) return
    if (this.sent.has(message.id)) return
    this.sent.set(message.id, message.expiresAt)
    if (this.sent.size >= this.pruneAt) this.prune()
    const rpcId = this.hub.nextDeliveryId()
    this.awaitingAck.set(rpcId, message)
    this.hub.metrics.deliveriesTotal++
    // Written out rather than JSON.stringify of a params object: the same bytes, without two
    // objects per delivery. The strings are escaped; publishedAt and tag are whole numbers.
    // No verify service here: an empty attestation makes wallets skip verify.walletconnect.org.
    this.send(
      `{"id":${rpcId},"jsonrpc":"2.0","method":"irn_subscription","params":{"id":${JSON.stringify(subId)},"data":{"topic":${JSON.stringify(message.topic)},"message":${JSON.stringify(message.message)},"publishedAt":${message.publishedAt},"tag":${message.tag},"attestation":""}}}`,
    )
  }

  /** Marks a message as handed over by other means (irn_fetchMessages). */
  markSent(message: RelayMessage): void {
    this.sent.set(message.id, message.expiresAt)
  }

  /** The subscription id of a topic for this client. */
  subscriptionId(topic: string): string {
    return subscriptionId(topic, this.clientId)
  }

  private prune(): void {
    const t = this.hub.now()
    for (const [id, expiresAt] of this.sent) if (expiresAt <= t) this.sent.delete(id)
    for (const [rpcId, message] of this.awaitingAck)
      if (message.expiresAt <= t) this.awaitingAck.delete(rpcId)
    this.pruneAt = Math.max(1_024, this.sent.size * 2)
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    this.alive = true
    this.hub.chargeInbound(this, data.length)
    if (this.closed) return
    if (!this.frameBucket.take()) {
      this.closeForLimit(
        CLOSE_CODES.POLICY_VIOLATION,
        `flood: more than ${this.hub.limits.framesPerSecond} frames per second`,
      )
      return
    }
    if (isBinary) {
      this.reply('null', new RelayRpcError('INVALID_REQUEST', 'binary frames are not supported'))
      return
    }
    const text = data.toString('utf8')
    // Most frames are acks in the SDK's exact shape: matched without parsing JSON.
    const ack = ACK_FRAME.exec(text)
    if (ack) {
      this.onAck(ack[1]!, true)
      return
    }
    const frame = parseFrame(text)
    switch (frame.type) {
      case 'invalid':
        this.reply(frame.rawId, frame.error)
        return
      case 'response':
        this.onAck(frame.rawId, frame.ok)
        return
      case 'notification':
        return
      case 'request': {
        if (this.queued >= MAX_QUEUED_REQUESTS) {
          this.reply(
            frame.rawId,
            new RelayRpcError('RATE_LIMITED', `more than ${MAX_QUEUED_REQUESTS} requests waiting`),
          )
          return
        }
        this.queued++
        const run = () => this.onRequest(frame.rawId, frame.method, frame.params)
        // Requests run one after the other: straight away when none is waiting.
        this.queue = (this.queued === 1 ? run() : this.queue.then(run)).finally(() => {
          this.queued--
        })
      }
    }
  }

  private async onRequest(rawId: string, method: string, params: unknown): Promise<void> {
    if (this.closed) return
    const handler = Object.hasOwn(RELAY_METHODS, method)
      ? RELAY_METHODS[method as keyof typeof RELAY_METHODS]
      : undefined
    if (!handler) {
      this.reply(
        rawId,
        new RelayRpcError('METHOD_NOT_FOUND', `${JSON.stringify(method)} is not a relay method`),
      )
      return
    }
    increment(this.hub.metrics.requests, method)
    const started = performance.now()
    try {
      const result = await handler(this, params)
      this.send(formatResult(rawId, result))
      observeDuration(this.hub.metrics, method, (performance.now() - started) / 1_000)
    } catch (error) {
      observeDuration(this.hub.metrics, method, (performance.now() - started) / 1_000)
      if (error instanceof RelayRpcError) {
        this.reply(rawId, error)
        return
      }
      this.hub.log(`${method} failed: ${(error as Error).message}`)
      this.reply(
        rawId,
        this.hub.broker.healthy()
          ? new RelayRpcError('INTERNAL_ERROR')
          : new RelayRpcError('STORAGE_UNAVAILABLE'),
      )
    }
  }

  private reply(rawId: string, error: RelayRpcError): void {
    increment(this.hub.metrics.errors, error.kind)
    this.send(formatError(rawId, error))
  }

  private onAck(rawId: string, ok: boolean): void {
    const key = idKey(rawId)
    const message = this.awaitingAck.get(key)
    if (!message) return
    this.awaitingAck.delete(key)
    if (!ok) {
      // The client refused it: it may come again on a later subscribe.
      this.sent.delete(message.id)
      return
    }
    this.hub.metrics.acksTotal++
    this.hub.broker
      .ack(message, this.clientId)
      .catch((error: Error) => this.hub.log(`ack not stored: ${error.message}`))
  }
}
