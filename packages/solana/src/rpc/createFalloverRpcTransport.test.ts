// The Solana RPC's retry and fallover, against real HTTP servers on 127.0.0.1 that answer from a
// script (one per URL), and a closed port. Waits are recorded, not slept.
import { RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT } from '@portico/core/internal'
import {
  type ScriptedAnswer as Answer,
  getFreePorts,
  type ScriptedRpcServer,
  startScriptedRpcServer,
} from '@portico/devnet/testing'
import { address } from '@solana/kit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { solanaRpc } from './solanaRpc.js'

const OWNER = address('11111111111111111111111111111111')
/** getBalance's answer once a server's script is spent: 42 lamports. */
const balanceResult = () => ({ context: { slot: 1 }, value: 42 })

let first: ScriptedRpcServer
let second: ScriptedRpcServer
let deadUrl: string
let waits: number[]
const sleep = async (ms: number) => void waits.push(ms)

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    startScriptedRpcServer(balanceResult),
    startScriptedRpcServer(balanceResult),
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

const balanceOn = (rpcUrls: string[]) => solanaRpc({ rpcUrls, sleep }).getBalance(OWNER).send()
const status = (status: number, headers?: Record<string, string>): Answer => ({ status, headers })
const times = (n: number, answer: Answer) => Array.from({ length: n }, () => answer)
/** The doubling waits of spec §9: 150, 300, 600 ms. */
const doubling = Array.from({ length: RPC_RETRY_COUNT }, (_, i) => RPC_RETRY_BASE_DELAY_MS * 2 ** i)

describe('solanaRpc — spec §9 "RPC retry: 3 retries, base delay 150 ms doubling" and §8 "RPC requests retry on transient errors and HTTP 403, 408, 413, 429, 500, 502, 503, 504, honouring Retry-After"', () => {
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
  ])('$rule', async ({ firstScript, tries, waited }) => {
    first.script = [...firstScript]
    const { value } = await balanceOn([first.url, second.url])
    expect(value).toBe(42n)
    expect([first.tries, second.tries]).toEqual(tries)
    expect(waits).toEqual(waited)
  })

  it('a dead first URL (closed port) falls over to the second after its retries', async () => {
    const { value } = await balanceOn([deadUrl, second.url])
    expect(value).toBe(42n)
    expect(second.tries).toBe(1)
    expect(waits).toEqual(doubling)
  })

  it('a JSON-RPC error answer is not retried nor fallen over', async () => {
    first.script = [
      {
        status: 200,
        body: { jsonrpc: '2.0', id: '0', error: { code: -32602, message: 'Invalid params' } },
      },
    ]
    const error = await balanceOn([first.url, second.url]).catch((e: Error) => e)
    expect((error as Error).message).toContain('Invalid params')
    expect([first.tries, second.tries]).toEqual([1, 0])
    expect(waits).toEqual([])
  })

  it('HTTP 400 is not retried nor fallen over', async () => {
    first.script = [status(400)]
    const error = await balanceOn([first.url, second.url]).catch((e: Error) => e)
    expect(error).toMatchObject({ context: { statusCode: 400 } })
    expect([first.tries, second.tries]).toEqual([1, 0])
    expect(waits).toEqual([])
  })

  it('no URL: NoRpcUrlError', () => {
    expect(() => solanaRpc({ rpcUrls: [], chainId: 'solana:mainnet' })).toThrow(
      'No RPC url provided for chainId',
    )
  })
})
