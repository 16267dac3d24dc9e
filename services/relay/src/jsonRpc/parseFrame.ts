import { readRawId } from './readRawId.js'
import { RelayRpcError } from './relayErrors.js'

/** A text frame from a client, sorted into what the relay does with it. */
export type ParsedFrame =
  /** A call: answered with `rawId` echoed byte for byte. */
  | { type: 'request'; rawId: string; method: string; params: unknown }
  /** A call without id (JSON-RPC notification): nothing is answered. */
  | { type: 'notification'; method: string; params: unknown }
  /** An answer to one of the relay's `irn_subscription` calls: an ack when `ok`. */
  | { type: 'response'; rawId: string; ok: boolean }
  /** Not something the relay can act on: answered with `error` (id null when unknown). */
  | { type: 'invalid'; rawId: string; error: RelayRpcError }

const VALID_ID = /^(?:"(?:[^"\\]|\\.){0,100}"|-?\d{1,40}|null)$/

/** Parses one text frame into a ParsedFrame; never throws. */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { type: 'invalid', rawId: 'null', error: new RelayRpcError('PARSE_ERROR') }
  }
  if (Array.isArray(value))
    return {
      type: 'invalid',
      rawId: 'null',
      error: new RelayRpcError('INVALID_REQUEST', 'batches (JSON arrays) are not supported'),
    }
  if (typeof value !== 'object' || value === null)
    return {
      type: 'invalid',
      rawId: 'null',
      error: new RelayRpcError('INVALID_REQUEST', 'a frame must be a JSON-RPC object'),
    }
  const frame = value as Record<string, unknown>
  const rawId = readRawId(text)
  if (rawId !== undefined && !VALID_ID.test(rawId))
    return {
      type: 'invalid',
      rawId: 'null',
      error: new RelayRpcError('INVALID_REQUEST', 'id must be a number, a string or null'),
    }
  if (frame.jsonrpc !== '2.0')
    return {
      type: 'invalid',
      rawId: rawId ?? 'null',
      error: new RelayRpcError('INVALID_REQUEST', 'jsonrpc must be "2.0"'),
    }
  if (typeof frame.method === 'string') {
    if (frame.method.length === 0 || frame.method.length > 64)
      return {
        type: 'invalid',
        rawId: rawId ?? 'null',
        error: new RelayRpcError('INVALID_REQUEST', 'method must be 1 to 64 characters'),
      }
    return rawId === undefined || rawId === 'null'
      ? { type: 'notification', method: frame.method, params: frame.params }
      : { type: 'request', rawId, method: frame.method, params: frame.params }
  }
  if (frame.method !== undefined)
    return {
      type: 'invalid',
      rawId: rawId ?? 'null',
      error: new RelayRpcError('INVALID_REQUEST', 'method must be a string'),
    }
  if (rawId !== undefined && rawId !== 'null' && ('result' in frame || 'error' in frame))
    return { type: 'response', rawId, ok: 'result' in frame && !('error' in frame) }
  return {
    type: 'invalid',
    rawId: rawId ?? 'null',
    error: new RelayRpcError(
      'INVALID_REQUEST',
      'neither a request (method) nor a response (id and result)',
    ),
  }
}
