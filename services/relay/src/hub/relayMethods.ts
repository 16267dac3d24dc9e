import { RelayRpcError } from '../jsonRpc/relayErrors.js'
import type { ClientConnection } from './ClientConnection.js'
import {
  messageParam,
  paramsObject,
  tagParam,
  topicParam,
  topicsParam,
  ttlParam,
} from './params.js'

/** ttl of the messages wc_proposeSession and wc_approveSession publish, in seconds. */
export const SESSION_MESSAGE_TTL_S = 300

/** Tags of the messages the relay publishes for the wc_* methods (sign-client's constants). */
export const SESSION_TAGS = {
  proposal: 1100,
  proposalResponse: 1101,
  settleRequest: 1102,
} as const

/** One relay method: validates its params, acts, returns the JSON-RPC result. */
export type RelayMethod = (connection: ClientConnection, params: unknown) => Promise<unknown>

/** A message as irn_fetchMessages answers it. */
type FetchedMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: string
}

async function fetchPage(
  connection: ClientConnection,
  topics: string[],
): Promise<{ messages: FetchedMessage[]; hasMore: boolean }> {
  const { hub } = connection
  const messages: FetchedMessage[] = []
  let hasMore = false
  for (const topic of topics) {
    const room = hub.limits.fetchPageSize - messages.length
    if (room <= 0) {
      hasMore = true
      break
    }
    const page = await hub.broker.pending(topic, connection.clientId, room)
    hasMore ||= page.hasMore
    for (const message of page.messages) {
      // Handed over in the answer: fetched messages count as acked, so the next call pages on.
      connection.markSent(message)
      await hub.broker.ack(message, connection.clientId)
      messages.push({
        topic: message.topic,
        message: message.message,
        publishedAt: message.publishedAt,
        tag: message.tag,
        attestation: '',
      })
    }
  }
  return { messages, hasMore }
}

/** Every method of notes/relay.md, by name. */
export const RELAY_METHODS = {
  async irn_subscribe(connection, params) {
    const { topic } = paramsObject(params)
    return connection.hub.subscribe(connection, topicParam(topic))
  },

  async irn_batchSubscribe(connection, params) {
    const { hub } = connection
    const topics = topicsParam(paramsObject(params).topics, hub.limits.maxTopicsPerClient)
    const fresh = new Set(topics.filter((topic) => !connection.topics.has(topic)))
    if (connection.topics.size + fresh.size > hub.limits.maxTopicsPerClient)
      throw new RelayRpcError(
        'TOO_MANY_TOPICS',
        `a client may subscribe to ${hub.limits.maxTopicsPerClient} topics`,
      )
    const ids: string[] = []
    for (const topic of topics) ids.push(await hub.subscribe(connection, topic))
    return ids
  },

  async irn_unsubscribe(connection, params) {
    const { topic } = paramsObject(params)
    await connection.hub.unsubscribe(connection, topicParam(topic))
    return true
  },

  async irn_batchUnsubscribe(connection, params) {
    const { subscriptions } = paramsObject(params)
    if (!Array.isArray(subscriptions))
      throw new RelayRpcError('INVALID_PARAMS', 'subscriptions must be an array of {topic, id}')
    const topics = subscriptions.map((subscription, i) =>
      topicParam(paramsObject(subscription).topic, `subscriptions[${i}].topic`),
    )
    for (const topic of topics) await connection.hub.unsubscribe(connection, topic)
    return true
  },

  async irn_publish(connection, params) {
    const { hub } = connection
    const p = paramsObject(params)
    const input = {
      topic: topicParam(p.topic),
      message: messageParam(p.message, hub.limits),
      ttlSeconds: ttlParam(p.ttl, hub.limits, SESSION_MESSAGE_TTL_S),
      tag: tagParam(p.tag),
      prompt: p.prompt === true,
    }
    connection.takePublishToken()
    await hub.publish(connection, input)
    return true
  },

  async irn_fetchMessages(connection, params) {
    return fetchPage(connection, [topicParam(paramsObject(params).topic)])
  },

  async irn_batchFetchMessages(connection, params) {
    const topics = topicsParam(
      paramsObject(params).topics,
      connection.hub.limits.maxTopicsPerClient,
    )
    return fetchPage(connection, topics)
  },

  async wc_proposeSession(connection, params) {
    const { hub } = connection
    const p = paramsObject(params)
    const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
    const sessionProposal = messageParam(p.sessionProposal, hub.limits, 'sessionProposal')
    const ttlSeconds = ttlParam(p.ttl, hub.limits, SESSION_MESSAGE_TTL_S)
    connection.takePublishToken()
    // The dApp hears the wallet's answer on the pairing topic.
    await hub.subscribe(connection, pairingTopic)
    await hub.publish(connection, {
      topic: pairingTopic,
      message: sessionProposal,
      ttlSeconds,
      tag: SESSION_TAGS.proposal,
      prompt: true,
    })
    return true
  },

  async wc_approveSession(connection, params) {
    const { hub } = connection
    const p = paramsObject(params)
    const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
    const sessionTopic = topicParam(p.sessionTopic, 'sessionTopic')
    const response = messageParam(p.sessionProposalResponse, hub.limits, 'sessionProposalResponse')
    const settle = messageParam(p.sessionSettlementRequest, hub.limits, 'sessionSettlementRequest')
    const ttlSeconds = ttlParam(p.ttl, hub.limits, SESSION_MESSAGE_TTL_S)
    connection.takePublishToken()
    // The wallet hears the dApp's settle answer and its requests on the session topic.
    await hub.subscribe(connection, sessionTopic)
    await hub.publish(connection, {
      topic: pairingTopic,
      message: response,
      ttlSeconds,
      tag: SESSION_TAGS.proposalResponse,
      prompt: false,
    })
    await hub.publish(connection, {
      topic: sessionTopic,
      message: settle,
      ttlSeconds,
      tag: SESSION_TAGS.settleRequest,
      prompt: false,
    })
    return true
  },
} satisfies Record<string, RelayMethod>
