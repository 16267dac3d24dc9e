import type { Insertable, Kysely } from 'kysely'
import {
  type Address,
  BlockNotFoundError,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import type { Database } from '../db/schema.js'
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_POLL_MS,
  DEFAULT_PRICE_REFRESH_MS,
  TRANSFER_TOPIC,
} from './constants.js'
import type { PriceSource } from './PriceSource.js'
import { readNftMetadata } from './readNftMetadata.js'
import { readTokenMetadata } from './readTokenMetadata.js'
import type { IndexerTransfersTable, TransferKind } from './tables.js'

type TransferRow = Insertable<IndexerTransfersTable>

/** One chain the indexer follows. */
export type IndexerChainConfig = {
  chainId: number
  rpcUrl: string
  /** @default `Chain <chainId>` */
  name?: string | undefined
  /** @default Ether, ETH, 18 decimals, no icon */
  nativeCurrency?: { name: string; symbol: string; decimals: number; iconUrl?: string } | undefined
  /** An operator's token list: icons and spam flags the chain cannot tell. */
  tokens?: readonly { address: Address; iconUrl?: string; spam?: boolean }[] | undefined
  /** Where this chain's USD prices come from; none: no prices. */
  priceSource?: PriceSource | undefined
  /** First block to index. @default 0 */
  startBlock?: number | undefined
}

/** What one batch of blocks held, as handed to the `beforeCommit` hook. */
export type IndexedBatch = {
  chainId: number
  fromBlock: number
  toBlock: number
  transfers: number
}

/** Parameters of {@link createIndexer}. */
export type CreateIndexerParameters = {
  db: Kysely<Database>
  chains: readonly IndexerChainConfig[]
  /** Blocks per database transaction. @default 100 */
  batchSize?: number | undefined
  /** Pause between rounds once caught up. @default 1000 */
  pollMs?: number | undefined
  /** @default 60000 */
  priceRefreshMs?: number | undefined
  /** @default Date.now */
  now?: (() => number) | undefined
  /** Receives errors of the background loop (the loop goes on). @default console.error */
  onError?: ((error: unknown) => void) | undefined
  /**
   * Origins ERC-721 metadata may be fetched from (see readNftMetadata). @default none: no previews
   */
  nftMetadataOrigins?: readonly string[] | undefined
  /** Runs inside each batch's transaction before it commits (tests simulate crashes with it). */
  beforeCommit?: ((batch: IndexedBatch) => void | Promise<void>) | undefined
}

/** What one round did on one chain. */
export type ChainRunResult = {
  chainId: number
  /** Blocks stored (after reorgs, re-stored blocks count again). */
  blocks: number
  transfers: number
  /** Reorgs found; each rewound to the common ancestor. */
  reorgs: number
  /** Highest block stored. */
  lastBlock: number
}

/** A running chain indexer. */
export type Indexer = {
  /** Catches every chain up to its current head, batch by batch. */
  runOnce(): Promise<ChainRunResult[]>
  /** Runs rounds in the background, `pollMs` apart. */
  start(): void
  /** Stops the background loop; resolves once the current round has finished. */
  stop(): Promise<void>
}

type ChainState = {
  config: IndexerChainConfig
  client: PublicClient
  lastPricesAt: number | undefined
}

