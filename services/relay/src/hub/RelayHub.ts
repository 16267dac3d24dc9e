import type { WebSocket } from 'ws'
import { messageId } from '../broker/messageId.js'
import type { PublishOutcome, RelayBroker, RelayMessage } from '../broker/RelayBroker.js'
import { CLOSE_CODES, RelayRpcError } from '../jsonRpc/relayErrors.js'
import type { RelayMetrics } from '../metrics/createMetrics.js'
import { MESSAGE_OVERHEAD_BYTES, type RelayLimits } from '../relayOptions.js'
import { ClientConnection } from './ClientConnection.js'

/** Connections are pinged in this many slices spread over the ping interval. */
const PING_SLICES = 10

/** The connections of one address and what they may still send (bytes; below 0: paused). */
type AddressInbound = {
  connections: Set<ClientConnection>
  tokens: number
  last: number
  resumeTimer: NodeJS.Timeout | undefined
}

/** Parameters of a RelayHub. */
export type RelayHubParameters = {
  broker: RelayBroker
  limits: RelayLimits
  metrics: RelayMetrics
  pingIntervalMs: number
  now: () => number
  log: (line: string) => void
}

/** What a publish needs besides its publisher. */
export type PublishInput = {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  prompt: boolean
}

/**
 * The clients of one relay node and who listens to which topic: subscribes, publishes and
 * delivers, pings every client, and drains on close.
 */
export class RelayHub {
  readonly connections = new Set<ClientConnection>()
  /** Local subscribers of each topic. */
  readonly topics = new Map<string, Set<ClientConnection>>()
  readonly broker: RelayBroker
  readonly limits: RelayLimits
  readonly metrics: RelayMetrics
  readonly now: () => number
  readonly log: (line: string) => void
  /** Topics being watched on the broker, until the watch is in place. */
  private readonly watching = new Map<string, Promise<void>>()
  private deliverySequence = 0
  private pingTick = 0
  private attached = 0
  private publishSequence = 0
  private buffered = 0
  /** Per address key: its connections and its inbound byte budget. */
  private readonly inbound = new Map<string, AddressInbound>()
  private bufferedAt = Number.NEGATIVE_INFINITY
  private readonly pinger: NodeJS.Timeout

  constructor({ broker, limits, metrics, pingIntervalMs, now, log }: RelayHubParameters) {
    this.broker = broker
    this.limits = limits
    this.metrics = metrics
    this.now = now
    this.log = log
    broker.onRemoteMessage = (message) => this.deliverLocally(message)
    // Each connection is pinged once per interval, a slice of them at a time: 10,000 pings at
    // once would hold the event loop (and every message) for tens of milliseconds.
    this.pinger = setInterval(() => this.pingSlice(), pingIntervalMs / PING_SLICES)
    this.pinger.unref()
  }

  /** Takes over an authenticated socket of a client at `address` (an address key). */
  attach(socket: WebSocket, clientId: string, address: string): ClientConnection {
    const connection = new ClientConnection(this, socket, clientId, address)
    connection.pingSlot = this.attached++ % PING_SLICES
    this.connections.add(connection)
    let inbound = this.inbound.get(address)
    if (!inbound) {
      inbound = {
        connections: new Set(),
        tokens: this.limits.inboundBurstBytesPerIp,
        last: performance.now(),
        resumeTimer: undefined,
      }
      this.inbound.set(address, inbound)
    }
    inbound.connections.add(connection)
    if (inbound.resumeTimer) socket.pause()
    this.metrics.connectionsTotal++
    socket.on('close', () => this.detach(connection))
    socket.on('error', () => socket.terminate())
    return connection
  }

  /**
   * An id for an irn_subscription call: 19 digits (ms time and a sequence), like the ids the
   * clients use, written as a JSON number.
   */
  nextDeliveryId(): string {
    this.deliverySequence = (this.deliverySequence + 1) % 1_000_000
    return `${Date.now()}${String(this.deliverySequence).padStart(6, '0')}`
  }

