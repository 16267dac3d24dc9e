import type { ResolvedOperatorConfig } from '@portico/kit'
import { type Insertable, type Kysely, sql } from 'kysely'
import { createWalletFixture } from '../../services/api/src/catalogue/createWalletFixture.js'
import { importCatalogue } from '../../services/api/src/catalogue/importCatalogue.js'
import { createChainSources } from '../../services/api/src/chains/createChainSources.js'
import { indexerChainsOf } from '../../services/api/src/chains/indexerChainsOf.js'
import type { Engine } from '../../services/api/src/db/createDatabase.js'
import type { Database } from '../../services/api/src/db/schema.js'
import { createIndexer } from '../../services/api/src/indexer/createIndexer.js'
import { encodeHistoryCursor } from '../../services/api/src/indexer/routes/historyCursor.js'
import type { IndexerTransfersTable } from '../../services/api/src/indexer/tables.js'
import { createProjectRepository } from '../../services/api/src/projects/createProjectRepository.js'

/** The project every bench request names (any origin; the bench sends none). */
export const BENCH_PROJECT_ID = 'bench'

/** Wallets of the generated catalogue (the fixture size). */
export const WALLET_FIXTURE_COUNT = 5_000

/** Rows per INSERT: 13 columns × 1,000 stays under both engines' bound-parameter limits. */
const INSERT_BATCH_ROWS = 1_000

export async function seedProject(db: Kysely<Database>): Promise<void> {
  await createProjectRepository(db).create({
    id: BENCH_PROJECT_ID,
    name: 'API bench',
    allowedOrigins: ['*'],
  })
}

/**
 * Indexes the running devnet once (chains, blocks, its demo transfers, token metadata, Uniswap
 * prices) from its operator file, as the API started by the devnet launcher does.
 */
export async function indexDevnet(
  db: Kysely<Database>,
  config: ResolvedOperatorConfig,
  env: Readonly<Record<string, string | undefined>>,
) {
  const indexer = createIndexer({
    db,
    chains: indexerChainsOf(config, createChainSources(config.evm, env)),
    onError: (error) => {
      throw error
    },
  })
  return indexer.runOnce()
}

/** Imports the generated 5,000-wallet catalogue (replacing the default one). */
export async function seedWallets(db: Kysely<Database>) {
  return importCatalogue({ db, file: createWalletFixture({ count: WALLET_FIXTURE_COUNT }) })
}

export type SeedHistoryParameters = {
  db: Kysely<Database>
  engine: Engine
  /** Lowercase address whose history is generated. */
  account: string
  /** An indexed chain (history pages join indexer_chains). */
  chainId: number
  /** An indexed ERC-20 on that chain, for the token transfers. */
  tokenAddress: string
  /** Transactions of the account. @default 100,000 */
  transactions?: number | undefined
  /** Newest-first position of the deep page's first transaction. @default 90 % of `transactions` */
  deepPosition?: number | undefined
}

export type SeededHistory = {
  transactions: number
  /** Rows inserted into indexer_transfers. */
  transfers: number
  /** Cursor whose next page starts `deepPosition` transactions below the newest. */
  deepCursor: string
  deepPosition: number
  insertMs: number
}

const hex = (value: number, length: number) => `0x${value.toString(16).padStart(length, '0')}`

/**
 * Inserts an account's history straight into indexer_transfers, in batches, in one transaction:
 * `transactions` transactions, two per block on consecutive blocks 2 s apart, alternately sent
 * and received native value with 1,000 counterparties; every tenth also carries an ERC-20
 * transfer (so ~1.1 rows per transaction). Blocks start at 10,000,000, far above the devnet's.
 */
export async function seedHistory({
  db,
  engine,
  account,
  chainId,
  tokenAddress,
  transactions = 100_000,
  deepPosition = Math.floor(transactions * 0.9),
}: SeedHistoryParameters): Promise<SeededHistory> {
  const startedAt = performance.now()
  const firstBlock = 10_000_000
  const firstTimestamp = 1_700_000_000
  const keyOf = (i: number) => ({
    blockNumber: firstBlock + Math.floor(i / 2),
    txIndex: i % 2,
    timestamp: firstTimestamp + Math.floor(i / 2) * 2,
  })
  let transfers = 0
  await db.transaction().execute(async (trx) => {
    let batch: Insertable<IndexerTransfersTable>[] = []
    const flush = async () => {
      if (batch.length === 0) return
      await trx.insertInto('indexer_transfers').values(batch).execute()
      transfers += batch.length
      batch = []
    }
    for (let i = 0; i < transactions; i++) {
      const { blockNumber, txIndex, timestamp } = keyOf(i)
      const other = hex(0x1000 + (i % 1_000), 40)
      const out = i % 2 === 0
      const [from, to] = out ? [account, other] : [other, account]
      const common = {
        chain_id: chainId,
        block_number: blockNumber,
        block_timestamp: timestamp,
        tx_hash: hex(0xbe0c_0000_0000 + i, 64),
        tx_index: txIndex,
        tx_from: from,
        tx_to: to,
      }
      batch.push({
        ...common,
        log_index: -1,
        from_address: from,
        to_address: to,
        token_address: null,
        kind: 'native',
        amount: String(1_000_000_000_000_000n + BigInt(i)),
      })
      if (i % 10 === 0)
        batch.push({
          ...common,
          log_index: 0,
          from_address: to,
          to_address: from,
          token_address: tokenAddress,
          kind: 'erc20',
          amount: String(1_000_000 * (1 + (i % 97))),
        })
      if (batch.length >= INSERT_BATCH_ROWS) await flush()
    }
    await flush()
  })
  // PostgreSQL's autovacuum would analyze a table this size soon after the load; do it now so
  // the planner sees the rows. SQLite is left as the API leaves it (no ANALYZE).
  if (engine === 'postgres') await sql`analyze indexer_transfers`.execute(db)
  // The deep page starts at newest-first position `deepPosition`: its cursor is the key of the
  // transaction just above it (the last item of the page before).
  const newest = transactions - 1
  const above = keyOf(newest - (deepPosition - 1))
  const deepCursor = encodeHistoryCursor({ ...above, chainId })
  return {
    transactions,
    transfers,
    deepCursor,
    deepPosition,
    insertMs: Math.round(performance.now() - startedAt),
  }
}