/**
 * A chain indexer: follows each chain over JSON-RPC and stores blocks, native value transfers and
 * ERC-20 / ERC-721 Transfer logs, one database transaction per batch, so a crash leaves no half
 * batch. Resumes from the last stored block; on a reorg rewinds to the common ancestor and
 * re-indexes. Reads token metadata on first sight and refreshes prices from each chain's source.
 *
 * @example
 * const indexer = createIndexer({ db, chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] })
 * await indexer.runOnce()
 * indexer.start()
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const {
    db,
    batchSize = DEFAULT_BATCH_SIZE,
    pollMs = DEFAULT_POLL_MS,
    priceRefreshMs = DEFAULT_PRICE_REFRESH_MS,
    now = Date.now,
    onError = (error: unknown) => console.error('indexer:', error),
    beforeCommit,
    nftMetadataOrigins = [],
  } = parameters
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new Error('batchSize must be a positive integer')
  const states: ChainState[] = parameters.chains.map((config) => ({
    config,
    client: createPublicClient({
      transport: http(config.rpcUrl, { batch: { batchSize: 200 }, retryCount: 2 }),
    }) as PublicClient,
    lastPricesAt: undefined,
  }))
  let registered: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = true

  const register = async () => {
    for (const { config } of states) {
      const native = config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      const row = {
        rpc_url: config.rpcUrl,
        name: config.name ?? `Chain ${config.chainId}`,
        native_name: native.name,
        native_symbol: native.symbol,
        native_decimals: native.decimals,
        native_icon_url: native.iconUrl ?? null,
        updated_at: now(),
      }
      await db
        .insertInto('indexer_chains')
        .values({ chain_id: config.chainId, last_block: null, last_block_hash: null, ...row })
        .onConflict((oc) => oc.column('chain_id').doUpdateSet(row))
        .execute()
      for (const token of config.tokens ?? [])
        await db
          .updateTable('indexer_tokens')
          .set({ icon_url: token.iconUrl ?? null, spam: token.spam ? 1 : 0 })
          .where('chain_id', '=', config.chainId)
          .where('address', '=', token.address.toLowerCase())
          .execute()
    }
  }

  const runOnce = async () => {
    registered ??= register().catch((error) => {
      registered = undefined
      throw error
    })
    await registered
    return Promise.all(
      states.map(async (state) => {
        const result = await indexChain(state)
        await refreshPrices(state)
        return result
      }),
    )
  }

  const indexChain = async ({ config, client }: ChainState): Promise<ChainRunResult> => {
    const { chainId } = config
    const startBlock = config.startBlock ?? 0
    const result: ChainRunResult = { chainId, blocks: 0, transfers: 0, reorgs: 0, lastBlock: -1 }
    let retries = 0
    for (;;) {
      const stored = await db
        .selectFrom('indexer_chains')
        .select(['last_block', 'last_block_hash'])
        .where('chain_id', '=', chainId)
        .executeTakeFirstOrThrow()
      const last = stored.last_block === null ? startBlock - 1 : Number(stored.last_block)
      result.lastBlock = last
      const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
      if (stored.last_block_hash !== null) {
        const onChain = last <= head ? await getBlockHash(client, last) : undefined
        if (onChain !== stored.last_block_hash) {
          await rewind(client, chainId, last, startBlock)
          result.reorgs++
          continue
        }
      }
      if (last >= head) return result
      const toBlock = Math.min(head, last + batchSize)
      const batch = await readBatch(client, chainId, last + 1, toBlock)
      const parentHash = batch.blocks[0]?.parent_hash
      if (
        batch.inconsistent ||
        (stored.last_block_hash !== null && parentHash !== stored.last_block_hash)
      ) {
        // The chain moved while the batch was read; the next pass finds the reorg.
        if (++retries > 10)
          throw new Error(`chain ${chainId}: the chain keeps changing under the indexer`)
        continue
      }
      const tokens = await readNewTokens(client, chainId, batch.transfers, config.tokens)
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(batch.blocks))
          await trx.insertInto('indexer_blocks').values(rows).execute()
        for (const rows of chunks(batch.transfers))
          await trx.insertInto('indexer_transfers').values(rows).execute()
        if (tokens.length > 0)
          await trx
            .insertInto('indexer_tokens')
            .values(tokens)
            .onConflict((oc) => oc.columns(['chain_id', 'address']).doNothing())
            .execute()
        const lastBlock = batch.blocks[batch.blocks.length - 1]!
        await trx
          .updateTable('indexer_chains')
          .set({ last_block: toBlock, last_block_hash: lastBlock.hash, updated_at: now() })
          .where('chain_id', '=', chainId)
          .execute()
        await beforeCommit?.({
          chainId,
          fromBlock: last + 1,
          toBlock,
          transfers: batch.transfers.length,
        })
      })
      retries = 0
      // Best effort, after the batch is safe: a token's name and image for history's previews.
      await readNewNftMetadata(client, chainId, batch.transfers)
      result.blocks += batch.blocks.length
      result.transfers += batch.transfers.length
      result.lastBlock = toBlock
    }
  }

  /** Walks back from `last` to the newest block whose stored hash the chain still has. */
  const rewind = async (
    client: PublicClient,
    chainId: number,
    last: number,
    startBlock: number,
  ) => {
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    let ancestor = startBlock - 1
    let ancestorHash: string | null = null
    for (let n = Math.min(last - 1, head); n >= startBlock; n--) {
      const stored = await db
        .selectFrom('indexer_blocks')
        .select('hash')
        .where('chain_id', '=', chainId)
        .where('number', '=', n)
        .executeTakeFirst()
      if (!stored) break
      if ((await getBlockHash(client, n)) === stored.hash) {
        ancestor = n
        ancestorHash = stored.hash
        break
      }
    }
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
          updated_at: now(),
        })
        .where('chain_id', '=', chainId)
        .execute()
    })
  }

  const refreshPrices = async (state: ChainState) => {
    const { priceSource, chainId } = state.config
    if (!priceSource) return
    if (state.lastPricesAt !== undefined && now() - state.lastPricesAt < priceRefreshMs) return
    const tokens = await db
      .selectFrom('indexer_tokens')
      .select(['address', 'decimals'])
      .where('chain_id', '=', chainId)
      .where('kind', '=', 'erc20')
      .where('spam', '=', 0)
      .where('decimals', 'is not', null)
      .execute()
    const prices = await priceSource.getUsdPrices({
      chainId,
      tokens: tokens.map((t) => ({ address: t.address as Address, decimals: t.decimals ?? 0 })),
    })
    const at = now()
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
    state.lastPricesAt = at
  }

  /** Metadata of ERC-721 tokens seen for the first time (none without allowed origins). */
  const readNewNftMetadata = async (
    client: PublicClient,
    chainId: number,
    transfers: readonly {
      kind: string
      token_address?: string | null | undefined
      amount: string
    }[],
  ) => {
    if (nftMetadataOrigins.length === 0) return
    const seen = new Map<string, { contract: string; tokenId: string }>()
    for (const t of transfers)
      if (t.kind === 'erc721' && t.token_address)
        seen.set(`${t.token_address}:${t.amount}`, { contract: t.token_address, tokenId: t.amount })
    for (const { contract, tokenId } of seen.values()) {
      const known = await db
        .selectFrom('indexer_nfts')
        .select('token_id')
        .where('chain_id', '=', chainId)
        .where('contract', '=', contract)
        .where('token_id', '=', tokenId)
        .executeTakeFirst()
      if (known) continue
      const metadata = await readNftMetadata({
        client,
        contract: contract as Address,
        tokenId: BigInt(tokenId),
        allowedOrigins: nftMetadataOrigins,
      })
      // Only what was read is stored: a token whose metadata failed is tried again next time.
      if (metadata)
        await db
          .insertInto('indexer_nfts')
          .values({
            chain_id: chainId,
            contract,
            token_id: tokenId,
            name: metadata.name,
            image_url: metadata.imageUrl,
            fetched_at: now(),
          })
          .onConflict((oc) => oc.columns(['chain_id', 'contract', 'token_id']).doNothing())
          .execute()
    }
  }

  const readNewTokens = async (
    client: PublicClient,
    chainId: number,
    transfers: readonly TransferRow[],
    list: IndexerChainConfig['tokens'],
  ) => {
    const kinds = new Map<string, 'erc20' | 'erc721'>()
    for (const t of transfers)
      if (t.token_address && t.kind !== 'native' && !kinds.has(t.token_address))
        kinds.set(t.token_address, t.kind)
    if (kinds.size === 0) return []
    const known = await db
      .selectFrom('indexer_tokens')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', [...kinds.keys()])
      .execute()
    for (const { address } of known) kinds.delete(address)
    const addresses = [...kinds.keys()] as Address[]
    const metadata = await readTokenMetadata(client, addresses)
    return addresses.map((address, i) => {
      const listed = list?.find((token) => token.address.toLowerCase() === address)
      const kind = kinds.get(address)!
      return {
        chain_id: chainId,
        address,
        kind,
        symbol: metadata[i]?.symbol ?? null,
        name: metadata[i]?.name ?? null,
        decimals: kind === 'erc20' ? (metadata[i]?.decimals ?? null) : 0,
        icon_url: listed?.iconUrl ?? null,
        spam: listed?.spam ? 1 : 0,
      }
    })
  }

  const loop = async () => {
    if (stopped) return
    running = runOnce().catch(onError)
    await running
    running = undefined
    if (!stopped) timer = setTimeout(loop, pollMs)
  }

  return {
    runOnce,
    start() {
      if (!stopped) return
      stopped = false
      void loop()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}

async function getBlockHash(client: PublicClient, number: number): Promise<string | undefined> {
  try {
    const block = await client.getBlock({ blockNumber: BigInt(number) })
    return block.hash ?? undefined
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined
    throw error
  }
}

type RawLog = {
  address: Address
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  transactionIndex: Hex
  logIndex: Hex
  removed?: boolean
}

/** Reads blocks `from`..`to` with their transactions, value receipts and Transfer logs. */
async function readBatch(client: PublicClient, chainId: number, from: number, to: number) {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    ),
    client.request({
      method: 'eth_getLogs',
      params: [
        { fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC] },
      ],
    }) as Promise<RawLog[]>,
  ])
  let inconsistent = false
  const byHash = new Map<string, (typeof blocks)[number]>()
  for (const [i, block] of blocks.entries()) {
    byHash.set(block.hash, block)
    if (i > 0 && block.parentHash !== blocks[i - 1]!.hash) inconsistent = true
  }
  const transfers: TransferRow[] = []
  const txs = new Map<string, { from: string; to: string | null; index: number }>()
  const valueTxs: {
    block: (typeof blocks)[number]
    tx: (typeof blocks)[number]['transactions'][number]
  }[] = []
  for (const block of blocks)
    for (const tx of block.transactions) {
      txs.set(tx.hash, {
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? null,
        index: tx.transactionIndex,
      })
      if (tx.value > 0n) valueTxs.push({ block, tx })
    }
  const receipts = await Promise.all(
    valueTxs.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })),
  )
  for (const [i, { block, tx }] of valueTxs.entries()) {
    const receipt = receipts[i]!
    if (receipt.status !== 'success') continue
    const to = (tx.to ?? receipt.contractAddress)?.toLowerCase()
    if (!to) continue
    transfers.push({
      chain_id: chainId,
      block_number: Number(block.number),
      block_timestamp: Number(block.timestamp),
      tx_hash: tx.hash,
      tx_index: tx.transactionIndex,
      log_index: -1,
      tx_from: tx.from.toLowerCase(),
      tx_to: tx.to?.toLowerCase() ?? null,
      from_address: tx.from.toLowerCase(),
      to_address: to,
      token_address: null,
      kind: 'native',
      amount: tx.value.toString(),
    })
  }
  for (const log of logs) {
    const block = byHash.get(log.blockHash)
    if (!block || log.removed) {
      inconsistent = true
      continue
    }
    const decoded = decodeTransferLog(log)
    if (!decoded) continue
    const tx = txs.get(log.transactionHash)
    transfers.push({
      chain_id: chainId,
      block_number: Number(block.number),
      block_timestamp: Number(block.timestamp),
      tx_hash: log.transactionHash,
      tx_index: Number(log.transactionIndex),
      log_index: Number(log.logIndex),
      tx_from: tx?.from ?? decoded.from,
      tx_to: tx?.to ?? null,
      from_address: decoded.from,
      to_address: decoded.to,
      token_address: log.address.toLowerCase(),
      kind: decoded.kind,
      amount: decoded.amount,
    })
  }
  return {
    inconsistent,
    transfers,
    blocks: blocks.map((block) => ({
      chain_id: chainId,
      number: Number(block.number),
      hash: block.hash,
      parent_hash: block.parentHash,
      timestamp: Number(block.timestamp),
    })),
  }
}

/** ERC-20 Transfer: 3 topics + 32-byte value; ERC-721: 4 topics (the token id is indexed). */
function decodeTransferLog(
  log: RawLog,
): { from: string; to: string; kind: Exclude<TransferKind, 'native'>; amount: string } | undefined {
  const [, fromTopic, toTopic, idTopic] = log.topics
  if (!fromTopic || !toTopic) return undefined
  const from = topicToAddress(fromTopic)
  const to = topicToAddress(toTopic)
  if (log.topics.length === 4 && idTopic)
    return { from, to, kind: 'erc721', amount: BigInt(idTopic).toString() }
  if (log.topics.length === 3 && log.data.length === 66)
    return { from, to, kind: 'erc20', amount: BigInt(log.data).toString() }
  return undefined
}

function topicToAddress(topic: Hex): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

const INSERT_CHUNK_ROWS = 500

/** `rows` in slices of INSERT_CHUNK_ROWS (SQLite caps the parameters of one statement). */
function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS)
    result.push(rows.slice(i, i + INSERT_CHUNK_ROWS))
  return result
}
