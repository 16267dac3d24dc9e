import type { HistoryItem } from '@portico/protocol'
import { type Kysely, sql } from 'kysely'
import { getAddress } from 'viem'
import type { Database } from '../../db/schema.js'
import {
  fungibleTransfer,
  nftTransfer,
  operationTypeOf,
  transferDirection,
} from '../../history/historyTransfer.js'
import { encodeHistoryCursor, type HistoryCursor } from './historyCursor.js'

/** Parameters of {@link readHistoryPage}. */
export type ReadHistoryPageParameters = {
  db: Kysely<Database>
  /** Lowercase address. */
  account: string
  chainId?: number | undefined
  cursor?: HistoryCursor | undefined
  limit: number
}

/**
 * One page of an account's transactions, newest first: every transaction with a transfer from or
 * to the account, with those transfers. `next` is the cursor of the page's last transaction.
 */
export async function readHistoryPage({
  db,
  account,
  chainId,
  cursor,
  limit,
}: ReadHistoryPageParameters): Promise<{ data: HistoryItem[]; next: string | null }> {
  // Each side (sent, received) in its index's order, stopping after a page; then both merged.
  const side = (column: 'from_address' | 'to_address') => {
    let query = db
      .selectFrom('indexer_transfers')
      .select(['chain_id', 'block_number', 'block_timestamp', 'tx_index', 'tx_hash'])
      .where(column, '=', account)
    if (chainId !== undefined) query = query.where('chain_id', '=', chainId)
    if (cursor)
      query = query.where(
        sql<boolean>`(block_timestamp, chain_id, block_number, tx_index) < (${cursor.timestamp}, ${cursor.chainId}, ${cursor.blockNumber}, ${cursor.txIndex})`,
      )
    return query
      .distinct()
      .orderBy('block_timestamp', 'desc')
      .orderBy('chain_id', 'desc')
      .orderBy('block_number', 'desc')
      .orderBy('tx_index', 'desc')
      .limit(limit + 1)
  }
  const keys = await db
    .selectFrom(
      db
        .selectFrom(side('from_address').as('sent'))
        .selectAll()
        .union(db.selectFrom(side('to_address').as('received')).selectAll())
        .as('both'),
    )
    .selectAll()
    .orderBy('block_timestamp', 'desc')
    .orderBy('chain_id', 'desc')
    .orderBy('block_number', 'desc')
    .orderBy('tx_index', 'desc')
    .limit(limit + 1)
    .execute()
  const page = keys.slice(0, limit)
  if (page.length === 0) return { data: [], next: null }

  const rows = await db
    .selectFrom('indexer_transfers as t')
    .leftJoin('indexer_tokens as k', (join) =>
      join.onRef('k.chain_id', '=', 't.chain_id').onRef('k.address', '=', 't.token_address'),
    )
    .innerJoin('indexer_chains as c', 'c.chain_id', 't.chain_id')
    .leftJoin('indexer_nfts as n', (join) =>
      join
        .onRef('n.chain_id', '=', 't.chain_id')
        .onRef('n.contract', '=', 't.token_address')
        .onRef('n.token_id', '=', 't.amount'),
    )
    .select([
      't.chain_id',
      't.tx_hash',
      't.log_index',
      't.tx_from',
      't.tx_to',
      't.from_address',
      't.to_address',
      't.kind',
      't.amount',
      'k.symbol',
      'k.name',
      'k.decimals',
      'k.icon_url',
      'k.spam',
      'c.native_name',
      'c.native_symbol',
      'c.native_decimals',
      'c.native_icon_url',
      'n.name as nft_name',
      'n.image_url as nft_image_url',
    ])
    // chain_id first: the primary key (chain_id, tx_hash, log_index) finds the rows.
    .where('t.chain_id', 'in', [...new Set(page.map((key) => Number(key.chain_id)))])
    .where(
      't.tx_hash',
      'in',
      page.map((key) => key.tx_hash),
    )
    .where((eb) => eb.or([eb('t.from_address', '=', account), eb('t.to_address', '=', account)]))
    .orderBy('t.log_index')
    .execute()

  const data = page.map((key): HistoryItem => {
    const transfers = rows.filter(
      (row) => row.tx_hash === key.tx_hash && Number(row.chain_id) === Number(key.chain_id),
    )
    const first = transfers[0]
    const ends = transfers.map((t) => ({ from: t.from_address, to: t.to_address }))
    const operationType = operationTypeOf(ends, account)
    return {
      id: key.tx_hash,
      metadata: {
        minedAt: new Date(Number(key.block_timestamp) * 1000).toISOString(),
        chain: `eip155:${Number(key.chain_id)}`,
        operationType,
        status: 'confirmed',
        sentFrom: first ? getAddress(first.tx_from) : '',
        sentTo: first?.tx_to ? getAddress(first.tx_to) : '',
      },
      transfers: transfers.map((t, i) => {
        const direction = transferDirection(ends[i]!, account)
        if (t.kind === 'erc721')
          return nftTransfer({
            direction,
            name: t.nft_name ?? `${t.name ?? t.symbol ?? 'NFT'} #${t.amount}`,
            imageUrl: t.nft_image_url,
            spam: t.spam === 1,
          })
        const native = t.kind === 'native'
        return fungibleTransfer({
          amount: t.amount,
          direction,
          decimals: native ? t.native_decimals : t.decimals,
          name: native ? t.native_name : t.name,
          symbol: native ? t.native_symbol : t.symbol,
          icon: native ? t.native_icon_url : t.icon_url,
        })
      }),
    }
  })
  const last = page[page.length - 1]!
  const next =
    keys.length > limit
      ? encodeHistoryCursor({
          timestamp: Number(last.block_timestamp),
          chainId: Number(last.chain_id),
          blockNumber: Number(last.block_number),
          txIndex: last.tx_index,
        })
      : null
  return { data, next }
}
