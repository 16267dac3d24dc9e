import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FrameEvmNetwork } from '../../config/framePageConfig.js'
import { createKeyAccount } from './createKeyAccount.js'
import { createPublicClients } from './evmClients.js'
import { prepareEvmSigning } from './prepareEvmSigning.js'

/**
 * Issue 18 "Every RPC call of the services and of the widget goes through spec §9's retry (3
 * retries, 150 ms doubling, Retry-After honoured, the retryable codes of §8) and falls over to the
 * next URL", for the embedded wallet's frame: its public clients read and send on a real chain
 * (anvil) whose first RPC URL is down.
 */

const ANVIL_0_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: Awaited<ReturnType<typeof startAnvil>>
let chain: PublicClient
/** A closed port: every connection refused (a network failure, spec §8). */
let deadUrl: string
/** A stand-in for a rate-limited provider: 503 with Retry-After: 0 to every request. */
let busy: Server
let busyUrl: string
let busyRequests = 0

beforeAll(async () => {
  const [anvilPort, deadPort] = await getFreePorts(2)
  anvil = await startAnvil({ chainId: 31337, port: anvilPort! })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
  deadUrl = `http://127.0.0.1:${deadPort}`
  busy = createServer((request, response) => {
    busyRequests++
    request.resume()
    response.writeHead(503, { 'retry-after': '0', 'content-type': 'text/plain' }).end('busy')
  })
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
  busyUrl = `http://127.0.0.1:${(busy.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
  await new Promise((resolve) => busy?.close(resolve))
})

const networkWith = (rpcUrls: string[]): FrameEvmNetwork => ({
  chainId: 31337,
  name: 'Fallover Test Chain',
  rpcUrls,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})

describe('the frame’s public clients over a network’s rpcUrls: spec §9 retry, then the next URL', () => {
  test.each([
    ['its first RPC URL refuses connections (spec §8 network failure)', () => [deadUrl]],
    ['its first RPC URL answers 503 (spec §8 retryable status)', () => [busyUrl]],
  ])(
    '%s: the frame still reads and sends',
    async (_, firstUrls) => {
      const network = networkWith([...firstUrls(), anvil.rpcUrl])
      const publicClient = createPublicClients()
      const client = publicClient(network)
      expect(await client.getChainId()).toBe(31337)
      expect(await client.getBalance({ address: ADDRESS })).toBe(
        await chain.getBalance({ address: ADDRESS }),
      )
      const before = await chain.getBalance({ address: OTHER })
      const prepared = await prepareEvmSigning({
        method: 'eth_sendTransaction',
        params: [{ from: ADDRESS, to: OTHER, value: toHex(parseEther('0.25')) }],
        network,
        address: ADDRESS,
        publicClient,
      })
      const hash = (await prepared.execute(
        createKeyAccount(Uint8Array.from(Buffer.from(ANVIL_0_KEY, 'hex'))),
      )) as Hex
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(await chain.getBalance({ address: OTHER })).toBe(before + parseEther('0.25'))
    },
    60_000,
  )

  test('spec §9 "RPC retry: 3 retries": a request tries the first URL 4 times before the next', async () => {
    busyRequests = 0
    const client = createPublicClients()(networkWith([busyUrl, anvil.rpcUrl]))
    expect(await client.getBlockNumber()).toBe(await chain.getBlockNumber())
    expect(busyRequests).toBe(4)
  })
})
