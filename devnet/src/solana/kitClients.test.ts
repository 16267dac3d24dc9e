// @solana/kit's own clients against the local Solana node: transfers of SOL and USDC built and
// signed with kit, sent through the RPC, confirmed over the WebSocket (signatureSubscribe) and by
// getSignatureStatuses; account and slot subscriptions; sendAndConfirmTransactionFactory.
import {
  type Address,
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  getSignatureFromTransaction,
  lamports,
  type Rpc,
  type RpcSubscriptions,
  type Signature,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
  sendAndConfirmTransactionFactory,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { getFreePorts } from '../testing/freePorts.js'
import { type SolanaServer, startSolanaServer } from './startSolanaServer.js'
import { addressOf, callRpc, signedTransaction, signerOf } from './testing/solanaTestClient.js'

let server: SolanaServer
let rpc: Rpc<SolanaRpcApi>
let rpcSubscriptions: RpcSubscriptions<SolanaRpcSubscriptionsApi>

beforeAll(async () => {
  const [rpcPort, wsPort] = (await getFreePorts(2)) as [number, number]
  // The default slot timer runs (400 ms), as in the devnet.
  server = await startSolanaServer({ rpcPort, wsPort })
  rpc = createSolanaRpc(server.config.rpcUrl)
  rpcSubscriptions = createSolanaRpcSubscriptions(server.config.wsUrl)
}, 30_000)
afterAll(() => server?.close())

/** A raw PubSub client: JSON-RPC over the WebSocket, notifications collected by subscription. */
async function openPubSub(url: string) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  let nextId = 1
  const pending = new Map<number, (answer: Record<string, unknown>) => void>()
  const notifications: Record<string, unknown>[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>
    if (typeof message.id === 'number') pending.get(message.id)?.(message)
    else {
      notifications.push(message)
      for (const wake of waiters.splice(0)) wake()
    }
  })
  return {
    request(method: string, params: unknown[] = []) {
      const id = nextId++
      return new Promise<Record<string, unknown>>((resolve) => {
        pending.set(id, resolve)
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      })
    },
    notifications,
    /** Resolves with the first notification matching, waiting for it if need be. */
    async next(match: (n: Record<string, unknown>) => boolean, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = notifications.find(match)
        if (found) return found
        if (Date.now() > deadline) throw new Error('no matching notification')
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    close: () => socket.close(),
  }
}

const bySubscription = (id: unknown) => (n: Record<string, unknown>) =>
  (n.params as { subscription: unknown }).subscription === id

