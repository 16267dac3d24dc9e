import { Redis } from 'ioredis'
import type { MailboxPage, PublishOutcome, RelayBroker, RelayMessage } from './RelayBroker.js'

/** Parameters of createRedisBroker. */
export type CreateRedisBrokerParameters = {
  redisUrl: string
  /** Prefix of every key and channel. */
  prefix: string
  /** This node's id: its own fan-out messages come back to it and are skipped. */
  nodeId: string
  maxMessagesPerTopic: number
  now: () => number
  /** How long to wait for Redis at start. @default 10,000 ms */
  connectTimeoutMs?: number
}

// Keys: <p>mb:<topic> a sorted set of message ids scored by expiry; <p>m:<id> the message
// ("<publisher>\n<json>", expiring with it); <p>ack:<id> the set of client ids that acked it.
// Fan-out: PUBLISH on <p>t:<topic> of "<nodeId>\n<json>".

/** Stores a message unless present or the mailbox is full, then fans it out; 1, 0 or -1. */
const PUBLISH_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return -1 end
redis.call('SET', KEYS[2], ARGV[3], 'PXAT', ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[5])
if redis.call('PEXPIRETIME', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('PEXPIREAT', KEYS[1], ARGV[2])
end
redis.call('PUBLISH', ARGV[6], ARGV[7])
return 1
`

/** Up to ARGV[3] unexpired messages of the mailbox that client ARGV[2] neither published nor acked. */
const PENDING_SCRIPT = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '(' .. ARGV[1], '+inf')
local out = {}
local limit = tonumber(ARGV[3])
local client = ARGV[2]
for _, id in ipairs(ids) do
  if redis.call('SISMEMBER', ARGV[4] .. 'ack:' .. id, client) == 0 then
    local stored = redis.call('GET', ARGV[4] .. 'm:' .. id)
    if stored then
      local nl = string.find(stored, '\\n', 1, true)
      if string.sub(stored, 1, nl - 1) ~= client then
        table.insert(out, string.sub(stored, nl + 1))
        if #out >= limit then return out end
      end
    end
  end
end
return out
`

type ScriptedRedis = Redis & {
  relayPublish(...args: (string | number)[]): Promise<number>
  relayPending(...args: (string | number)[]): Promise<string[]>
}

/**
 * Mailboxes in Redis and fan-out over Redis pub/sub, so several relay nodes serve one set of
 * clients and a node that dies loses no queued message. Needs Redis ≥ 7.0 (PEXPIRETIME),
 * standalone or behind Sentinel (the scripts touch keys they compute, so not Redis Cluster).
 */
export async function createRedisBroker({
  redisUrl,
  prefix,
  nodeId,
  maxMessagesPerTopic,
  now,
  connectTimeoutMs = 10_000,
}: CreateRedisBrokerParameters): Promise<RelayBroker> {
  const options = {
    maxRetriesPerRequest: 2,
    connectTimeout: connectTimeoutMs,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  }
  const command = new Redis(redisUrl, options) as ScriptedRedis
  const subscriber = new Redis(redisUrl, options)
  // ioredis logs unhandled 'error' events; the status (healthy()) says what is wrong instead.
  command.on('error', () => {})
  subscriber.on('error', () => {})
  command.defineCommand('relayPublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT })
  command.defineCommand('relayPending', { numberOfKeys: 1, lua: PENDING_SCRIPT })

  try {
    await Promise.all([ready(command, connectTimeoutMs), ready(subscriber, connectTimeoutMs)])
  } catch (error) {
    command.disconnect()
    subscriber.disconnect()
    throw new Error(`cannot reach Redis at ${redactUrl(redisUrl)}: ${(error as Error).message}`)
  }

  const channelPrefix = `${prefix}t:`
  let depthCache: { at: number; value: number } | undefined

  const broker: RelayBroker = {
    kind: 'redis',
    onRemoteMessage: () => {},
    async publish(message): Promise<PublishOutcome> {
      const json = JSON.stringify(message)
      const result = await command.relayPublish(
        `${prefix}mb:${message.topic}`,
        `${prefix}m:${message.id}`,
        now(),
        message.expiresAt,
        `${message.publisher}\n${json}`,
        maxMessagesPerTopic,
        message.id,
        `${channelPrefix}${message.topic}`,
        `${nodeId}\n${json}`,
      )
      return result === 1 ? 'stored' : result === 0 ? 'duplicate' : 'mailbox-full'
    },
    async pending(topic, clientId, limit): Promise<MailboxPage> {
      const rows = await command.relayPending(
        `${prefix}mb:${topic}`,
        now(),
        clientId,
        limit + 1,
        prefix,
      )
      const messages = rows.map((row) => JSON.parse(row) as RelayMessage)
      messages.sort((a, b) => a.publishedAt - b.publishedAt || a.sequence - b.sequence)
      const hasMore = messages.length > limit
      return { messages: hasMore ? messages.slice(0, limit) : messages, hasMore }
    },
    async ack(message, clientId) {
      const key = `${prefix}ack:${message.id}`
      await command.multi().sadd(key, clientId).pexpireat(key, message.expiresAt).exec()
    },
    async watch(topic) {
      await subscriber.subscribe(`${channelPrefix}${topic}`)
    },
    async unwatch(topic) {
      await subscriber.unsubscribe(`${channelPrefix}${topic}`)
    },
    async depth() {
      const t = now()
      if (depthCache && t - depthCache.at < 1_000) return depthCache.value
      let total = 0
      let cursor = '0'
      do {
        const [next, keys] = await command.scan(cursor, 'MATCH', `${prefix}mb:*`, 'COUNT', 1_000)
        cursor = next
        if (keys.length) {
          const pipeline = command.pipeline()
          for (const key of keys) pipeline.zcount(key, `(${t}`, '+inf')
          for (const [, count] of (await pipeline.exec()) ?? []) total += Number(count ?? 0)
        }
      } while (cursor !== '0')
      depthCache = { at: t, value: total }
      return total
    },
    healthy: () => command.status === 'ready' && subscriber.status === 'ready',
    async close() {
      await Promise.allSettled([command.quit(), subscriber.quit()])
    },
  }

  subscriber.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(channelPrefix)) return
    const nl = payload.indexOf('\n')
    if (nl < 0 || payload.slice(0, nl) === nodeId) return
    let message: RelayMessage
    try {
      message = JSON.parse(payload.slice(nl + 1)) as RelayMessage
    } catch {
      return
    }
    broker.onRemoteMessage(message)
  })
  return broker
}

function ready(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    const onReady = () => {
      cleanup()
      resolve()
    }
    const cleanup = () => {
      clearTimeout(timer)
      client.off('ready', onReady)
    }
    client.on('ready', onReady)
  })
}

/** A Redis URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}
