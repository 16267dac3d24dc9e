/** One published message, as a mailbox holds it. */
export type RelayMessage = {
  /** sha256 of topic and message (hex): the same publish twice is one message. */
  id: string
  topic: string
  /** The client's encrypted envelope; the relay never reads it. */
  message: string
  /** When the relay stored it, in ms. */
  publishedAt: number
  /** Publish order on its node: orders messages published in the same millisecond. */
  sequence: number
  /** When it leaves the mailbox, in ms (publishedAt + ttl). */
  expiresAt: number
  tag: number
  prompt: boolean
  /** Client id (JWT issuer) of the publisher: it is never delivered back to it. */
  publisher: string
  /** The publisher's address key (IPv4, IPv6 /64): what per-address budgets count. */
  address: string
  /** What the message counts against byte budgets: envelope bytes + MESSAGE_OVERHEAD_BYTES. */
  cost: number
}

/**
 * What happened to a publish: stored, a duplicate (stored before), or refused — the topic holds
 * maxMessagesPerTopic (`mailbox-full`) or maxBytesPerTopic (`topic-full`), the publisher's
 * address or client holds its byte budget, or the relay holds maxStoredBytes / maxStoredMessages.
 */
export type PublishOutcome =
  | 'stored'
  | 'duplicate'
  | 'mailbox-full'
  | 'topic-full'
  | 'address-quota'
  | 'client-quota'
  | 'relay-full'

/** The budgets a broker enforces when it stores (RelayLimits' names). */
export type StorageBudgets = {
  maxMessagesPerTopic: number
  maxStoredMessages: number
  maxStoredBytes: number
  maxBytesPerTopic: number
  maxStoredBytesPerClient: number
  maxStoredBytesPerIp: number
}

/** A page of a topic's mailbox for one client. */
export type MailboxPage = { messages: RelayMessage[]; hasMore: boolean }

/**
 * Where mailboxes live and how messages reach the other relay nodes: in memory (one node) or in
 * Redis (several nodes). The node delivers to its own subscribers; the broker tells it about
 * messages published on other nodes through `onRemoteMessage`.
 */
export interface RelayBroker {
  readonly kind: 'memory' | 'redis'
  /**
   * Stores a message in its topic's mailbox (until expiresAt) and sends it to the other nodes.
   * With `unwatchedExpiresAt`, a message of a topic no node has a subscriber of expires then
   * instead (the hub passes it when this node has none).
   */
  publish(message: RelayMessage, unwatchedExpiresAt?: number): Promise<PublishOutcome>
  /**
   * The topic's unexpired messages that `clientId` neither published nor acked, oldest first,
   * at most `limit`.
   */
  pending(topic: string, clientId: string, limit: number): Promise<MailboxPage>
  /** Records that `clientId` acked the message: it is not delivered to it again. */
  ack(message: RelayMessage, clientId: string): Promise<void>
  /** Starts receiving the topic's messages published on other nodes. */
  watch(topic: string): Promise<void>
  /** Stops receiving them. */
  unwatch(topic: string): Promise<void>
  /** Called with each message published on another node for a watched topic. */
  onRemoteMessage: (message: RelayMessage) => void
  /** Messages in all mailboxes (mailbox depth). */
  depth(): Promise<number>
  /** Bytes all mailboxes hold, as byte budgets count them. */
  storedBytes(): Promise<number>
  /** Whether the storage answers (GET /health). */
  healthy(): boolean
  close(): Promise<void>
}
