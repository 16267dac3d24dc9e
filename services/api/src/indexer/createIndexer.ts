import { createEvmRpcClient } from '@portico/kit'
import type { Kysely } from 'kysely'
import type { Address, PublicClient } from 'viem'
import type { Database } from '../db/schema.js'
import { DEFAULT_BATCH_SIZE, DEFAULT_POLL_MS, DEFAULT_PRICE_REFRESH_MS } from './constants.js'
import {
  isNftStored,
  readChainCursor,
  readPricedTokens,
  readStoredBlockHash,
  readStoredTokenAddresses,
  registerChain,
  rewindChain,
  storeBatch,
  storeNft,
  storePrices,
} from './indexerStore.js'
import type { PriceSource } from './PriceSource.js'
import { getBlockHash, readBlockBatch, type TransferRow } from './readBlockBatch.js'
import { readNftMetadata } from './readNftMetadata.js'
import { readTokenMetadata } from './readTokenMetadata.js'

/** One chain the indexer follows. */
export type IndexerChainConfig = {
  chainId: number
  /** Tried in order (kit's createEvmRpcClient: spec §9's retry, then the next URL). */
  rpcUrls: readonly string[]
  /** @default `Chain <chainId>` */
  name?: string | undefined
  /** @default Ether, ETH, 18 decimals, no icon */
  nativeCurrency?: { name: string; symbol: string; decimals: number; iconUrl?: string } | undefined
  /** An operator's token list: icons and spam flags the chain cannot tell. */
  tokens?: readonly { address: Address; iconUrl?: string; spam?: boolean }[] | undefined
  /** Where this chain's USD prices come from; none: no prices. */
  priceSource?: PriceSource | undefined
  /** First block to index: nothing below it is read (older history comes from an adapter). @default 0 */
  startBlock?: number | undefined
  /**
   * Blocks below the head before a block is indexed: a reorg no deeper than this is never seen.
   * @default 0
   */
  confirmations?: number | undefined
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
 * const indexer = createIndexer({ db, chains: [{ chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] }] })
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
  for (const chain of parameters.chains) {
    if (
      chain.startBlock !== undefined &&
      !(Number.isInteger(chain.startBlock) && chain.startBlock >= 0)
    )
      throw new Error(`chain ${chain.chainId}: startBlock must be a non-negative integer`)
    if (
      chain.confirmations !== undefined &&
      !(Number.isInteger(chain.confirmations) && chain.confirmations >= 0)
    )
      throw new Error(`chain ${chain.chainId}: confirmations must be a non-negative integer`)
  }
  const states: ChainState[] = parameters.chains.map((config) => ({
    config,
    client: createEvmRpcClient({ chainId: config.chainId, rpcUrls: config.rpcUrls }),
    lastPricesAt: undefined,
  }))
  let registered: Promise<void> | undefined
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = true

  const register = async () => {
    for (const { config } of states)
      await registerChain(
        db,
        {
          chainId: config.chainId,
          rpcUrl: config.rpcUrls[0] ?? '',
          name: config.name ?? `Chain ${config.chainId}`,
          native: config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: config.tokens ?? [],
        },
        now(),
      )
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
    const confirmations = config.confirmations ?? 0
    const result: ChainRunResult = { chainId, blocks: 0, transfers: 0, reorgs: 0, lastBlock: -1 }
    let retries = 0
    for (;;) {
      const stored = await readChainCursor(db, chainId)
      const last = stored.last_block === null ? startBlock - 1 : Number(stored.last_block)
      result.lastBlock = last
      const chainHead = Number(await client.getBlockNumber({ cacheTime: 0 }))
      // Only blocks `confirmations` deep are indexed; the reorg check looks at the real head.
      const head = chainHead - confirmations
      if (stored.last_block_hash !== null) {
        const onChain = last <= chainHead ? await getBlockHash(client, last) : undefined
        if (onChain !== stored.last_block_hash) {
          await rewind(client, chainId, last, startBlock)
          result.reorgs++
          continue
        }
      }
      if (last >= head) return result
      const toBlock = Math.min(head, last + batchSize)
      const batch = await readBlockBatch(client, chainId, last + 1, toBlock)
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
        const toBlockHash = batch.blocks[batch.blocks.length - 1]!.hash
        await storeBatch(trx, { chainId, ...batch, tokens, toBlock, toBlockHash }, now())
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
      const storedHash = await readStoredBlockHash(db, chainId, n)
      if (storedHash === undefined) break
      if ((await getBlockHash(client, n)) === storedHash) {
        ancestor = n
        ancestorHash = storedHash
        break
      }
    }
    await rewindChain(db, chainId, ancestor, ancestorHash, now())
  }

  const refreshPrices = async (state: ChainState) => {
    const { priceSource, chainId } = state.config
    if (!priceSource) return
    if (state.lastPricesAt !== undefined && now() - state.lastPricesAt < priceRefreshMs) return
    const tokens = await readPricedTokens(db, chainId)
    const prices = await priceSource.getUsdPrices({
      chainId,
      tokens: tokens.map((t) => ({ address: t.address as Address, decimals: t.decimals ?? 0 })),
    })
    const at = now()
    await storePrices(db, chainId, prices, at)
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
      if (await isNftStored(db, { chainId, contract, tokenId })) continue
      const metadata = await readNftMetadata({
        client,
        contract: contract as Address,
        tokenId: BigInt(tokenId),
        allowedOrigins: nftMetadataOrigins,
      })
      // Only what was read is stored: a token whose metadata failed is tried again next time.
      if (metadata)
        await storeNft(db, {
          chain_id: chainId,
          contract,
          token_id: tokenId,
          name: metadata.name,
          image_url: metadata.imageUrl,
          fetched_at: now(),
        })
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
    for (const address of await readStoredTokenAddresses(db, chainId, [...kinds.keys()]))
      kinds.delete(address)
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
