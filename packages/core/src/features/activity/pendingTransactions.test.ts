// The widget's pending transactions (spec §9 "pending-transactions limit 99"): the limit rule, the
// send flow noting and settling its hash (core's fake wallet), and the Activity tab's history read
// (a real HTTP server standing in for the Portico API) settling one the receipt never came for.
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../../constants.js'
import { createFakeAdapter, jsonAnswer, testInstance, testNetwork } from '../../testing/index.js'
import type { ApiBalance } from '../account/readApiBalance.js'
import type { PendingTransaction } from './ActivityState.js'
import { addPendingTransaction } from './addPendingTransaction.js'
import { startAccountTestApi } from './fetchTransactions.testApi.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAIP = `eip155:31337:${FROM}`

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const pendingTx = (n: number): PendingTransaction => ({
  hash: hash(n),
  kind: 'send',
  caipAddress: CAIP,
  sentAt: n,
})
/** `count` pending transactions, newest (highest number) first. */
const listOf = (count: number) => Array.from({ length: count }, (_, i) => pendingTx(count - i))

describe('addPendingTransaction — spec §9 "pending-transactions limit 99"', () => {
  it.each([
    // [rule, list before, added, hashes kept (numbers, newest first)]
    ['the first one is kept', listOf(0), pendingTx(1), [1]],
    ['newest first', listOf(2), pendingTx(3), [3, 2, 1]],
    [
      'up to 99 kept',
      listOf(PENDING_TRANSACTIONS_LIMIT - 1),
      pendingTx(PENDING_TRANSACTIONS_LIMIT),
      listOf(PENDING_TRANSACTIONS_LIMIT).map((t) => t.sentAt),
    ],
    [
      'the 100th drops the oldest',
      listOf(PENDING_TRANSACTIONS_LIMIT),
      pendingTx(PENDING_TRANSACTIONS_LIMIT + 1),
      listOf(PENDING_TRANSACTIONS_LIMIT + 1)
        .map((t) => t.sentAt)
        .slice(0, PENDING_TRANSACTIONS_LIMIT),
    ],
    ['a hash listed again moves to the front, not twice', listOf(3), pendingTx(1), [1, 3, 2]],
  ])('%s', (_rule, before, added, kept) => {
    const after = addPendingTransaction(before, added)
    expect(after.map((t) => t.sentAt)).toEqual(kept)
    expect(after.length).toBeLessThanOrEqual(PENDING_TRANSACTIONS_LIMIT)
    expect(PENDING_TRANSACTIONS_LIMIT).toBe(99)
  })
})

const eth: ApiBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '10.5' },
  price: 3000,
  value: 31500,
  iconUrl: '',
}

let history: unknown[] = []
const api = await startAccountTestApi((url) => {
  if (url.pathname === '/v1/supported-chains')
    return jsonAnswer(200, { http: ['eip155:31337'], ws: [] })
  if (url.pathname === `/v1/account/${FROM}/history`)
    return jsonAnswer(200, { data: history, next: null })
  return undefined
})
afterAll(() => api.close())
const unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount()
  history = []
})

/** A widget connected to the fake wallet, on the send preview with 0.1 ETH to TO. */
async function readyToSend({ receipts = true } = {}) {
  const wallets = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
  // A wallet whose adapter cannot wait for receipts: nothing says when its sends are mined.
  if (!receipts) delete wallets.adapter.waitForTransaction
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [wallets.adapter],
    apiUrl: api.apiUrl,
  })
  unmounts.push(portico.mount())
  await portico.connect({ connectorId: 'w1' })
  portico.open({ view: 'Account' })
  portico.send.setToken({ token: eth })
  portico.send.setAmount({ amount: '0.1' })
  portico.send.setReceiver({ receiver: { address: TO } })
  const seen: (readonly PendingTransaction[] | undefined)[] = []
  portico.stores.transactions.subscribe((state) => seen.push(state.pending))
  return { portico, seen }
}

describe('pending transactions in the flows', () => {
  it("a send's hash is pending from the wallet's answer until its receipt", async () => {
    const { portico, seen } = await readyToSend()
    const { hash: sent } = await portico.send.sendTokens()
    expect(seen).toContainEqual([
      { hash: sent, kind: 'send', caipAddress: CAIP, sentAt: expect.any(Number) },
    ])
    expect(portico.stores.transactions.getState().pending).toEqual([])
  })

  it('without a receipt it stays pending until the Activity history lists it (mined)', async () => {
    const { portico } = await readyToSend({ receipts: false })
    const { hash: sent } = await portico.send.sendTokens()
    expect(portico.stores.transactions.getState().pending?.map((t) => t.hash)).toEqual([sent])
    // Not in the history yet: still pending.
    await portico.activity.fetchTransactions()
    expect(portico.stores.transactions.getState().pending?.map((t) => t.hash)).toEqual([sent])
    history = [
      {
        id: sent,
        metadata: {
          minedAt: '2026-11-02T10:00:00.000Z',
          chain: 'eip155:31337',
          operationType: 'send',
          status: 'confirmed',
          sentFrom: FROM,
          sentTo: TO,
        },
        transfers: [
          { quantity: { numeric: '0.1' }, direction: 'out', fungible_info: { symbol: 'ETH' } },
        ],
      },
    ]
    await portico.activity.fetchTransactions({ force: true })
    expect(portico.stores.transactions.getState().pending).toEqual([])
    expect(portico.stores.transactions.getState().transactions.map((t) => t.id)).toEqual([sent])
  })
})
