import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '../constants.js'
import { UserRejectedRequestError } from '../errors/provider.js'
import { RequestAbortedError } from '../errors/request.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { HttpStatusError, HttpTimeoutError } from '../http/errors.js'
import { getRetryDelayMs, withRetry } from './withRetry.js'

/** A request that fails with the given errors in turn, then answers 'ok'. */
function failing(...errors: unknown[]) {
  let calls = 0
  const request = vi.fn(async () => {
    const error = errors[calls++]
    if (error !== undefined) throw error
    return 'ok'
  })
  return request
}

function recordingSleep() {
  const delays: number[] = []
  return { delays, sleep: async (ms: number) => void delays.push(ms) }
}

describe('withRetry — spec §8, §9 "RPC retry: 3 retries, base delay 150 ms doubling"', () => {
  it.each([
    ['no failure: one try, no wait', [], 1, []],
    ['one 503: retried after 150 ms', [new HttpStatusError(503)], 2, [150]],
    [
      'three failures: waits 150, 300, 600 ms',
      [new HttpTimeoutError(), new HttpStatusError(502), new HttpStatusError(429)],
      4,
      [150, 300, 600],
    ],
    [
      'honouring Retry-After (seconds) instead of the doubling',
      [new HttpStatusError(429, { retryAfterS: 2 }), new HttpStatusError(503)],
      3,
      [2_000, 300],
    ],
  ])('%s', async (_rule, errors, calls, delays) => {
    const request = failing(...errors)
    const { sleep, delays: waited } = recordingSleep()
    await expect(withRetry(request, { sleep })).resolves.toBe('ok')
    expect(request).toHaveBeenCalledTimes(calls)
    expect(waited).toEqual(delays)
  })

  it(`gives up after RPC_RETRY_COUNT (${RPC_RETRY_COUNT}) retries and throws the last error`, async () => {
    const last = new HttpStatusError(504)
    const request = failing(
      new HttpStatusError(503),
      new HttpStatusError(503),
      new HttpStatusError(503),
      last,
    )
    const { sleep, delays } = recordingSleep()
    await expect(withRetry(request, { sleep })).rejects.toBe(last)
    expect(request).toHaveBeenCalledTimes(RPC_RETRY_COUNT + 1)
    expect(delays).toEqual([150, 300, 600])
  })

  it.each([
    ['HTTP 400', new HttpStatusError(400)],
    ['HTTP 404', new HttpStatusError(404)],
    ['4001 user rejected', new UserRejectedRequestError()],
    ['a raw EIP-1193 rejection', { code: 4001, message: 'User rejected' }],
  ])('does not retry %s', async (_rule, error) => {
    const request = failing(error)
    const { sleep, delays } = recordingSleep()
    await expect(withRetry(request, { sleep })).rejects.toBe(error)
    expect(request).toHaveBeenCalledTimes(1)
    expect(delays).toEqual([])
  })

  it('takes retryCount, baseDelayMs and shouldRetry', async () => {
    const request = failing(new Error('a'), new Error('b'), new Error('c'))
    const { sleep, delays } = recordingSleep()
    await expect(
      withRetry(request, { sleep, retryCount: 2, baseDelayMs: 10, shouldRetry: () => true }),
    ).rejects.toThrow('c')
    expect(delays).toEqual([10, 20])
  })

  it.each([
    ['first retry', undefined, 0, RPC_RETRY_BASE_DELAY_MS],
    ['second retry', undefined, 1, RPC_RETRY_BASE_DELAY_MS * 2],
    ['third retry', undefined, 2, RPC_RETRY_BASE_DELAY_MS * 4],
    ['Retry-After: 0', new HttpStatusError(429, { retryAfterS: 0 }), 2, 0],
    ['a Retry-After that is no number is ignored', { retryAfterS: Number.NaN }, 1, 300],
    ['Retry-After: 7', new HttpStatusError(503, { retryAfterS: 7 }), 0, 7_000],
    [
      'Retry-After of a wrapped error',
      new Error('rpc', { cause: new HttpStatusError(503, { retryAfterS: 1 }) }),
      0,
      1_000,
    ],
  ])('getRetryDelayMs: %s', (_rule, error, retry, delay) => {
    expect(getRetryDelayMs(error, retry)).toBe(delay)
  })

  it('waits with real timers by default', async () => {
    vi.useFakeTimers()
    try {
      const request = failing(new HttpStatusError(503))
      const result = withRetry(request)
      await vi.advanceTimersByTimeAsync(RPC_RETRY_BASE_DELAY_MS - 1)
      expect(request).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toBe('ok')
      expect(request).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("withRetry — abortable (spec §4 'Request was aborted')", () => {
  it('an already aborted signal: no try at all', async () => {
    const request = failing()
    const error = await withRetry(request, { signal: AbortSignal.abort() }).catch((e) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(error.shortMessage).toBe('Request was aborted')
    expect(request).not.toHaveBeenCalled()
  })

  it('aborting during a try rejects at once', async () => {
    const controller = new AbortController()
    const pending = withRetry(() => new Promise(() => {}), { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('aborting during the wait stops the retries', async () => {
    const controller = new AbortController()
    const request = failing(new HttpStatusError(503))
    const pending = withRetry(request, {
      signal: controller.signal,
      sleep: () => new Promise(() => {}),
    })
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(1))
    controller.abort()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('a transport error caused by the abort is reported as the abort', async () => {
    const controller = new AbortController()
    const pending = withRetry(
      () => {
        controller.abort()
        return Promise.reject(new TypeError('fetch failed'))
      },
      { signal: controller.signal },
    )
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
  })

  it('keeps a RequestAbortedError given as the reason', async () => {
    const reason = new RequestAbortedError({ details: 'disconnected' })
    const controller = new AbortController()
    controller.abort(reason)
    await expect(withRetry(failing(), { signal: controller.signal })).rejects.toBe(reason)
  })
})

describe('withRetry against a real HTTP server', () => {
  let server: Server
  let baseUrl: string
  let answers: { status: number; headers?: Record<string, string> }[] = []
  let calls = 0

  beforeAll(async () => {
    server = createServer((request, response) => {
      calls++
      request.resume()
      const answer = answers.shift() ?? { status: 200 }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      response.end(
        JSON.stringify(answer.status === 200 ? { jsonrpc: '2.0', id: 1, result: '0x7a69' } : {}),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const rpc = () =>
    createHttpClient({ baseUrl }).post<{ result: string }>({
      path: '/',
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    })

  it('retries 503 and 429 (Retry-After: 0), then answers', async () => {
    answers = [{ status: 503 }, { status: 429, headers: { 'retry-after': '0' } }]
    calls = 0
    const { sleep, delays } = recordingSleep()
    await expect(withRetry(rpc, { sleep })).resolves.toMatchObject({ result: '0x7a69' })
    expect(calls).toBe(3)
    expect(delays).toEqual([150, 0])
  })

  it('does not retry 404', async () => {
    answers = [{ status: 404 }]
    calls = 0
    await expect(withRetry(rpc)).rejects.toMatchObject({ status: 404 })
    expect(calls).toBe(1)
  })
})
