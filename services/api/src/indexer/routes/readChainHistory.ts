import type { HistoryItem } from '@portico/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { HistorySources } from '../../history/createHistorySources.js'
import { HistorySourceError } from '../../history/HistorySourceError.js'
import { decodeHistoryCursor, decodeSourceCursor, encodeSourceCursor } from './historyCursor.js'
import { readHistoryPage } from './readHistoryPage.js'

/** Parameters of {@link readChainHistory}. */
export type ReadChainHistoryParameters = {
  db: Kysely<Database>
  history?: HistorySources | undefined
  /** Lowercase address. */
  account: string
  /** Absent: every indexed chain, from the indexer. */
  chainId?: number | undefined
  cursor?: string | undefined
  limit: number
}

/**
 * One page of an account's history on a chain. A chain with the indexer and a history source:
 * the indexer's transactions (from its start block), then the source's older ones (below the
 * start block) — one cursor across both, so nothing is given twice or skipped. A chain with a
 * source only: the source. Otherwise (and without chainId): the indexer. A source that fails
 * throws its HistorySourceError (the route answers 503); a cursor that is none throws one with
 * failure `invalid-cursor`.
 */
export async function readChainHistory({
  db,
  history,
  account,
  chainId,
  cursor,
  limit,
}: ReadChainHistoryParameters): Promise<{ data: HistoryItem[]; next: string | null }> {
  const chain = chainId === undefined ? undefined : history?.get(chainId)
  const source = chain?.source
  const fromSource = cursor === undefined ? undefined : decodeSourceCursor(cursor)
  const fromIndexer = cursor === undefined ? undefined : decodeHistoryCursor(cursor)
  const invalid = () =>
    new HistorySourceError(source?.name ?? 'indexer', 'invalid-cursor', 'not a history cursor')
  if (cursor !== undefined && !fromSource && !fromIndexer) throw invalid()
  if (!source || !chain) {
    if (fromSource) throw invalid()
    return readHistoryPage({ db, account, chainId, cursor: fromIndexer, limit })
  }
  let sourceCursor: string | undefined
  if (fromSource) sourceCursor = fromSource.sourceCursor ?? undefined
  else if (chain.indexerStartBlock !== undefined) {
    const page = await readHistoryPage({ db, account, chainId, cursor: fromIndexer, limit })
    if (page.next !== null) return page
    // The indexer's part ends here; the next page is the source's newest below the start block.
    if (page.data.length > 0) return { data: page.data, next: encodeSourceCursor(null) }
  } else if (fromIndexer) throw invalid()
  const answer = await source.history(account, {
    chainId: chain.chainId,
    cursor: sourceCursor,
    limit,
    beforeBlock: chain.indexerStartBlock,
  })
  return { data: answer.data, next: answer.next === null ? null : encodeSourceCursor(answer.next) }
}
