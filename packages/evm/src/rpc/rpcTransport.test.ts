// The adapter's RPC transport against a real anvil, through a local proxy that records each HTTP
// request it forwards: what travels on the wire, not what the transport says of itself.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HTTP_TRANSPORT_BATCH_SIZE } from '@portico/core/internal'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import { type Address, createClient, numberToHex } from 'viem'
import { getBalance } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { estimateTransactionGas } from './estimateTransactionGas.js'
import { rpcTransport } from './rpcTransport.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let proxy: Server
let proxyUrl: string
/** The body of each HTTP request the proxy forwarded, parsed. */
let requests: unknown[] = []

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

beforeAll(async () => {
  const [port] = await getFreePorts(1)
  anvil = await startAnvil({ chainId: 31337, port: port as number })
  proxy = createServer(async (request, response) => {
    const body = await readBody(request)
    requests.push(JSON.parse(body))
    const answer = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve))
  await anvil?.stop()
})

beforeEach(() => {
  requests = []
})

/**
 * The number of JSON-RPC calls each HTTP request carried (a single call counts 1), largest first
 * (requests sent together may arrive in any order).
 */
const callsPerRequest = () =>
  requests.map((body) => (Array.isArray(body) ? body.length : 1)).sort((a, b) => b - a)

/** `count` distinct addresses (distinct reads: viem never dedupes them). */
const addresses = (count: number) =>
  Array.from({ length: count }, (_, i) => numberToHex(i + 1, { size: 20 }) as Address)

describe('rpcTransport — spec §9 "HTTP transport … batch size 1000"', () => {
  it.each([
    // [reads in one tick, JSON-RPC calls per HTTP request]
    { reads: 2, expected: [2] },
    { reads: HTTP_TRANSPORT_BATCH_SIZE, expected: [HTTP_TRANSPORT_BATCH_SIZE] },
    { reads: HTTP_TRANSPORT_BATCH_SIZE + 1, expected: [HTTP_TRANSPORT_BATCH_SIZE, 1] },
  ])(
    '$reads reads in one tick travel as HTTP requests of $expected calls',
    async ({ reads, expected }) => {
      const client = createClient({ transport: rpcTransport(proxyUrl) })
      const balances = await Promise.all(
        addresses(reads).map((address) => getBalance(client, { address })),
      )
      expect(balances).toHaveLength(reads)
      expect(balances.every((balance) => balance === 0n)).toBe(true)
      expect(callsPerRequest()).toEqual(expected)
      expect(HTTP_TRANSPORT_BATCH_SIZE).toBe(1_000)
    },
  )

  it("the adapter's reads use it: a gas estimate's reads of one tick go out as one batch", async () => {
    const estimate = await estimateTransactionGas({
      rpcUrls: [proxyUrl],
      chainId: 31337,
      from: FROM,
      transaction: { to: TO, value: 1n },
    })
    expect(estimate.gas).toBe(21_000n)
    // estimateGas and the fee reads start in the same tick: their first calls share one request.
    const first = requests[0]
    expect(Array.isArray(first)).toBe(true)
    expect((first as { method: string }[]).map((call) => call.method)).toEqual(
      expect.arrayContaining(['eth_estimateGas', 'eth_getBlockByNumber']),
    )
  })
})
