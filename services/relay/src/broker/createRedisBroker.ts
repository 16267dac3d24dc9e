import { redactUrl, waitForRedis } from '@portico/kit/redis'
import { Redis } from 'ioredis'
import type {
  MailboxPage,
  PublishOutcome,
  RelayBroker,
  RelayMessage,
  StorageBudgets,
} from './RelayBroker.js'

/** Parameters of createRedisBroker. */
export type CreateRedisBrokerParameters = StorageBudgets & {
  redisUrl: string
  /** Prefix of every key and channel. */
  prefix: string
  /** This node's id: its own fan-out messages come back to it and are skipped. */
  nodeId: string
  now: () => number
  /** `CONFIG SET maxmemory` at start (policy noeviction); without it, a warning when unset. */
  maxMemoryBytes?: number | undefined
  /** Where warnings go. @default none */
  log?: (line: string) => void
  /** How long to wait for Redis at start. @default 10,000 ms */
  connectTimeoutMs?: number
}

// Keys: <p>mb:<topic> a sorted set of message ids scored by expiry; <p>m:<id> the message
// ("<publisher>\n<json>", expiring with it); <p>ack:<id> the set of client ids that acked it.
// Fan-out: PUBLISH on <p>t:<topic> of "<nodeId>\n<json>".
// Byte budgets (the same across all nodes): <p>usage a hash of bytes stored in all ('all'), per
// topic ('t:<topic>') and per client ('c:<client id>'); <p>ua a sorted set of addresses by the
// bytes they store; <p>ledger a sorted set of every stored message's charge
// ("<cost>\t<address>\t<client>\t<topic>\t<id>") by expiry, from which expired charges are
// released; <p>ai:<address> the same charges of one address, for eviction.

/**
 * Stores a message unless present or over a budget, then fans it out. Returns 1 stored,
 * 0 duplicate, -1 mailbox full (messages), -2 topic full (bytes), -3 address quota,
 * -4 client quota, -5 relay full.
 */
const PUBLISH_SCRIPT = `#!lua
-- The shebang makes Redis refuse the whole script when at maxmemory (without one it checks only
-- its first write, here the release of expired charges, and then lets it store).
local p = ARGV[8]
local now = tonumber(ARGV[1])
local usage = p .. 'usage'
local ledger = p .. 'ledger'
local byAddress = p .. 'ua'
local function decrement(field, cost)
  if redis.call('HINCRBY', usage, field, -cost) <= 0 then redis.call('HDEL', usage, field) end
end
local function release(charge)
  local cost, address, client, topic = string.match(charge, '^(%d+)\t([^\t]*)\t([^\t]*)\t([^\t]*)\t')
  cost = tonumber(cost)
  redis.call('ZREM', ledger, charge)
  redis.call('ZREM', p .. 'ai:' .. address, charge)
  decrement('all', cost)
  decrement('t:' .. topic, cost)
  decrement('c:' .. client, cost)
  if tonumber(redis.call('ZINCRBY', byAddress, -cost, address)) <= 0 then
    redis.call('ZREM', byAddress, address)
  end
end
for _, charge in ipairs(redis.call('ZRANGEBYSCORE', ledger, '-inf', now, 'LIMIT', 0, 1000)) do
  release(charge)
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return -1 end
local cost = tonumber(ARGV[9])
local address, client, topic = ARGV[10], ARGV[11], ARGV[12]
local function used(field) return tonumber(redis.call('HGET', usage, field) or '0') end
if used('t:' .. topic) + cost > tonumber(ARGV[14]) then return -2 end
local own = tonumber(redis.call('ZSCORE', byAddress, address) or '0') + cost
if own > tonumber(ARGV[16]) then return -3 end
if used('c:' .. client) + cost > tonumber(ARGV[17]) then return -4 end
-- A full relay: the address storing the most gives way (its latest-expiring message) while it
-- stores more than this one would.
while used('all') + cost > tonumber(ARGV[15]) do
  local top = redis.call('ZREVRANGE', byAddress, 0, 0, 'WITHSCORES')
  if not top[1] or top[1] == address or tonumber(top[2]) <= own then return -5 end
  local victim = redis.call('ZREVRANGE', p .. 'ai:' .. top[1], 0, 0)[1]
  if not victim then
    redis.call('ZREM', byAddress, top[1])
  else
    local vtopic, vid = string.match(victim, '\t([^\t]*)\t([^\t]*)$')
    redis.call('ZREM', p .. 'mb:' .. vtopic, vid)
    redis.call('DEL', p .. 'm:' .. vid, p .. 'ack:' .. vid)
    release(victim)
  end
end
local expiresAt = ARGV[2]
if ARGV[13] ~= '' and redis.call('PUBSUB', 'NUMSUB', ARGV[6])[2] == 0 then expiresAt = ARGV[13] end
redis.call('SET', KEYS[2], ARGV[3], 'PXAT', expiresAt)
redis.call('ZADD', KEYS[1], expiresAt, ARGV[5])
if redis.call('PEXPIRETIME', KEYS[1]) < tonumber(expiresAt) then
  redis.call('PEXPIREAT', KEYS[1], expiresAt)
end
local charge = cost .. '\t' .. address .. '\t' .. client .. '\t' .. topic .. '\t' .. ARGV[5]
redis.call('ZADD', ledger, expiresAt, charge)
redis.call('ZADD', p .. 'ai:' .. address, expiresAt, charge)
redis.call('HINCRBY', usage, 'all', cost)
redis.call('HINCRBY', usage, 't:' .. topic, cost)
redis.call('HINCRBY', usage, 'c:' .. client, cost)
redis.call('ZINCRBY', byAddress, cost, address)
redis.call('PUBLISH', ARGV[6], ARGV[7])
return 1
`

