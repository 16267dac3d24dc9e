import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { createRpcRequestTracker } from './createRpcRequestTracker.js'
import { withRetry } from './withRetry.js'

const never = () => new Promise<never>(() => {})

describe('createRpcRequestTracker — spec §4 "Open RPC requests can be aborted (\'Request was aborted\')"', () => {
  it.each([
    ['a request that answers resolves as it does', async () => 42, 42],
    [
      'a request that fails rejects as it does',
      async () => Promise.reject(new Error('boom')),
      'boom',
    ],
  ])('%s', async (_rule, request, outcome) => {
    const tracker = createRpcRequestTracker()
    const pending = tracker.track(request)
    expect(tracker.size).toBe(1)
    if (typeof outcome === 'number') await expect(pending).resolves.toBe(outcome)
    else await expect(pending).rejects.toThrow(outcome)
    expect(tracker.size).toBe(0)
  })

  it("abortAll() rejects every open request with 'Request was aborted' and aborts its signal", async () => {
    const tracker = createRpcRequestTracker()
    const signals: AbortSignal[] = []
    const requests = [1, 2, 3].map(() =>
      tracker.track((signal) => {
        signals.push(signal)
        return never()
      }),
    )
    await Promise.resolve()
    expect(tracker.size).toBe(3)
    tracker.abortAll('disconnected')
    const errors = await Promise.all(requests.map((request) => request.catch((e: unknown) => e)))
    for (const error of errors) {
      expect(error).toBeInstanceOf(RequestAbortedError)
      expect((error as RequestAbortedError).message).toMatchInlineSnapshot(`
        "Request was aborted

        Details: disconnected"
      `)
    }
    expect(signals.every((signal) => signal.aborted)).toBe(true)
    expect(tracker.size).toBe(0)
  })

  it('a request that throws at once is a rejection, not a throw', async () => {
    const tracker = createRpcRequestTracker()
    await expect(
      tracker.track(() => {
        throw new Error('sync')
      }),
    ).rejects.toThrow('sync')
  })

  it('settled requests are not aborted, and requests after abortAll() run', async () => {
    const tracker = createRpcRequestTracker()
    await expect(tracker.track(async () => 'done')).resolves.toBe('done')
    tracker.abortAll()
    await expect(tracker.track(async () => 'later')).resolves.toBe('later')
  })

  it('two trackers (two instances) are independent', async () => {
    const a = createRpcRequestTracker()
    const b = createRpcRequestTracker()
    const pendingA = a.track(never)
    const pendingB = b.track(async () => 'b')
    a.abortAll()
    await expect(pendingA).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(pendingB).resolves.toBe('b')
  })
})

describe('createRpcRequestTracker with withRetry against a real HTTP server', () => {
  let server: Server
  let baseUrl: string
  let received = 0
  beforeAll(async () => {
    // Never answers: the request stays open until aborted.
    server = createServer((request) => {
      received++
      request.resume()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  afterAll(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(resolve)
      }),
  )

  it('abortAll() ends an open HTTP request and its retries', async () => {
    const tracker = createRpcRequestTracker()
    const client = createHttpClient({ baseUrl })
    const pending = tracker.track((signal) =>
      withRetry(() => client.post({ path: '/', body: { method: 'eth_chainId' }, signal }), {
        signal,
      }),
    )
    await expect.poll(() => received).toBe(1)
    tracker.abortAll()
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError)
    expect(received).toBe(1)
  })
})
