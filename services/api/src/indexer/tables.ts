import type { ColumnType } from 'kysely'

/**
 * A bigint column (block numbers, epoch times). PostgreSQL hands int8 back as a string, SQLite as a
 * number: read it through Number().
 */
type BigintColumn = ColumnType<number | string, number | string, number | string>

/** What kind of value a transfer moves. */
export type TransferKind = 'native' | 'erc20' | 'erc721'

/** An indexed chain: where to reach it, how far it is indexed, and its native currency. */
export type IndexerChainsTable = {
  chain_id: BigintColumn
  rpc_url: string
  name: string
  native_name: string
  native_symbol: string
  native_decimals: number
  native_icon_url: string | null
  /** Highest block stored, or null before the first batch. */
  last_block: BigintColumn | null
  last_block_hash: string | null
  updated_at: BigintColumn
}

/** One indexed block; used to find the common ancestor after a reorg. */
export type IndexerBlocksTable = {
  chain_id: BigintColumn
  number: BigintColumn
  hash: string
  parent_hash: string
  /** Seconds since the epoch, as the block header says. */
  timestamp: BigintColumn
}

/** One movement of value: a transaction's native value or a Transfer log. Addresses lowercase. */
export type IndexerTransfersTable = {
  chain_id: BigintColumn
  block_number: BigintColumn
  /** Copied from the block, so history pages need no join. Seconds since the epoch. */
  block_timestamp: BigintColumn
  tx_hash: string
  /** Position of the transaction in its block: history items are ordered by it. */
  tx_index: number
  /** -1 for the native value of the transaction itself. */
  log_index: number
  /** Sender and recipient of the transaction (not of the transfer): sentFrom / sentTo. */
  tx_from: string
  tx_to: string | null
  from_address: string
  to_address: string
  /** Null for native value. */
  token_address: string | null
  kind: TransferKind
  /** Decimal string: the amount in base units, or the ERC-721 token id. */
  amount: string
}

/** Metadata of a token, read on first sight; an operator's token list adds icons and spam flags. */
export type IndexerTokensTable = {
  chain_id: BigintColumn
  address: string
  kind: 'erc20' | 'erc721'
  symbol: string | null
  name: string | null
  decimals: number | null
  icon_url: string | null
  /** 1 when the token is known spam. */
  spam: number
}

/** USD price of a token (or of the native currency, under NATIVE_TOKEN_ADDRESS). */
export type IndexerPricesTable = {
  chain_id: BigintColumn
  token_address: string
  usd_price: number
  updated_at: BigintColumn
}

/** Tables of the chain indexer (migration 0003). */
/** What an ERC-721 token's metadata says (spec §3 nft_info: name, content preview url). */
export type IndexerNftsTable = {
  chain_id: number
  /** The collection, lowercase. */
  contract: string
  token_id: string
  name: string | null
  image_url: string | null
  fetched_at: number
}

export type IndexerTables = {
  indexer_nfts: IndexerNftsTable
  indexer_chains: IndexerChainsTable
  indexer_blocks: IndexerBlocksTable
  indexer_transfers: IndexerTransfersTable
  indexer_tokens: IndexerTokensTable
  indexer_prices: IndexerPricesTable
}
