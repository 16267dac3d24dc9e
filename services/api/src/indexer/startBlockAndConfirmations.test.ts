import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startAnvil } from '@portico/devnet'
import { getFreePorts } from '@portico/devnet/testing'
import {
  type Address,
  createTestClient,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { createIndexer } from './createIndexer.js'

type RpcCall = { method: string; params: unknown[] }

/**
 * A recording proxy in front of the real anvil: forwards every JSON-RPC body as it is and keeps
 * the calls, so a test can tell which blocks the indexer read.
 */
async function startRecordingProxy(target: string) {
  const calls: RpcCall[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString()
      const parsed = JSON.parse(body) as RpcCall | RpcCall[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) calls.push(call)
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Every block number the indexer asked for (blocks, logs' ranges, hashes). */
    blocksRead(): number[] {
      const numbers: number[] = []
      for (const { method, params } of calls) {
        if (method === 'eth_getBlockByNumber' && typeof params[0] === 'string')
          numbers.push(Number(params[0]))
        if (method === 'eth_getLogs') {
          const range = params[0] as { fromBlock: string; toBlock: string }
          numbers.push(Number(range.fromBlock), Number(range.toBlock))
        }
      }
      return numbers
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe.each(ENGINES)('the indexer from a start block, with confirmations, on %s', (engine) => {
  let anvil: Awaited<ReturnType<typeof startAnvil>>
  let database: ApiDatabase
  let accounts: Address[]
  const client = () =>
    createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
  const send = async (from: Address, to: Address) => {
    const c = client()
    const hash = await c.sendTransaction({
      account: from,
      to,
      value: parseEther('0.01'),
      chain: null,
    })
    return (await c.waitForTransactionReceipt({ hash, pollingInterval: 5 })).transactionHash
  }
  const head = async () => Number(await client().getBlockNumber({ cacheTime: 0 }))
  const storedHashes = async () =>
    (
      await database.db
        .selectFrom('indexer_transfers')
        .select(['tx_hash', 'block_number'])
        .execute()
    ).map((row) => row.tx_hash)

  beforeAll(async () => {
    const [port] = await getFreePorts(1)
    anvil = await startAnvil({ chainId: 31_999, port: port! })
    accounts = await client().getAddresses()
  })
  afterAll(async () => {
    await anvil?.stop()
  })

  it('reads nothing below startBlock, from a fresh database and again after a restart', async () => {
    database = await openTestDatabase(engine)
    const proxy = await startRecordingProxy(anvil.rpcUrl)
    try {
      const [a, b] = accounts as [Address, Address]
      const before: string[] = []
      for (let i = 0; i < 3; i++) before.push(await send(a, b))
      const startBlock = (await head()) + 1
      const after = [await send(b, a), await send(a, b)]
      const chains = [{ chainId: 31_999, rpcUrls: [proxy.url], startBlock }]
      const [first] = await createIndexer({ db: database.db, chains, batchSize: 1 }).runOnce()
      expect(first).toMatchObject({ lastBlock: await head(), transfers: 2 })

      const later = await send(b, a)
      // A new indexer over the same database: a restart.
      const [second] = await createIndexer({ db: database.db, chains }).runOnce()
      expect(second).toMatchObject({ blocks: 1, transfers: 1, reorgs: 0 })

      expect(Math.min(...proxy.blocksRead())).toBe(startBlock)
      const stored = await storedHashes()
      expect(stored.sort()).toEqual([...after, later].sort())
      for (const hash of before) expect(stored).not.toContain(hash)
      const lowest = await database.db
        .selectFrom('indexer_blocks')
        .select((eb) => eb.fn.min('number').as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(lowest.n)).toBe(startBlock)
    } finally {
      await proxy.close()
      await database.destroy()
    }
  })

  it('indexes a block only once it is `confirmations` deep: a shallower reorg is never seen, a deeper one is rewound', async () => {
    database = await openTestDatabase(engine)
    try {
      const [a, b, c] = accounts as [Address, Address, Address]
      const chains = [{ chainId: 31_999, rpcUrls: [anvil.rpcUrl], confirmations: 2 }]
      const indexer = createIndexer({ db: database.db, chains })
      await client().mine({ blocks: 3 })
      const [first] = await indexer.runOnce()
      expect(first?.lastBlock).toBe((await head()) - 2)

      // A reorg of one block, shallower than the two confirmations.
      const shallow = await client().snapshot()
      const orphanShallow = await send(a, b)
      const [beforeShallow] = await indexer.runOnce()
      expect(beforeShallow?.lastBlock).toBe((await head()) - 2)
      expect(await storedHashes()).not.toContain(orphanShallow)
      await client().revert({ id: shallow })
      const keptShallow = await send(a, c)
      await client().mine({ blocks: 2 })
      const [afterShallow] = await indexer.runOnce()
      expect(afterShallow).toMatchObject({ reorgs: 0, lastBlock: (await head()) - 2 })
      expect(await storedHashes()).toContain(keptShallow)
      expect(await storedHashes()).not.toContain(orphanShallow)

      // A reorg of three blocks, deeper than the confirmations: the indexed block is rewound.
      const deep = await client().snapshot()
      const orphanDeep = await send(b, c)
      await client().mine({ blocks: 2 })
      await indexer.runOnce()
      expect(await storedHashes()).toContain(orphanDeep)
      await client().revert({ id: deep })
      const keptDeep = await send(c, a)
      await client().mine({ blocks: 3 })
      const [afterDeep] = await indexer.runOnce()
      expect(afterDeep).toMatchObject({ reorgs: 1, lastBlock: (await head()) - 2 })
      const hashes = await storedHashes()
      expect(hashes).not.toContain(orphanDeep)
      expect(hashes).toContain(keptDeep)
      const last = await client().getBlock({ blockNumber: BigInt(afterDeep!.lastBlock) })
      const stored = await database.db
        .selectFrom('indexer_blocks')
        .select('hash')
        .where('number', '=', afterDeep!.lastBlock)
        .executeTakeFirstOrThrow()
      expect(stored.hash).toBe(last.hash)
    } finally {
      await database.destroy()
    }
  })

  it('refuses a negative or fractional startBlock or confirmations', () => {
    for (const bad of [{ startBlock: -1 }, { startBlock: 1.5 }, { confirmations: -2 }])
      expect(() =>
        createIndexer({
          db: undefined as never,
          chains: [{ chainId: 1, rpcUrls: ['http://127.0.0.1:1'], ...bad }],
        }),
      ).toThrow(/must be a non-negative integer/)
  })
})
