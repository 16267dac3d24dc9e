import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getSolanaKey, type SolanaServer, startSolanaServer } from '@portico/devnet/solana'
import { getFreePorts } from '@portico/devnet/testing'
import { base64 } from '@scure/base'
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FrameSolanaNetwork } from '../../config/framePageConfig.js'
import { prepareSolanaSigning } from './prepareSolanaSigning.js'
import { SYSTEM_PROGRAM } from './solanaTransaction.js'

/**
 * Issue 18 "Every RPC call … of the widget goes through spec §9's retry … and falls over to the
 * next URL", for the frame's Solana sends: solana_signAndSendTransaction lands on the devnet's
 * local Solana node (litesvm) when the cluster's first RPC URL is down.
 */

let server: SolanaServer
let rpc: ReturnType<typeof createSolanaRpc>
let deadUrl: string
/** A stand-in for a rate-limited provider: 429 with Retry-After: 0 to every request. */
let busy: Server
let busyUrl: string
let busyRequests = 0

beforeAll(async () => {
  server = await startSolanaServer({ rpcPort: 0, wsPort: 0, slotIntervalMs: 100 })
  rpc = createSolanaRpc(server.config.rpcUrl)
  const [deadPort] = await getFreePorts(1)
  deadUrl = `http://127.0.0.1:${deadPort}`
  busy = createServer((request, response) => {
    busyRequests++
    request.resume()
    response.writeHead(429, { 'retry-after': '0', 'content-type': 'text/plain' }).end('slow down')
  })
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
  busyUrl = `http://127.0.0.1:${(busy.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => busy?.close(resolve))
})

/** A wire transaction (unsigned) moving `lamports` from `from` to `to`, on the node's blockhash. */
async function transfer(from: string, to: string, lamports: bigint): Promise<string> {
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(toAddress(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM as Address,
          accounts: [
            { address: toAddress(from), role: 3 }, // writable signer
            { address: toAddress(to), role: 1 }, // writable
          ],
          data,
        },
        m,
      ),
  )
  return base64.encode(new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))))
}

describe('solana_signAndSendTransaction over the cluster’s rpcUrls: spec §9 retry, then the next URL', () => {
  test.each([
    ['its first RPC URL refuses connections (spec §8 network failure)', () => deadUrl, 0],
    ['its first RPC URL answers 429 (spec §8 retryable status)', () => busyUrl, 4],
  ])(
    '%s: the transaction still lands',
    async (_, firstUrl, triesOnFirst) => {
      busyRequests = 0
      const wallet = getSolanaKey(server.keys, 'wallet-1')
      const recipient = getSolanaKey(server.keys, 'wallet-2').address
      const network: FrameSolanaNetwork = {
        chainId: server.config.caipNetworkId.slice('solana:'.length),
        name: 'Solana (local)',
        rpcUrls: [firstUrl(), server.config.rpcUrl],
      }
      const before = (await rpc.getBalance(toAddress(recipient)).send()).value
      const prepared = prepareSolanaSigning({
        method: 'solana_signAndSendTransaction',
        params: { transaction: await transfer(wallet.address, recipient, 1_000_000n) },
        network,
        address: wallet.address,
      })
      const { signature } = (await prepared.execute(wallet.privateKey)) as { signature: string }
      // spec §9 "RPC retry: 3 retries": the first URL tried 4 times before the next.
      expect(busyRequests).toBe(triesOnFirst)
      await expect
        .poll(
          async () =>
            (await rpc.getSignatureStatuses([signature as Signature]).send()).value[0]
              ?.confirmationStatus,
          { timeout: 10_000 },
        )
        .toMatch(/confirmed|finalized/)
      expect((await rpc.getBalance(toAddress(recipient)).send()).value).toBe(before + 1_000_000n)
    },
    30_000,
  )

  test('a JSON-RPC error is an answer: given to the dApp at once with its code, no retry, no fallover', async () => {
    const wallet = getSolanaKey(server.keys, 'wallet-3')
    const network: FrameSolanaNetwork = {
      chainId: server.config.caipNetworkId.slice('solana:'.length),
      name: 'Solana (local)',
      rpcUrls: [server.config.rpcUrl, deadUrl],
    }
    // More lamports than the wallet holds: the node refuses it in preflight.
    const prepared = prepareSolanaSigning({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: await transfer(
          wallet.address,
          getSolanaKey(server.keys, 'wallet-1').address,
          10n ** 18n,
        ),
      },
      network,
      address: wallet.address,
    })
    // The node's preflight failure, its code a number (@solana/kit reads it as a bigint).
    await expect(prepared.execute(wallet.privateKey)).rejects.toMatchObject({
      name: 'FrameRequestError',
      code: -32002,
      message: expect.stringMatching(/^Transaction simulation failed/),
    })
  })
})