  /**
   * Subscribes a connection to a topic, then sends what the topic's mailbox holds for it.
   * Returns the subscription id.
   */
  async subscribe(connection: ClientConnection, topic: string): Promise<string> {
    const existing = connection.topics.get(topic)
    if (existing === undefined && connection.topics.size >= this.limits.maxTopicsPerClient)
      throw new RelayRpcError(
        'TOO_MANY_TOPICS',
        `a client may subscribe to ${this.limits.maxTopicsPerClient} topics`,
      )
    const subId = existing ?? connection.subscriptionId(topic)
    if (existing === undefined) {
      connection.topics.set(topic, subId)
      let subscribers = this.topics.get(topic)
      if (!subscribers) {
        subscribers = new Set()
        this.topics.set(topic, subscribers)
        const watch = this.broker.watch(topic).finally(() => this.watching.delete(topic))
        this.watching.set(topic, watch)
      }
      subscribers.add(connection)
    }
    // Listen before reading the mailbox: a message published in between is not missed.
    await this.watching.get(topic)
    await this.sendPending(connection, topic)
    return subId
  }

  /** Sends a topic's undelivered mailbox messages to a subscribed connection. */
  async sendPending(connection: ClientConnection, topic: string): Promise<void> {
    const { messages } = await this.broker.pending(
      topic,
      connection.clientId,
      this.limits.maxMessagesPerTopic,
    )
    for (const message of messages) connection.deliver(message)
  }

  /** Removes a connection's subscription to a topic. */
  async unsubscribe(connection: ClientConnection, topic: string): Promise<void> {
    if (!connection.topics.delete(topic)) return
    const subscribers = this.topics.get(topic)
    if (!subscribers) return
    subscribers.delete(connection)
    if (subscribers.size === 0) {
      this.topics.delete(topic)
      await this.broker.unwatch(topic)
    }
  }

  /** Stores a message in its topic's mailbox and delivers it to the subscribers. */
  async publish(publisher: ClientConnection, input: PublishInput): Promise<void> {
    const publishedAt = this.now()
    const bytes = Buffer.byteLength(input.message)
    const message: RelayMessage = {
      id: messageId(input.topic, input.message),
      topic: input.topic,
      message: input.message,
      publishedAt,
      sequence: ++this.publishSequence,
      expiresAt: publishedAt + input.ttlSeconds * 1_000,
      tag: input.tag,
      prompt: input.prompt,
      publisher: publisher.clientId,
      address: publisher.address,
      cost: bytes + MESSAGE_OVERHEAD_BYTES,
    }
    // A topic nobody listens to gets a short life: a flood of unread messages expires soon.
    const unwatchedExpiresAt =
      !this.topics.get(input.topic)?.size &&
      input.ttlSeconds > this.limits.maxUnsubscribedTtlSeconds
        ? publishedAt + this.limits.maxUnsubscribedTtlSeconds * 1_000
        : undefined
    const outcome = await this.broker.publish(message, unwatchedExpiresAt)
    if (outcome !== 'stored' && outcome !== 'duplicate') throw this.refusal(outcome)
    // A publish retried after a timeout is the same message: stored and delivered once.
    if (outcome === 'duplicate') return
    this.metrics.publishesTotal++
    this.deliverLocally(message)
  }

  /** The error a refused publish is answered with. */
  private refusal(outcome: Exclude<PublishOutcome, 'stored' | 'duplicate'>): RelayRpcError {
    const { limits } = this
    switch (outcome) {
      case 'mailbox-full':
        return new RelayRpcError(
          'MAILBOX_FULL',
          `the topic's mailbox holds its ${limits.maxMessagesPerTopic} messages`,
        )
      case 'topic-full':
        return new RelayRpcError(
          'MAILBOX_FULL',
          `the topic's mailbox holds ${limits.maxBytesPerTopic} bytes`,
        )
      case 'address-quota':
        return new RelayRpcError(
          'QUOTA_EXCEEDED',
          `your address's unexpired messages hold ${limits.maxStoredBytesPerIp} bytes`,
        )
      case 'client-quota':
        return new RelayRpcError(
          'QUOTA_EXCEEDED',
          `this client's unexpired messages hold ${limits.maxStoredBytesPerClient} bytes`,
        )
      case 'relay-full':
        return new RelayRpcError('MAILBOX_FULL', "the relay's storage is full, try again later")
    }
  }

