import type { Insertable, Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type {
  IndexerBlocksTable,
  IndexerNftsTable,
  IndexerTokensTable,
  IndexerTransfersTable,
} from './tables.js'

/** The indexer's SQL: what createIndexer reads and writes, one function per statement group. */
type Db = Kysely<Database>

/** A chain's row as the indexer registers it (its name and native currency, from the config). */
export type ChainRegistration = {
  chainId: number
  rpcUrl: string
  name: string
  native: { name: string; symbol: string; decimals: number; iconUrl?: string | undefined }
  /** The operator's token list: icons and spam flags of tokens already stored. */
  tokens: readonly { address: string; iconUrl?: string | undefined; spam?: boolean | undefined }[]
}

/** Stores or refreshes a chain's row (its cursor untouched) and applies its token list. */
export async function registerChain(db: Db, chain: ChainRegistration, at: number): Promise<void> {
  const row = {
    rpc_url: chain.rpcUrl,
    name: chain.name,
    native_name: chain.native.name,
    native_symbol: chain.native.symbol,
    native_decimals: chain.native.decimals,
    native_icon_url: chain.native.iconUrl ?? null,
    updated_at: at,
  }
  await db
    .insertInto('indexer_chains')
    .values({ chain_id: chain.chainId, last_block: null, last_block_hash: null, ...row })
    .onConflict((oc) => oc.column('chain_id').doUpdateSet(row))
    .execute()
  for (const token of chain.tokens)
    await db
      .updateTable('indexer_tokens')
      .set({ icon_url: token.iconUrl ?? null, spam: token.spam ? 1 : 0 })
      .where('chain_id', '=', chain.chainId)
      .where('address', '=', token.address.toLowerCase())
      .execute()
}

/** The last stored block of a registered chain and its hash (null before the first batch). */
export function readChainCursor(db: Db, chainId: number) {
  return db
    .selectFrom('indexer_chains')
    .select(['last_block', 'last_block_hash'])
    .where('chain_id', '=', chainId)
    .executeTakeFirstOrThrow()
}

/** One batch of blocks as stored: its rows, the tokens first seen in it, and its last block. */
export type StoredBatch = {
  chainId: number
  blocks: readonly Insertable<IndexerBlocksTable>[]
  transfers: readonly Insertable<IndexerTransfersTable>[]
  tokens: readonly Insertable<IndexerTokensTable>[]
  toBlock: number
  toBlockHash: string
}

const INSERT_CHUNK_ROWS = 500

/** `rows` in slices of INSERT_CHUNK_ROWS (SQLite caps the parameters of one statement). */
function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS)
    result.push(rows.slice(i, i + INSERT_CHUNK_ROWS))
  return result
}

/** Writes a batch inside the caller's transaction and moves the chain's cursor to its last block. */
export async function storeBatch(
  trx: Transaction<Database>,
  batch: StoredBatch,
  at: number,
): Promise<void> {
  for (const rows of chunks(batch.blocks))
    await trx.insertInto('indexer_blocks').values(rows).execute()
  for (const rows of chunks(batch.transfers))
    await trx.insertInto('indexer_transfers').values(rows).execute()
  if (batch.tokens.length > 0)
    await trx
      .insertInto('indexer_tokens')
      .values([...batch.tokens])
      .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
      .execute()
  await trx
    .updateTable('indexer_chains')
    .set({ last_block: batch.toBlock, last_block_hash: batch.toBlockHash, updated_at: at })
    .where('chain_id', '=', batch.chainId)
    .execute()
}

/** The stored hash of block `number`, if it is stored. */
export async function readStoredBlockHash(
  db: Db,
  chainId: number,
  number: number,
): Promise<string | undefined> {
  const stored = await db
    .selectFrom('indexer_blocks')
    .select('hash')
    .where('chain_id', '=', chainId)
    .where('number', '=', number)
    .executeTakeFirst()
  return stored?.hash
}

/**
 * Forgets everything after block `ancestor` (its hash `ancestorHash`; null: nothing stored
 * is kept), in one transaction, and moves the cursor back to it.
 */
export async function rewindChain(
  db: Db,
  chainId: number,
  ancestor: number,
  ancestorHash: string | null,
  at: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('indexer_transfers')
      .where('chain_id', '=', chainId)
      .where('block_number', '>', ancestor)
      .execute()
    await trx
      .deleteFrom('indexer_blocks')
      .where('chain_id', '=', chainId)
      .where('number', '>', ancestor)
      .execute()
    // Metadata of tokens no stored transfer mentions any more is read again when they come back:
    // a chain started afresh re-mints the same ids, maybe with other URIs (another asset port).
    await trx
      .deleteFrom('indexer_nfts')
      .where('chain_id', '=', chainId)
      .where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom('indexer_transfers')
              .select('indexer_transfers.tx_hash')
              .where('indexer_transfers.kind', '=', 'erc721')
              .whereRef('indexer_transfers.chain_id', '=', 'indexer_nfts.chain_id')
              .whereRef('indexer_transfers.token_address', '=', 'indexer_nfts.contract')
              .whereRef('indexer_transfers.amount', '=', 'indexer_nfts.token_id'),
          ),
        ),
      )
      .execute()
    await trx
      .updateTable('indexer_chains')
      .set({
        last_block: ancestorHash === null ? null : ancestor,
        last_block_hash: ancestorHash,
        updated_at: at,
      })
      .where('chain_id', '=', chainId)
      .execute()
  })
}

/** The chain's ERC-20 tokens worth a price: not spam, decimals known. */
export function readPricedTokens(db: Db, chainId: number) {
  return db
    .selectFrom('indexer_tokens')
    .select(['address', 'decimals'])
    .where('chain_id', '=', chainId)
    .where('kind', '=', 'erc20')
    .where('spam', '=', 0)
    .where('decimals', 'is not', null)
    .execute()
}

/** Stores each token's USD price (replacing the one before). */
export async function storePrices(
  db: Db,
  chainId: number,
  prices: Iterable<[tokenAddress: string, usdPrice: number]>,
  at: number,
): Promise<void> {
  for (const [tokenAddress, usdPrice] of prices)
    await db
      .insertInto('indexer_prices')
      .values({
        chain_id: chainId,
        token_address: tokenAddress,
        usd_price: usdPrice,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .columns(['chain_id', 'token_address'])
          .doUpdateSet({ usd_price: usdPrice, updated_at: at }),
      )
      .execute()
}

/** Whether an ERC-721 token's metadata is stored. */
export async function isNftStored(
  db: Db,
  nft: { chainId: number; contract: string; tokenId: string },
): Promise<boolean> {
  const known = await db
    .selectFrom('indexer_nfts')
    .select('token_id')
    .where('chain_id', '=', nft.chainId)
    .where('contract', '=', nft.contract)
    .where('token_id', '=', nft.tokenId)
    .executeTakeFirst()
  return known !== undefined
}

/** Stores an ERC-721 token's metadata (kept if another round stored it first). */
export async function storeNft(db: Db, row: Insertable<IndexerNftsTable>): Promise<void> {
  await db
    .insertInto('indexer_nfts')
    .values(row)
    .onConflict((oc) => oc.columns(['chain_id', 'contract', 'token_id']).doNothing())
    .execute()
}

/** Which of `addresses` the chain's token table already holds. */
export async function readStoredTokenAddresses(
  db: Db,
  chainId: number,
  addresses: readonly string[],
): Promise<string[]> {
  const known = await db
    .selectFrom('indexer_tokens')
    .select('address')
    .where('chain_id', '=', chainId)
    .where('address', 'in', [...addresses])
    .execute()
  return known.map((row) => row.address)
}
