import type {
  MailboxPage,
  PublishOutcome,
  RelayBroker,
  RelayMessage,
  StorageBudgets,
} from './RelayBroker.js'

/**
 * A stored message: its envelope as bytes outside the JS heap (the garbage collector's young
 * generation copies every object that survives it, and a mailbox keeps thousands for minutes),
 * and the clients that acked it (usually one: an array beats a Set).
 */
type Stored = Omit<RelayMessage, 'message' | 'topic'> & {
  envelope: Buffer
  acks: string[] | undefined
}

/** The message as a mailbox keeps it, expiring at `expiresAt` (its own, or sooner). */
function toStored(message: RelayMessage, expiresAt: number): Stored {
  return {
    id: message.id,
    publishedAt: message.publishedAt,
    sequence: message.sequence,
    expiresAt,
    tag: message.tag,
    prompt: message.prompt,
    publisher: message.publisher,
    address: message.address,
    cost: message.cost,
    envelope: Buffer.from(message.message, 'utf8'),
    acks: undefined,
  }
}

function fromStored(topic: string, stored: Stored): RelayMessage {
  return {
    id: stored.id,
    topic,
    message: stored.envelope.toString('utf8'),
    publishedAt: stored.publishedAt,
    sequence: stored.sequence,
    expiresAt: stored.expiresAt,
    tag: stored.tag,
    prompt: stored.prompt,
    publisher: stored.publisher,
    address: stored.address,
    cost: stored.cost,
  }
}

/** A topic's messages in publish order, the earliest expiry among them, and their bytes. */
type Mailbox = { messages: Map<string, Stored>; nextExpiry: number; bytes: number }

/** What one address has stored: its bytes, and its messages (id → topic) oldest first. */
type AddressUsage = { bytes: number; messages: Map<string, string> }

/** Parameters of createMemoryBroker. */
export type CreateMemoryBrokerParameters = StorageBudgets & {
  now: () => number
  /** How often expired messages are swept. @default 10,000 ms */
  sweepIntervalMs?: number
}

/**
 * Mailboxes in this process's memory, for a single relay node: a Map of topics, each a Map of
 * messages in publish order. Expired messages are dropped when read and by a periodic sweep.
 * Bytes are counted per topic, per publishing client, per address and in all; when the node's
 * budget is full, the address holding the most gives way to one holding less (its oldest
 * messages are evicted), so a flood from many addresses cannot lock out a light client.
 */
