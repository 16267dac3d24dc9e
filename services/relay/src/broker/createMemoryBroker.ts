import type { MailboxPage, PublishOutcome, RelayBroker, RelayMessage } from './RelayBroker.js'

type Stored = RelayMessage & { acks: Set<string> }

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
  const mailboxes = new Map<string, Map<string, Stored>>()
  let stored = 0

  function live(topic: string): Map<string, Stored> | undefined {
    const mailbox = mailboxes.get(topic)
    if (!mailbox) return undefined
    const t = now()
    for (const [id, message] of mailbox)
      if (message.expiresAt <= t) {
        mailbox.delete(id)
        stored--
      }
    if (mailbox.size === 0) {
      mailboxes.delete(topic)
      return undefined
    }
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
      if (mailbox?.has(message.id)) return 'duplicate'
      if ((mailbox?.size ?? 0) >= maxMessagesPerTopic || stored >= maxStoredMessages)
        return 'mailbox-full'
      let box = mailbox
      if (!box) {
        box = new Map()
        mailboxes.set(message.topic, box)
      }
      box.set(message.id, { ...message, acks: new Set() })
      stored++
      return 'stored'
    },
    async pending(topic, clientId, limit): Promise<MailboxPage> {
      const messages: RelayMessage[] = []
      for (const message of live(topic)?.values() ?? []) {
        if (message.publisher === clientId || message.acks.has(clientId)) continue
        if (messages.length === limit) return { messages, hasMore: true }
        const { acks: _acks, ...plain } = message
        messages.push(plain)
      }
      return { messages, hasMore: false }
    },
    async ack(message, clientId) {
      mailboxes.get(message.topic)?.get(message.id)?.acks.add(clientId)
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