describe('@solana/kit against the local node', () => {
  test('kit reads: genesis hash, slot, balances, token accounts (jsonParsed) as bigints', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(server.config.genesisHash)
    expect(await rpc.getSlot().send()).toBeTypeOf('bigint')
    const owner = addressOf(server, 'wallet-3')
    const { value } = await rpc
      .getTokenAccountsByOwner(
        owner,
        { mint: server.config.usdcMint as Address },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value[0]?.account.data.parsed.info).toMatchObject({
      mint: server.config.usdcMint,
      owner,
      tokenAmount: { amount: '10000000000', decimals: 6, uiAmountString: '10000' },
    })
    expect(value[0]?.account.space).toBe(165n)
  })

  test('a SOL transfer through sendAndConfirmTransactionFactory (kit subscriptions + statuses)', async () => {
    const payer = await signerOf(server, 'wallet-1')
    const to = addressOf(server, 'wallet-2')
    const before = (await rpc.getBalance(to).send()).value
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const { signed } = await signedTransaction(
      server,
      payer,
      [
        getTransferSolInstruction({
          source: payer,
          destination: to,
          amount: lamports(1_500_000_000n),
        }),
      ],
      {
        blockhash: blockhash.blockhash,
        lastValidBlockHeight: Number(blockhash.lastValidBlockHeight),
      },
    )
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
    await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], {
      commitment: 'confirmed',
    })
    expect((await rpc.getBalance(to).send()).value).toBe(before + 1_500_000_000n)
    const signature = getSignatureFromTransaction(signed)
    const { value } = await rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.confirmationStatus).toBe('finalized')
  })

  test('an SPL (USDC) transfer to a new holder, confirmed by kit signatureNotifications', async () => {
    const payer = await signerOf(server, 'wallet-2')
    const recipient = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' as Address
    const mint = server.config.usdcMint as Address
    const [source] = await findAssociatedTokenPda({
      mint,
      owner: payer.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      mint,
      owner: recipient,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { signed, base64 } = await signedTransaction(server, payer, [
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer, owner: recipient, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: payer,
        amount: 12_500_000n,
        decimals: 6,
      }),
    ])
    const signature = getSignatureFromTransaction(signed)
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .signatureNotifications(signature, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    // kit hands an iterator only what arrives while it is being iterated: iterate, then send.
    const confirmed = (async () => {
      for await (const notification of notifications) return notification
    })()
    await rpc.sendTransaction(base64 as Base64EncodedWireTransaction, { encoding: 'base64' }).send()
    expect((await confirmed)?.value).toEqual({ err: null })
    abort.abort()
    const balance = await rpc.getTokenAccountBalance(destination).send()
    expect(balance.value).toMatchObject({ amount: '12500000', decimals: 6, uiAmountString: '12.5' })
    const transaction = await callRpc(server.config.rpcUrl, 'getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0 },
    ])
    expect(transaction.result.meta.preTokenBalances).toContainEqual({
      accountIndex: expect.any(Number),
      mint,
      owner: payer.address,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: {
        amount: '10000000000',
        decimals: 6,
        uiAmount: 10000,
        uiAmountString: '10000',
      },
    })
    expect(transaction.result.meta.postTokenBalances).toContainEqual(
      expect.objectContaining({
        owner: recipient,
        uiTokenAmount: expect.objectContaining({ amount: '12500000' }),
      }),
    )
    // The ATA creation ran the token program through a CPI: inner instructions are recorded.
    expect(transaction.result.meta.innerInstructions[0]).toMatchObject({ index: 0 })
  })
})

