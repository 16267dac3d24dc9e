import type { MailboxPage, PublishOutcome, RelayBroker, RelayMessage } from './RelayBroker.js'

/**
 * A stored message: its envelope as bytes outside the JS heap (the garbage collector's young
 * generation copies every object that survives it, and a mailbox keeps thousands for minutes),
 * and the clients that acked it (usually one: an array beats a Set).
 */
type Stored = Omit<RelayMessage, 'message' | 'topic'> & {
  envelope: Buffer
  acks: string[] | undefined
}

function toStored(message: RelayMessage): Stored {
  return {
    id: message.id,
    publishedAt: message.publishedAt,
    sequence: message.sequence,
    expiresAt: message.expiresAt,
    tag: message.tag,
    prompt: message.prompt,
    publisher: message.publisher,
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
  }
}

/** A topic's messages in publish order, and the earliest expiry among them. */
type Mailbox = { messages: Map<string, Stored>; nextExpiry: number }

/** Parameters of createMemoryBroker. */
export type CreateMemoryBrokerParameters = {
  maxMessagesPerTopic: number
  maxStoredMessages: number
  now: () => number
  /** How often expired messages are swept. @default 10,000 ms */
  sweepIntervalMs?: number
}

/**
 * Mailboxes in this process's memory, for a single relay node: a Map of topics, each a Map of
 * messages in publish order. Expired messages are dropped when read and by a periodic sweep.
 */
export function createMemoryBroker({
  maxMessagesPerTopic,
  maxStoredMessages,
  now,
  sweepIntervalMs = 10_000,
}: CreateMemoryBrokerParameters): RelayBroker {
  const mailboxes = new Map<string, Mailbox>()
  let stored = 0

  /** The topic's mailbox without its expired messages (looked through only when one expired). */
  function live(topic: string): Mailbox | undefined {
    const mailbox = mailboxes.get(topic)
    if (!mailbox) return undefined
    const t = now()
    if (mailbox.nextExpiry > t) return mailbox
    let nextExpiry = Number.POSITIVE_INFINITY
    for (const [id, message] of mailbox.messages)
      if (message.expiresAt <= t) {
        mailbox.messages.delete(id)
        stored--
      } else if (message.expiresAt < nextExpiry) nextExpiry = message.expiresAt
    if (mailbox.messages.size === 0) {
      mailboxes.delete(topic)
      return undefined
    }
    mailbox.nextExpiry = nextExpiry
    return mailbox
  }

  const sweep = setInterval(() => {
    for (const topic of [...mailboxes.keys()]) live(topic)
  }, sweepIntervalMs)
  sweep.unref()

  return {
    kind: 'memory',
    onRemoteMessage: () => {},
    async publish(message): Promise<PublishOutcome> {
      const mailbox = live(message.topic)
      if (mailbox?.messages.has(message.id)) return 'duplicate'
      if ((mailbox?.messages.size ?? 0) >= maxMessagesPerTopic || stored >= maxStoredMessages)
        return 'mailbox-full'
      let box = mailbox
      if (!box) {
        box = { messages: new Map(), nextExpiry: message.expiresAt }
        mailboxes.set(message.topic, box)
      }
      box.messages.set(message.id, toStored(message))
      if (message.expiresAt < box.nextExpiry) box.nextExpiry = message.expiresAt
      stored++
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
    healthy: () => true,
    async close() {
      clearInterval(sweep)
      mailboxes.clear()
      stored = 0
    },
  }
}
