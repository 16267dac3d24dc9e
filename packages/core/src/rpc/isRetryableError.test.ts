import { describe, expect, it } from 'vitest'
import { ExecutionRevertedError } from '../errors/node.js'
import { UserRejectedRequestError } from '../errors/provider.js'
import { RequestAbortedError } from '../errors/request.js'
import { InternalRpcError, RpcRequestError } from '../errors/rpc.js'
import { HttpRequestError, HttpStatusError, HttpTimeoutError } from '../http/errors.js'
import { isRetryableError, RETRYABLE_HTTP_STATUSES } from './isRetryableError.js'

const domException = (name: string) => new DOMException('x', name)

describe('isRetryableError — spec §8 "RPC requests retry on transient errors and HTTP 403, 408, 413, 429, 500, 502, 503, 504"', () => {
  it.each([
    ['HTTP 403', new HttpStatusError(403), true],
    ['HTTP 408', new HttpStatusError(408), true],
    ['HTTP 413', new HttpStatusError(413), true],
    ['HTTP 429', new HttpStatusError(429), true],
    ['HTTP 500', new HttpStatusError(500), true],
    ['HTTP 502', new HttpStatusError(502), true],
    ['HTTP 503', new HttpStatusError(503), true],
    ['HTTP 504', new HttpStatusError(504), true],
    [
      'transient: a network failure',
      new HttpRequestError({ cause: new TypeError('fetch failed') }),
      true,
    ],
    ['transient: a timeout', new HttpTimeoutError(), true],
    ["transient: fetch's own TypeError", new TypeError('fetch failed'), true],
    ["transient: fetch's own TimeoutError", domException('TimeoutError'), true],
    [
      'transient: a TypeError of a browser fetch',
      new TypeError('NetworkError when attempting to fetch resource.'),
      true,
    ],
    [
      'an HTTP status wrapped in an RPC error',
      new RpcRequestError({ cause: new HttpStatusError(503) }),
      true,
    ],
    [
      'an HTTP error of another library (status field)',
      Object.assign(new Error('HTTP'), { status: 502 }),
      true,
    ],
    [
      "@solana/kit's HTTP transport error (context.statusCode)",
      Object.assign(new Error('HTTP error (429)'), { context: { statusCode: 429 } }),
      true,
    ],
    [
      "not other statuses of @solana/kit's HTTP transport: 400",
      Object.assign(new Error('HTTP error (400)'), { context: { statusCode: 400 } }),
      false,
    ],
    ['not other statuses: 400', new HttpStatusError(400), false],
    ['not other statuses: 401', new HttpStatusError(401), false],
    ['not other statuses: 404', new HttpStatusError(404), false],
    ['not other statuses: 501', new HttpStatusError(501), false],
    ['not other statuses (other library): 404', { status: 404 }, false],
    ['not JSON-RPC errors like user rejection', new UserRejectedRequestError(), false],
    ['not JSON-RPC errors: internal', new InternalRpcError(), false],
    ['not a raw EIP-1193 rejection', { code: 4001, message: 'User rejected' }, false],
    ['not a node error', new ExecutionRevertedError({ reason: 'boom' }), false],
    ['not an abort', new RequestAbortedError(), false],
    ['not an abort of fetch', new HttpRequestError({ cause: domException('AbortError') }), false],
    ['not a TypeError from a bug', new TypeError('x is not a function'), false],
    ['not an unknown error', new Error('boom'), false],
    ['not a string', 'boom', false],
    ['not nothing', undefined, false],
  ])('%s → %s', (_rule, error, retryable) => {
    expect(isRetryableError(error)).toBe(retryable)
  })

  it('lists the spec’s statuses', () => {
    expect(RETRYABLE_HTTP_STATUSES).toEqual([403, 408, 413, 429, 500, 502, 503, 504])
  })
})