  /** Delivers a message to this node's subscribers of its topic. */
  deliverLocally(message: RelayMessage): void {
    const subscribers = this.topics.get(message.topic)
    if (!subscribers) return
    for (const connection of subscribers) connection.deliver(message)
  }

  /**
   * Counts `bytes` read from a connection against its address's inbound budget; when it is
   * overdrawn, every connection of the address stops reading until the budget is back at zero
   * (TCP then holds the sender back). Real time, not `now`: it schedules a timer.
   */
  chargeInbound(connection: ClientConnection, bytes: number): void {
    const inbound = this.inbound.get(connection.address)
    if (!inbound) return
    const { maxInboundBytesPerSecondPerIp: rate, inboundBurstBytesPerIp: burst } = this.limits
    const t = performance.now()
    inbound.tokens = Math.min(burst, inbound.tokens + ((t - inbound.last) / 1_000) * rate) - bytes
    inbound.last = t
    if (inbound.tokens >= 0) return
    for (const c of inbound.connections) if (!c.socket.isPaused) c.socket.pause()
    if (inbound.resumeTimer) clearTimeout(inbound.resumeTimer)
    inbound.resumeTimer = setTimeout(
      () => {
        inbound.resumeTimer = undefined
        for (const c of inbound.connections) c.socket.resume()
      },
      Math.ceil((-inbound.tokens / rate) * 1_000),
    )
    inbound.resumeTimer.unref()
  }

  /**
   * Bytes waiting to be sent to all clients, summed at most every 50 ms (a sum over 20,000
   * sockets takes a fraction of a millisecond).
   */
  bufferedBytes(): number {
    const t = performance.now()
    if (t - this.bufferedAt < 50) return this.buffered
    let total = 0
    for (const connection of this.connections) total += connection.socket.bufferedAmount
    this.buffered = total
    this.bufferedAt = t
    return total
  }

  /** Deliveries not acked yet, across connections. */
  awaitingAck(): number {
    let total = 0
    for (const connection of this.connections) total += connection.awaitingAck.size
    return total
  }

  /**
   * Asks every client to leave (1012 Service Restart: they reconnect, to another node behind the
   * same address if there is one), waits up to `drainTimeoutMs`, then cuts the rest.
   */
  async close(drainTimeoutMs: number): Promise<void> {
    clearInterval(this.pinger)
    for (const inbound of this.inbound.values()) {
      if (inbound.resumeTimer) clearTimeout(inbound.resumeTimer)
      for (const c of inbound.connections) c.socket.resume()
    }
    const sockets = [...this.connections].map((c) => c.socket)
    const gone = Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve()
            socket.once('close', () => resolve())
          }),
      ),
    )
    for (const connection of this.connections) {
      connection.closed = true
      connection.socket.close(CLOSE_CODES.SERVICE_RESTART, 'relay shutting down, reconnect')
    }
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      gone,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, drainTimeoutMs)
      }),
    ])
    clearTimeout(timer)
    for (const socket of sockets) socket.terminate()
    // A cut socket reports its close in a later tick.
    await gone
  }

  private detach(connection: ClientConnection): void {
    if (!this.connections.delete(connection)) return
    connection.closed = true
    const inbound = this.inbound.get(connection.address)
    if (inbound) {
      inbound.connections.delete(connection)
      if (inbound.connections.size === 0 && inbound.tokens >= 0) {
        if (inbound.resumeTimer) clearTimeout(inbound.resumeTimer)
        this.inbound.delete(connection.address)
      }
    }
    for (const topic of [...connection.topics.keys()])
      this.unsubscribe(connection, topic).catch((error: Error) =>
        this.log(`unsubscribe on close failed: ${error.message}`),
      )
  }

  private pingSlice(): void {
    this.pingTick = (this.pingTick + 1) % PING_SLICES
    for (const connection of this.connections) {
      if (connection.pingSlot !== this.pingTick) continue
      if (!connection.alive) {
        // No pong since the last ping: the peer is gone without a close.
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }
}
