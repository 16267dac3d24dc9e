import { RelayRpcError } from '../jsonRpc/relayErrors.js'
import type { RelayLimits } from '../relayOptions.js'

/** A WalletConnect topic: 32 bytes in hex (a pairing's random topic or a sha256). */
const TOPIC = /^[0-9a-fA-F]{64}$/

/** The params object of a call, or INVALID_PARAMS. */
export function paramsObject(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new RelayRpcError('INVALID_PARAMS', 'params must be an object')
  return params as Record<string, unknown>
}

/** A topic parameter: 64 hexadecimal characters. */
export function topicParam(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC.test(value))
    throw new RelayRpcError('INVALID_PARAMS', `${name} must be 64 hexadecimal characters`)
  return value
}

/** A list of topics, at most `max` long. */
export function topicsParam(value: unknown, max: number, name = 'topics'): string[] {
  if (!Array.isArray(value)) throw new RelayRpcError('INVALID_PARAMS', `${name} must be an array`)
  if (value.length > max)
    throw new RelayRpcError('TOO_MANY_TOPICS', `${name} holds ${value.length}, at most ${max}`)
  return value.map((topic, i) => topicParam(topic, `${name}[${i}]`))
}

/** An encrypted envelope to publish: a non-empty string of at most maxMessageBytes. */
export function messageParam(value: unknown, limits: RelayLimits, name = 'message'): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new RelayRpcError('INVALID_PARAMS', `${name} must be a non-empty string`)
  const bytes = value.length <= limits.maxMessageBytes / 3 ? value.length : Buffer.byteLength(value)
  if (bytes > limits.maxMessageBytes)
    throw new RelayRpcError(
      'MESSAGE_TOO_LARGE',
      `${name} is ${bytes} bytes, at most ${limits.maxMessageBytes}`,
    )
  return value
}

/** A ttl in seconds within the limits; `fallback` when absent. */
export function ttlParam(value: unknown, limits: RelayLimits, fallback: number): number {
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new RelayRpcError('INVALID_PARAMS', 'ttl must be a whole number of seconds')
  if (value < limits.minTtlSeconds || value > limits.maxTtlSeconds)
    throw new RelayRpcError(
      'TTL_OUT_OF_RANGE',
      `ttl ${value} s is outside ${limits.minTtlSeconds}-${limits.maxTtlSeconds} s`,
    )
  return value
}

/** A message tag (a 32-bit whole number); 0 when absent. */
export function tagParam(value: unknown): number {
  if (value === undefined || value === null) return 0
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff)
    throw new RelayRpcError('INVALID_PARAMS', 'tag must be a whole number from 0 to 4294967295')
  return value
}
