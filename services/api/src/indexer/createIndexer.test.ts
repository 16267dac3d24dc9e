import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { sql } from 'kysely'
import {
  type Address,
  createTestClient,
  http,
  parseEther,
  parseUnits,
  publicActions,
  walletActions,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiDatabase } from '../db/createDatabase.js'
import { devnetIndexerChains } from '../testing/devnetIndexerChains.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { createIndexer } from './createIndexer.js'

describe.each(ENGINES)('createIndexer on %s', (engine) => {
  let devnet: DevnetHandle
  let database: ApiDatabase
  beforeAll(async () => {
    devnet = await startTestDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  const chainA = () => devnet.config.chains[0]!
  const account = (label: string) => devnet.config.accounts.find((a) => a.label === label)!.address
  const testClient = () =>
    createTestClient({ mode: 'anvil', transport: http(chainA().rpcUrl) })
      .extend(publicActions)
      .extend(walletActions)
  const fresh = async () => {
    database = await openTestDatabase(engine)
    return database
  }
  const countTransfers = async (chainId: number) =>
    Number(
      (
        await database.db
          .selectFrom('indexer_transfers')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('chain_id', '=', chainId)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const sendNative = async (from: Address, to: Address, ether: string) => {
    const client = testClient()
    const hash = await client.sendTransaction({
      account: from,
      to,
      value: parseEther(ether),
      chain: null,
    })
    return client.waitForTransactionReceipt({ hash, pollingInterval: 5 })
  }

  it('indexes the seeded history of both chains: native, USDC, DAI and NFT transfers', async () => {
    const { db } = await fresh()
    try {
      const indexer = createIndexer({
        db,
        chains: await devnetIndexerChains(devnet.config),
        batchSize: 7,
      })
      const results = await indexer.runOnce()
      expect(results.map((r) => r.chainId)).toEqual([31337, 31338])
      for (const chain of devnet.config.chains) {
        const rows = await db
          .selectFrom('indexer_transfers')
          .selectAll()
          .where('chain_id', '=', chain.chainId)
          .execute()
        const history = devnet.config.history.filter((h) => h.chainId === chain.chainId)
        const byTx = (hash: string) => rows.filter((r) => r.tx_hash === hash)
        const native = history.find((h) => h.kind === 'native')!
        expect(byTx(native.txHash)).toMatchObject([
          {
            kind: 'native',
            log_index: -1,
            from_address: native.from.toLowerCase(),
            to_address: native.to.toLowerCase(),
            amount: parseEther(native.amount!).toString(),
            token_address: null,
          },
        ])
        const usdc = history.find((h) => h.kind === 'erc20' && h.asset === 'USDC')!
        expect(byTx(usdc.txHash)).toMatchObject([
          {
            kind: 'erc20',
            token_address: chain.contracts.usdc.toLowerCase(),
            from_address: usdc.from.toLowerCase(),
            to_address: usdc.to.toLowerCase(),
            amount: parseUnits(usdc.amount!, 6).toString(),
          },
        ])
        const dai = history.find((h) => h.kind === 'erc20' && h.asset === 'DAI')!
        expect(byTx(dai.txHash)).toMatchObject([
          { kind: 'erc20', amount: parseUnits(dai.amount!, 18).toString() },
        ])
        const nft = history.find((h) => h.kind === 'erc721')!
        expect(byTx(nft.txHash)).toMatchObject([
          {
            kind: 'erc721',
            token_address: chain.contracts.nft.toLowerCase(),
            from_address: nft.from.toLowerCase(),
            to_address: nft.to.toLowerCase(),
            amount: nft.tokenId,
          },
        ])
        const tokens = await db
          .selectFrom('indexer_tokens')
          .selectAll()
          .where('chain_id', '=', chain.chainId)
          .execute()
        const usdcToken = tokens.find((t) => t.address === chain.contracts.usdc.toLowerCase())
        expect(usdcToken).toMatchObject({ kind: 'erc20', symbol: 'USDC', decimals: 6 })
        expect(usdcToken?.icon_url).toMatch(/USDC\.svg$/)
        expect(tokens.find((t) => t.address === chain.contracts.nft.toLowerCase())).toMatchObject({
          kind: 'erc721',
          symbol: 'PALS',
          name: 'Portico Pals',
        })
        const prices = await db
          .selectFrom('indexer_prices')
          .selectAll()
          .where('chain_id', '=', chain.chainId)
          .execute()
        const price = (address: string) =>
          prices.find((p) => p.token_address === address.toLowerCase())?.usd_price
        expect(price(chain.contracts.usdc)).toBe(1)
        expect(price(chain.contracts.dai)).toBeCloseTo(1, 1)
        expect(price(chain.contracts.weth)).toBeGreaterThan(2900)
        expect(price(chain.contracts.weth)).toBeLessThan(3100)
      }
      // A second round finds nothing new.
      const again = await indexer.runOnce()
      expect(again.map((r) => r.transfers)).toEqual([0, 0])
    } finally {
      await database.destroy()
    }
  })

  it('resumes after a restart with only the new blocks, without duplicates', async () => {
    const { db } = await fresh()
    try {
      const chains = (await devnetIndexerChains(devnet.config)).slice(0, 1)
      await createIndexer({ db, chains }).runOnce()
      const before = await countTransfers(31337)
      const lastBefore = Number(
        (await db.selectFrom('indexer_chains').select('last_block').executeTakeFirstOrThrow())
          .last_block,
      )
      await sendNative(account('wallet-1'), account('wallet-3'), '0.25')
      await sendNative(account('wallet-2'), account('wallet-3'), '0.5')
      // A new indexer over the same database: a restart.
      const [result] = await createIndexer({ db, chains }).runOnce()
      expect(result).toMatchObject({
        blocks: 2,
        transfers: 2,
        reorgs: 0,
        lastBlock: lastBefore + 2,
      })
      expect(await countTransfers(31337)).toBe(before + 2)
      const duplicates = await sql<{ n: number }>`
        select count(*) as n from (
          select tx_hash, log_index from indexer_transfers group by chain_id, tx_hash, log_index
          having count(*) > 1
        ) d`.execute(db)
      expect(Number(duplicates.rows[0]?.n)).toBe(0)
    } finally {
      await database.destroy()
    }
  })

  it('replaces the transfers of orphaned blocks after a reorg (snapshot / revert)', async () => {
    const { db } = await fresh()
    try {
      const chains = (await devnetIndexerChains(devnet.config)).slice(0, 1)
      const indexer = createIndexer({ db, chains })
      const client = testClient()
      const snapshot = await client.snapshot()
      await indexer.runOnce()
      const orphan = await sendNative(account('wallet-1'), account('wallet-2'), '0.1')
      await indexer.runOnce()
      expect(
        await db
          .selectFrom('indexer_transfers')
          .select('tx_hash')
          .where('tx_hash', '=', orphan.transactionHash)
          .execute(),
      ).toHaveLength(1)
      await client.revert({ id: snapshot })
      // The new branch: two blocks, so it is longer than the orphaned one.
      const kept = await sendNative(account('wallet-2'), account('wallet-3'), '0.2')
      await client.mine({ blocks: 1 })
      const [result] = await indexer.runOnce()
      expect(result?.reorgs).toBe(1)
      const hashes = (await db.selectFrom('indexer_transfers').select('tx_hash').execute()).map(
        (r) => r.tx_hash,
      )
      expect(hashes).not.toContain(orphan.transactionHash)
      expect(hashes).toContain(kept.transactionHash)
      const head = await client.getBlock()
      const stored = await db
        .selectFrom('indexer_blocks')
        .select('hash')
        .where('chain_id', '=', 31337)
        .where('number', '=', Number(head.number))
        .executeTakeFirstOrThrow()
      expect(stored.hash).toBe(head.hash)
    } finally {
      await database.destroy()
    }
  })

  it('leaves nothing of a batch that fails before its commit, and completes it on restart', async () => {
    const { db } = await fresh()
    try {
      const chains = (await devnetIndexerChains(devnet.config)).slice(0, 1)
      let batches = 0
      const crashing = createIndexer({
        db,
        chains,
        batchSize: 5,
        beforeCommit: () => {
          if (++batches === 3) throw new Error('killed mid-batch')
        },
      })
      await expect(crashing.runOnce()).rejects.toThrow('killed mid-batch')
      const chain = await db
        .selectFrom('indexer_chains')
        .select('last_block')
        .executeTakeFirstOrThrow()
      // Two batches of 5 blocks (0-4, 5-9) made it; nothing of the third.
      expect(Number(chain.last_block)).toBe(9)
      const above = await db
        .selectFrom('indexer_blocks')
        .select('number')
        .where('number', '>', 9)
        .execute()
      expect(above).toEqual([])
      const transfersAbove = await db
        .selectFrom('indexer_transfers')
        .select('tx_hash')
        .where('block_number', '>', 9)
        .execute()
      expect(transfersAbove).toEqual([])
      await createIndexer({ db, chains, batchSize: 5 }).runOnce()
      const reference = await openTestDatabase(engine)
      try {
        await createIndexer({ db: reference.db, chains }).runOnce()
        const all = (d: typeof db) =>
          d
            .selectFrom('indexer_transfers')
            .select(['tx_hash', 'log_index', 'amount'])
            .orderBy('block_number')
            .orderBy('log_index')
            .execute()
        expect(await all(db)).toEqual(await all(reference.db))
      } finally {
        await reference.destroy()
      }
    } finally {
      await database.destroy()
    }
  })

  it('follows the chain in the background between start() and stop()', async () => {
    const { db } = await fresh()
    try {
      const chains = (await devnetIndexerChains(devnet.config)).slice(0, 1)
      const errors: unknown[] = []
      const indexer = createIndexer({ db, chains, pollMs: 10, onError: (e) => errors.push(e) })
      indexer.start()
      const receipt = await sendNative(account('wallet-3'), account('wallet-1'), '0.05')
      const deadline = Date.now() + 10_000
      let found = false
      while (!found && Date.now() < deadline) {
        found = Boolean(
          await db
            .selectFrom('indexer_transfers')
            .select('tx_hash')
            .where('tx_hash', '=', receipt.transactionHash)
            .executeTakeFirst(),
        )
        if (!found) await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await indexer.stop()
      expect(found).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await database.destroy()
    }
  })
})
