import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevnetHandle } from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import { type Kysely, sql } from 'kysely'
import { createTestClient, http, parseEther, publicActions, walletActions } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiDatabase, createDatabase, type Engine } from '../db/createDatabase.js'
import type { Database } from '../db/schema.js'
import { devnetIndexerChains } from '../testing/devnetIndexerChains.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { createIndexer } from './createIndexer.js'

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const ENTRY = join(REPO_ROOT, 'services/api/src/fuzz/indexDevnet.entry.ts')

/** Blocks per batch in the child: many small transactions, so the kill lands mid-way. */
const CHILD_BATCH_SIZE = 3
/** The child's pause inside each open transaction. */
const CHILD_PAUSE_MS = 40
/** Batch lines (each printed inside its transaction) to see before the kill: 2 committed, 1 open. */
const BATCHES_BEFORE_KILL = 3

/** Spawns the indexing child; resolves once it printed `lines` batch lines (or ended). */
function startChild(env: Record<string, string>) {
  const { DATABASE_URL: _, PORTICO_DATA_DIR: __, ...inherited } = process.env
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', ENTRY],
    { cwd: REPO_ROOT, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const batches = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (stdout.split('\n').filter((l) => l.startsWith('batch ')).length >= count) resolve()
      }
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk
        check()
      })
      void exited.then(() => reject(new Error(`the child ended first: ${stdout}${stderr}`)))
    })
  return { child, exited, batches, output: () => ({ stdout, stderr }) }
}

/** Everything the indexer stores, in a stable order, for comparing two databases. */
async function readIndex(db: Kysely<Database>) {
  const transfers = await db
    .selectFrom('indexer_transfers')
    .selectAll()
    .orderBy('chain_id')
    .orderBy('block_number')
    .orderBy('tx_index')
    .orderBy('log_index')
    .execute()
  const blocks = await db
    .selectFrom('indexer_blocks')
    .selectAll()
    .orderBy('chain_id')
    .orderBy('number')
    .execute()
  const tokens = await db
    .selectFrom('indexer_tokens')
    .selectAll()
    .orderBy('chain_id')
    .orderBy('address')
    .execute()
  const chains = await db
    .selectFrom('indexer_chains')
    .select(['chain_id', 'last_block', 'last_block_hash'])
    .orderBy('chain_id')
    .execute()
  // PostgreSQL hands int8 back as strings: compare numbers.
  const numbers = <T extends Record<string, unknown>>(rows: T[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'string' && /^-?\d+$/.test(v) && k !== 'amount' ? Number(v) : v,
        ]),
      ),
    )
  return {
    transfers: numbers(transfers),
    blocks: numbers(blocks),
    tokens: numbers(tokens),
    chains: numbers(chains),
  }
}

describe.each(ENGINES)('the indexer killed mid-way on %s', (engine: Engine) => {
  let devnet: DevnetHandle
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-restart-'))
    devnet = await startTestDevnet({ configPath: join(dir, 'devnet.json') })
    // A backlog: transfers spread over many blocks on chain A, empty blocks on both.
    const wallets = devnet.config.accounts.filter((a) => a.label.startsWith('wallet-'))
    for (const chain of devnet.config.chains) {
      const client = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) })
        .extend(publicActions)
        .extend(walletActions)
      for (let i = 0; i < 12; i++) {
        const from = wallets[i % wallets.length]!.address
        const to = wallets[(i + 1) % wallets.length]!.address
        const hash = await client.sendTransaction({
          account: from,
          to,
          value: parseEther(`0.0${i + 1}`),
          chain: null,
        })
        await client.waitForTransactionReceipt({ hash, pollingInterval: 5 })
        await client.mine({ blocks: 4 })
      }
    }
  })
  afterAll(async () => {
    await devnet?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('loses and duplicates nothing: after SIGKILL in an open batch, a restart ends equal to a clean full index', async () => {
    let database: ApiDatabase
    let env: Record<string, string>
    if (engine === 'sqlite') {
      const dataDir = join(dir, `data-${Date.now()}`)
      env = { PORTICO_DATA_DIR: dataDir }
      database = { ...createDatabase({ dataDir }), engine }
    } else {
      const opened = await openTestDatabase(engine)
      database = opened
      env = { DATABASE_URL: opened.databaseUrl! }
    }
    const reference = await openTestDatabase(engine)
    try {
      const child = startChild({
        ...env,
        PORTICO_DEVNET_CONFIG: join(dir, 'devnet.json'),
        PORTICO_INDEXER_BATCH_SIZE: String(CHILD_BATCH_SIZE),
        PORTICO_INDEXER_PAUSE_MS: String(CHILD_PAUSE_MS),
      })
      await child.batches(BATCHES_BEFORE_KILL)
      // The last line was printed inside its transaction: the kill lands in an open batch.
      child.child.kill('SIGKILL')
      expect(await child.exited).toBe(null)
      expect(child.output().stdout).not.toContain('done')

      const { db } = database
      if (engine === 'sqlite') {
        // The child ran the migrations; the parent opens the same file afterwards.
        expect(await db.introspection.getTables()).not.toHaveLength(0)
      }
      const heads = new Map<number, number>()
      for (const chain of devnet.config.chains) {
        const client = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).extend(
          publicActions,
        )
        heads.set(chain.chainId, Number(await client.getBlockNumber()))
      }
      // What the kill left: whole batches only, each chain a gapless prefix of its blocks.
      const killed = await readIndex(db)
      let committed = 0
      for (const [chainId, head] of heads) {
        const stored = killed.chains.find((c) => c.chain_id === chainId)
        const last = stored?.last_block == null ? -1 : Number(stored.last_block)
        committed += last + 1
        const numbers = killed.blocks.filter((b) => b.chain_id === chainId).map((b) => b.number)
        expect(numbers).toEqual(Array.from({ length: last + 1 }, (_, i) => i))
        expect((last + 1) % CHILD_BATCH_SIZE === 0 || last === head).toBe(true)
        expect(
          killed.transfers.filter((t) => t.chain_id === chainId && Number(t.block_number) > last),
        ).toEqual([])
      }
      const total = [...heads.values()].reduce((sum, head) => sum + head + 1, 0)
      // Mid-way: some batches committed, not all.
      expect(committed).toBeGreaterThan(0)
      expect(committed).toBeLessThan(total)

      // The restart: the same database, indexed to the end in this process.
      await createIndexer({ db, chains: await devnetIndexerChains(devnet.config) }).runOnce()
      await createIndexer({
        db: reference.db,
        chains: await devnetIndexerChains(devnet.config),
      }).runOnce()
      const restarted = await readIndex(db)
      const clean = await readIndex(reference.db)
      expect(restarted.transfers.length).toBeGreaterThan(24)
      expect(restarted.transfers).toEqual(clean.transfers)
      expect(restarted.blocks).toEqual(clean.blocks)
      expect(restarted.tokens).toEqual(clean.tokens)
      expect(restarted.chains).toEqual(clean.chains)
      for (const [chainId, head] of heads)
        expect(restarted.blocks.filter((b) => b.chain_id === chainId)).toHaveLength(head + 1)
      const duplicates = await sql<{ n: number | string }>`
        select count(*) as n from (
          select chain_id, tx_hash, log_index from indexer_transfers
          group by chain_id, tx_hash, log_index having count(*) > 1
        ) d`.execute(db)
      expect(Number(duplicates.rows[0]?.n)).toBe(0)
    } finally {
      await reference.destroy()
      await database.destroy()
    }
  })
})