describe('the PubSub WebSocket as Solana sends it', () => {
  test('signatureSubscribe before the send: one signatureNotification with the context slot, then auto-unsubscribed', async () => {
    const client = await openPubSub(server.config.wsUrl)
    try {
      const payer = await signerOf(server, 'wallet-3')
      const { signed, base64 } = await signedTransaction(server, payer, [
        getTransferSolInstruction({
          source: payer,
          destination: addressOf(server, 'wallet-1'),
          amount: lamports(11n),
        }),
      ])
      const signature = getSignatureFromTransaction(signed)
      const subscribed = await client.request('signatureSubscribe', [
        signature,
        { commitment: 'finalized', enableReceivedNotification: true },
      ])
      expect(subscribed).toEqual({ jsonrpc: '2.0', id: 1, result: expect.any(Number) })
      const sent = await callRpc(server.config.rpcUrl, 'sendTransaction', [
        base64,
        { encoding: 'base64' },
      ])
      expect(sent.result).toBe(signature)
      const final = await client.next(
        (n) =>
          bySubscription(subscribed.result)(n) &&
          (n.params as { result: { value: unknown } }).result.value !== 'receivedSignature',
      )
      const statuses = await callRpc(server.config.rpcUrl, 'getSignatureStatuses', [[signature]])
      expect(final).toEqual({
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { slot: statuses.result.value[0].slot }, value: { err: null } },
          subscription: subscribed.result,
        },
      })
      expect(client.notifications.filter(bySubscription(subscribed.result))[0]).toMatchObject({
        params: { result: { value: 'receivedSignature' } },
      })
      // The subscription ended with its notification.
      expect(await client.request('signatureUnsubscribe', [subscribed.result])).toMatchObject({
        error: { code: -32602, message: 'Invalid subscription id.' },
      })
    } finally {
      client.close()
    }
  })

  test('signatureSubscribe after the transaction landed notifies at once', async () => {
    const client = await openPubSub(server.config.wsUrl)
    try {
      const payer = await signerOf(server, 'wallet-3')
      const { signed, base64 } = await signedTransaction(server, payer, [
        getTransferSolInstruction({
          source: payer,
          destination: addressOf(server, 'wallet-2'),
          amount: lamports(12n),
        }),
      ])
      await callRpc(server.config.rpcUrl, 'sendTransaction', [base64, { encoding: 'base64' }])
      const subscribed = await client.request('signatureSubscribe', [
        getSignatureFromTransaction(signed) as Signature,
      ])
      const notification = await client.next(bySubscription(subscribed.result))
      expect(notification).toMatchObject({
        method: 'signatureNotification',
        params: { result: { value: { err: null } } },
      })
    } finally {
      client.close()
    }
  })

  test('accountSubscribe: an accountNotification with the new lamports when a transfer lands; unsubscribe stops them', async () => {
    const client = await openPubSub(server.config.wsUrl)
    try {
      const watched = addressOf(server, 'wallet-1')
      const subscribed = await client.request('accountSubscribe', [
        watched,
        { encoding: 'base64', commitment: 'confirmed' },
      ])
      const payer = await signerOf(server, 'wallet-2')
      const before = Number(
        (await callRpc(server.config.rpcUrl, 'getBalance', [watched])).result.value,
      )
      const { base64 } = await signedTransaction(server, payer, [
        getTransferSolInstruction({
          source: payer,
          destination: watched,
          amount: lamports(5_000_000n),
        }),
      ])
      await callRpc(server.config.rpcUrl, 'sendTransaction', [base64, { encoding: 'base64' }])
      const notification = await client.next(bySubscription(subscribed.result))
      expect(notification).toEqual({
        jsonrpc: '2.0',
        method: 'accountNotification',
        params: {
          result: {
            context: { slot: expect.any(Number) },
            value: {
              data: ['', 'base64'],
              executable: false,
              lamports: before + 5_000_000,
              owner: '11111111111111111111111111111111',
              rentEpoch: expect.any(Number),
              space: 0,
            },
          },
          subscription: subscribed.result,
        },
      })
      expect(await client.request('accountUnsubscribe', [subscribed.result])).toMatchObject({
        result: true,
      })
    } finally {
      client.close()
    }
  })

  test('slotSubscribe: slotNotifications { parent, root, slot } as slots pass on the 400 ms timer', async () => {
    const client = await openPubSub(server.config.wsUrl)
    try {
      const subscribed = await client.request('slotSubscribe')
      const first = await client.next(bySubscription(subscribed.result), 3_000)
      const { slot, parent, root } = (
        first.params as { result: { slot: number; parent: number; root: number } }
      ).result
      expect(first.method).toBe('slotNotification')
      expect(parent).toBe(slot - 1)
      expect(root).toBeLessThanOrEqual(slot)
      expect(await client.request('slotUnsubscribe', [subscribed.result])).toMatchObject({
        result: true,
      })
    } finally {
      client.close()
    }
  })

  test.each([
    {
      rule: 'an unknown method',
      method: 'blockSubscribe',
      params: [],
      error: { code: -32601, message: 'Method not found' },
    },
    {
      rule: 'a malformed signature',
      method: 'signatureSubscribe',
      params: ['xyz'],
      error: { code: -32602, message: 'Invalid param: WrongSize' },
    },
    {
      rule: 'a malformed account',
      method: 'accountSubscribe',
      params: ['0OIl'],
      error: { code: -32602, message: 'Invalid param: Invalid' },
    },
    {
      rule: 'an unknown subscription',
      method: 'slotUnsubscribe',
      params: [987_654],
      error: { code: -32602, message: 'Invalid subscription id.' },
    },
  ])('PubSub refuses $rule', async ({ method, params, error }) => {
    const client = await openPubSub(server.config.wsUrl)
    try {
      expect((await client.request(method, params)).error).toEqual(error)
    } finally {
      client.close()
    }
  })
})