const PUBLISH_OUTCOMES: Record<number, PublishOutcome> = {
  1: 'stored',
  0: 'duplicate',
  [-1]: 'mailbox-full',
  [-2]: 'topic-full',
  [-3]: 'address-quota',
  [-4]: 'client-quota',
  [-5]: 'relay-full',
}

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
  now,
  maxMemoryBytes,
  log = () => {},
  connectTimeoutMs = 10_000,
  ...budgets
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
    await Promise.all([
      waitForRedis(command, connectTimeoutMs),
      waitForRedis(subscriber, connectTimeoutMs),
    ])
  } catch (error) {
    command.disconnect()
    subscriber.disconnect()
    throw new Error(`cannot reach Redis at ${redactUrl(redisUrl)}: ${(error as Error).message}`)
  }
  try {
    await capRedisMemory(command, maxMemoryBytes, budgets.maxStoredBytes, log)
  } catch (error) {
    command.disconnect()
    subscriber.disconnect()
    throw error
  }

  const channelPrefix = `${prefix}t:`
  let depthCache: { at: number; value: number } | undefined

  const broker: RelayBroker = {
    kind: 'redis',
    onRemoteMessage: () => {},
    async publish(message, unwatchedExpiresAt): Promise<PublishOutcome> {
      const json = JSON.stringify(message)
      let result: number
      try {
        result = await command.relayPublish(
          `${prefix}mb:${message.topic}`,
          `${prefix}m:${message.id}`,
          now(),
          message.expiresAt,
          `${message.publisher}\n${json}`,
          budgets.maxMessagesPerTopic,
          message.id,
          `${channelPrefix}${message.topic}`,
          `${nodeId}\n${json}`,
          prefix,
          message.cost,
          message.address,
          message.publisher,
          message.topic,
          unwatchedExpiresAt ?? '',
          budgets.maxBytesPerTopic,
          budgets.maxStoredBytes,
          budgets.maxStoredBytesPerIp,
          budgets.maxStoredBytesPerClient,
        )
      } catch (error) {
        // Redis at its maxmemory (policy noeviction) refuses writes: the relay is full.
        if (/^OOM /.test((error as Error).message)) return 'relay-full'
        throw error
      }
      return PUBLISH_OUTCOMES[result] ?? 'relay-full'
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
    async storedBytes() {
      return Number((await command.hget(`${prefix}usage`, 'all')) ?? 0)
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

/**
 * Sets Redis' maxmemory (policy noeviction: a full Redis refuses writes rather than drop
 * mailboxes) when asked; otherwise warns when Redis has none, or one below maxStoredBytes.
 */
async function capRedisMemory(
  command: Redis,
  maxMemoryBytes: number | undefined,
  maxStoredBytes: number,
  log: (line: string) => void,
): Promise<void> {
  if (maxMemoryBytes !== undefined) {
    try {
      await command.config('SET', 'maxmemory', String(maxMemoryBytes))
      await command.config('SET', 'maxmemory-policy', 'noeviction')
    } catch (error) {
      throw new Error(
        `cannot set Redis maxmemory (PORTICO_RELAY_REDIS_MAXMEMORY): ${(error as Error).message}; set maxmemory in redis.conf instead and leave the variable unset`,
      )
    }
    return
  }
  let configured: number
  try {
    const [, value] = (await command.config('GET', 'maxmemory')) as [string, string]
    configured = Number(value)
  } catch {
    return // CONFIG disabled (a managed Redis): its operator sets the cap.
  }
  if (configured === 0)
    log(
      'warning: Redis has no maxmemory; set PORTICO_RELAY_REDIS_MAXMEMORY (or maxmemory in redis.conf) to at least twice PORTICO_RELAY_MAX_STORED_BYTES',
    )
  else if (configured < maxStoredBytes)
    log(
      `warning: Redis maxmemory (${configured}) is below the relay's maxStoredBytes (${maxStoredBytes}): Redis will refuse writes first`,
    )
}

/** The kit's redactUrl, still importable from here (serveRelay imports it from this file). */
export { redactUrl }