export function createMemoryBroker({
  maxMessagesPerTopic,
  maxStoredMessages,
  maxStoredBytes,
  maxBytesPerTopic,
  maxStoredBytesPerClient,
  maxStoredBytesPerIp,
  now,
  sweepIntervalMs = 10_000,
}: CreateMemoryBrokerParameters): RelayBroker {
  const mailboxes = new Map<string, Mailbox>()
  const byClient = new Map<string, number>()
  const byAddress = new Map<string, AddressUsage>()
  let stored = 0
  let storedBytes = 0

  /** Takes a message out of its mailbox and every count. */
  function drop(topic: string, mailbox: Mailbox, message: Stored): void {
    mailbox.messages.delete(message.id)
    mailbox.bytes -= message.cost
    stored--
    storedBytes -= message.cost
    const client = (byClient.get(message.publisher) ?? 0) - message.cost
    if (client > 0) byClient.set(message.publisher, client)
    else byClient.delete(message.publisher)
    const address = byAddress.get(message.address)
    if (address) {
      address.bytes -= message.cost
      address.messages.delete(message.id)
      if (address.messages.size === 0) byAddress.delete(message.address)
    }
    if (mailbox.messages.size === 0) mailboxes.delete(topic)
  }

  /** The topic's mailbox without its expired messages (looked through only when one expired). */
  function live(topic: string): Mailbox | undefined {
    const mailbox = mailboxes.get(topic)
    if (!mailbox) return undefined
    const t = now()
    if (mailbox.nextExpiry > t) return mailbox
    let nextExpiry = Number.POSITIVE_INFINITY
    // Deleting the entry being visited is safe in a Map's iteration: no copy of the mailbox
    // (with one ttl, messages expire one by one and each expiry brings a scan).
    for (const message of mailbox.messages.values())
      if (message.expiresAt <= t) drop(topic, mailbox, message)
      else if (message.expiresAt < nextExpiry) nextExpiry = message.expiresAt
    if (mailbox.messages.size === 0) return undefined
    mailbox.nextExpiry = nextExpiry
    return mailbox
  }

  /**
   * Makes room for `cost` bytes from `address` in a full node: evicts the oldest messages of the
   * address holding the most, while it holds more than `address` would. False when it cannot.
   */
  function makeRoom(address: string, cost: number): boolean {
    const own = (byAddress.get(address)?.bytes ?? 0) + cost
    while (storedBytes + cost > maxStoredBytes) {
      let heaviest: [string, AddressUsage] | undefined
      for (const entry of byAddress)
        if (!heaviest || entry[1].bytes > heaviest[1].bytes) heaviest = entry
      if (!heaviest || heaviest[0] === address || heaviest[1].bytes <= own) return false
      const [id, topic] = heaviest[1].messages.entries().next().value as [string, string]
      const mailbox = mailboxes.get(topic)
      const victim = mailbox?.messages.get(id)
      if (mailbox && victim) drop(topic, mailbox, victim)
      else heaviest[1].messages.delete(id)
    }
    return true
  }

  const sweep = setInterval(() => {
    for (const topic of [...mailboxes.keys()]) live(topic)
  }, sweepIntervalMs)
  sweep.unref()

  return {
    kind: 'memory',
    onRemoteMessage: () => {},
    async publish(message, unwatchedExpiresAt): Promise<PublishOutcome> {
      const mailbox = live(message.topic)
      if (mailbox?.messages.has(message.id)) return 'duplicate'
      if ((mailbox?.messages.size ?? 0) >= maxMessagesPerTopic) return 'mailbox-full'
      const { cost } = message
      if ((mailbox?.bytes ?? 0) + cost > maxBytesPerTopic) return 'topic-full'
      if ((byAddress.get(message.address)?.bytes ?? 0) + cost > maxStoredBytesPerIp)
        return 'address-quota'
      if ((byClient.get(message.publisher) ?? 0) + cost > maxStoredBytesPerClient)
        return 'client-quota'
      if (stored >= maxStoredMessages || !makeRoom(message.address, cost)) return 'relay-full'
      const expiresAt =
        unwatchedExpiresAt !== undefined && unwatchedExpiresAt < message.expiresAt
          ? unwatchedExpiresAt
          : message.expiresAt
      // Eviction may have emptied (and removed) the topic's mailbox.
      let box = mailboxes.get(message.topic)
      if (!box) {
        box = { messages: new Map(), nextExpiry: expiresAt, bytes: 0 }
        mailboxes.set(message.topic, box)
      }
      box.messages.set(message.id, toStored(message, expiresAt))
      box.bytes += cost
      if (expiresAt < box.nextExpiry) box.nextExpiry = expiresAt
      stored++
      storedBytes += cost
      byClient.set(message.publisher, (byClient.get(message.publisher) ?? 0) + cost)
      let usage = byAddress.get(message.address)
      if (!usage) {
        usage = { bytes: 0, messages: new Map() }
        byAddress.set(message.address, usage)
      }
      usage.bytes += cost
      usage.messages.set(message.id, message.topic)
      return 'stored'
    },
    async pending(topic, clientId, limit): Promise<MailboxPage> {
      const messages: RelayMessage[] = []
      for (const message of live(topic)?.messages.values() ?? []) {
        if (message.publisher === clientId || message.acks?.includes(clientId)) continue
        if (messages.length === limit) return { messages, hasMore: true }
        messages.push(fromStored(topic, message))
      }
      return { messages, hasMore: false }
    },
    async ack(message, clientId) {
      const stored = mailboxes.get(message.topic)?.messages.get(message.id)
      if (!stored) return
      if (!stored.acks) stored.acks = [clientId]
      else if (!stored.acks.includes(clientId)) stored.acks.push(clientId)
    },
    async watch() {},
    async unwatch() {},
    async depth() {
      return stored
    },
    async storedBytes() {
      return storedBytes
    },
    healthy: () => true,
    async close() {
      clearInterval(sweep)
      mailboxes.clear()
      byClient.clear()
      byAddress.clear()
      stored = 0
      storedBytes = 0
    },
  }
}
