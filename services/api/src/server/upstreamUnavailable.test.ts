// Failures of real HTTP upstreams (a closed port, local servers answering 429, 500, a JSON-RPC
// error, or nothing), read through viem's http transport as the services read chains.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chainUnavailable,
  classifyUpstreamFailure,
  priceProviderUnavailable,
} from './upstreamUnavailable.js'

type Answer = (response: import('node:http').ServerResponse) => void
const answers: Record<string, Answer> = {
  '/429': (r) => r.writeHead(429, { 'retry-after': '7' }).end('Too Many Requests'),
  '/500': (r) => r.writeHead(500).end('oops'),
  '/limit': (r) =>
    r
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"jsonrpc":"2.0","id":0,"error":{"code":-32005,"message":"limit exceeded"}}'),
  '/revert': (r) =>
    r
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"jsonrpc":"2.0","id":0,"error":{"code":-32000,"message":"header not found"}}'),
  '/silent': () => {},
}
let server: Server
let origin = ''
let closedPort = 0
beforeAll(async () => {
  server = createServer((request, response) => answers[request.url ?? '']?.(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // A port that was free a moment ago and has nothing listening now.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const failureOf = async (url: string) => {
  const client = createPublicClient({ transport: http(url, { retryCount: 0, timeout: 300 }) })
  return client.getBlockNumber().then(
    () => expect.unreachable('the call answered'),
    (error: unknown) => error,
  )
}

describe('an RPC that is down or rate-limited is named with its reason (issue 18: "503 with a reason")', () => {
  it.each([
    ['a closed port', () => `http://127.0.0.1:${closedPort}`, { reason: 'unreachable' }],
    [
      'HTTP 429 with Retry-After',
      () => `${origin}/429`,
      { reason: 'rate-limited', retryAfterS: 7 },
    ],
    ['JSON-RPC -32005 limit exceeded', () => `${origin}/limit`, { reason: 'rate-limited' }],
    ['HTTP 500', () => `${origin}/500`, { reason: 'http-error' }],
    ['a node error', () => `${origin}/revert`, { reason: 'rpc-error' }],
    ['no answer', () => `${origin}/silent`, { reason: 'timeout' }],
  ])('%s', async (_case, url, expected) => {
    expect(classifyUpstreamFailure(await failureOf(url()))).toEqual(expected)
  })

  it('503 CHAIN_UNAVAILABLE names the chain and the reason, passes Retry-After on, and no URL', async () => {
    const error = chainUnavailable('eip155:8453', await failureOf(`${origin}/429`))
    expect(error.statusCode).toBe(503)
    expect(error.headers).toEqual({ 'retry-after': '7' })
    expect(error.toBody()).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "CHAIN_UNAVAILABLE",
          "details": {
            "chainId": "eip155:8453",
            "reason": "rate-limited",
          },
          "message": "The RPC of eip155:8453 is rate-limited",
        },
      }
    `)
    const unreachable = priceProviderUnavailable(
      'eip155:1',
      await failureOf(`http://127.0.0.1:${closedPort}`),
    )
    expect(unreachable.toBody().error).toEqual({
      code: 'PRICE_PROVIDER_UNAVAILABLE',
      message: 'The price provider of eip155:1 cannot be reached',
      details: { chainId: 'eip155:1', reason: 'unreachable' },
    })
    expect(JSON.stringify(unreachable.toBody())).not.toContain('127.0.0.1')
  })
})
