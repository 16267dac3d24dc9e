// The shared RPC transport's retry and fallover, against real HTTP servers on 127.0.0.1 that
// answer from a script (one per URL), and a closed port. Waits are recorded, not slept.
import type { IncomingMessage } from 'node:http'
import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '@portico/core/internal'
import {
  type ScriptedAnswer as Answer,
  getFreePorts,
  type ScriptedRpcServer,
  startScriptedRpcServer,
} from '@portico/devnet/testing'
import { createClient } from 'viem'
import { getBalance, getChainId } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { rpcTransport } from './rpcTransport.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let first: ScriptedRpcServer
let second: ScriptedRpcServer
/** A URL nothing listens on. */
let deadUrl: string
let waits: number[]
const sleep = async (ms: number) => void waits.push(ms)

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startScriptedRpcServer(() => '0x2a'),
    startScriptedRpcServer(() => '0x2a'),
  ])
  const [port] = await getFreePorts(1)
  deadUrl = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await Promise.all([first, second].map((s) => s?.close()))
})

beforeEach(() => {
  for (const s of [first, second]) {
    s.script = []
    s.tries = 0
  }
  waits = []
})

const client = (urls: string[]) => createClient({ transport: rpcTransport(urls, { sleep }) })
const status = (status: number, headers?: Record<string, string>): Answer => ({ status, headers })
const times = (n: number, answer: Answer) => Array.from({ length: n }, () => answer)
/** The doubling waits of spec §9: 150, 300, 600 ms. */
const doubling = Array.from({ length: RPC_RETRY_COUNT }, (_, i) => RPC_RETRY_BASE_DELAY_MS * 2 ** i)

describe('rpcTransport — spec §9 "RPC retry: 3 retries, base delay 150 ms doubling" and §8 "RPC requests retry on transient errors and HTTP 403, 408, 413, 429, 500, 502, 503, 504, honouring Retry-After"', () => {
  it.each([
    {
      rule: 'HTTP 429 with Retry-After: 2 waits 2 s, not 150 ms',
      firstScript: [status(429, { 'Retry-After': '2' })],
      tries: [2, 0],
      waited: [2_000],
    },
    {
      rule: 'HTTP 503, 500, 403: retried, waiting 150, 300, 600 ms',
      firstScript: [status(503), status(500), status(403)],
      tries: [4, 0],
      waited: doubling,
    },
    {
      rule: 'HTTP 408, 413, 502: retried',
      firstScript: [status(408), status(413), status(502)],
      tries: [4, 0],
      waited: doubling,
    },
    {
      rule: "HTTP 504 four times: the first URL's tries spent, the second answers",
      firstScript: times(RPC_RETRY_COUNT + 1, status(504)),
      tries: [4, 1],
      waited: doubling,
    },
    {
      rule: 'Retry-After honoured on each retry, the doubling where none is sent',
      firstScript: [
        status(429, { 'Retry-After': '1' }),
        status(503),
        status(429, { 'Retry-After': '3' }),
      ],
      tries: [4, 0],
      waited: [1_000, 300, 3_000],
    },
  ])('$rule', async ({ firstScript, tries, waited }) => {
    first.script = [...firstScript]
    await expect(getChainId(client([first.url, second.url]))).resolves.toBe(42)
    expect([first.tries, second.tries]).toEqual(tries)
    expect(waits).toEqual(waited)
  })

  it('a dead first URL (closed port) falls over to the second after its retries', async () => {
    await expect(getChainId(client([deadUrl, second.url]))).resolves.toBe(42)
    expect(second.tries).toBe(1)
    expect(waits).toEqual(doubling)
  })

  it('a JSON-RPC error answer (revert) is not retried nor fallen over', async () => {
    first.script = [
      {
        status: 200,
        body: { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted: boom' } },
      },
    ]
    const error = await getChainId(client([first.url, second.url])).catch((e: Error) => e)
    expect((error as Error).message).toContain('execution reverted: boom')
    expect([first.tries, second.tries]).toEqual([1, 0])
    expect(waits).toEqual([])
  })

  it('HTTP 400 is not retried nor fallen over', async () => {
    first.script = [{ status: 400, body: { message: 'bad request' } }]
    const error = await getChainId(client([first.url, second.url])).catch((e: Error) => e)
    expect(error).toMatchObject({ name: 'HttpRequestError', status: 400 })
    expect([first.tries, second.tries]).toEqual([1, 0])
    expect(waits).toEqual([])
  })

  it('every URL spent: the error names the last status and URL', async () => {
    first.script = times(RPC_RETRY_COUNT + 1, status(503))
    second.script = times(RPC_RETRY_COUNT + 1, status(429))
    const error = await getChainId(client([first.url, second.url])).catch((e: Error) => e)
    expect((error as Error).message).toContain('HTTP status code: 429')
    expect((error as Error).message).toContain(`URL: ${second.url}`)
    expect([first.tries, second.tries]).toEqual([4, 4])
  })

  it('a JSON-RPC batch is retried as one HTTP request', async () => {
    first.script = [status(503)]
    const c = client([first.url, second.url])
    const balances = await Promise.all([
      getBalance(c, { address: ADDRESS }),
      getBalance(c, { address: ADDRESS, blockTag: 'pending' }),
      getChainId(c),
    ])
    expect(balances).toEqual([42n, 42n, 42])
    expect([first.tries, second.tries]).toEqual([2, 0])
    expect(waits).toEqual([150])
  })

  it('credentials in one URL are sent to that URL only', async () => {
    const seen: (string | undefined)[] = []
    const recordAuthorization = (request: IncomingMessage) =>
      void seen.push(request.headers.authorization)
    for (const s of [first, second]) s.server.prependListener('request', recordAuthorization)
    try {
      first.script = times(RPC_RETRY_COUNT + 1, status(503))
      const withCredentials = first.url.replace('http://', 'http://user:secret@')
      await getChainId(client([withCredentials, second.url]))
      const basic = `Basic ${btoa('user:secret')}`
      expect(seen).toEqual([basic, basic, basic, basic, undefined])
    } finally {
      for (const s of [first, second]) s.server.off('request', recordAuthorization)
    }
  })
})
