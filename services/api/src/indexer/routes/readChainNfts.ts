import type { NftItem } from '@portico/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { HistorySources } from '../../history/createHistorySources.js'
import { NFTS_MAX_ITEMS, readNfts } from './readNfts.js'

/** Parameters of {@link readChainNfts}. */
export type ReadChainNftsParameters = {
  db: Kysely<Database>
  history?: HistorySources | undefined
  /** Lowercase address. */
  account: string
  /** Absent: every chain. */
  chainId?: number | undefined
}

/**
 * The ERC-721 tokens an account holds: on a chain with a history source, from the source; on
 * the others, from the indexer. Without chainId, every chain's, by chain; at most NFTS_MAX_ITEMS.
 * A source that fails throws its HistorySourceError (the route answers 503).
 */
export async function readChainNfts({
  db,
  history,
  account,
  chainId,
}: ReadChainNftsParameters): Promise<NftItem[]> {
  const withSource = [...(history?.values() ?? [])].filter(
    (chain) => chain.source && (chainId === undefined || chain.chainId === chainId),
  )
  const fromSources = await Promise.all(
    withSource.map(async (chain) => {
      const { nfts } = await chain.source!.nfts(account, {
        chainId: chain.chainId,
        limit: NFTS_MAX_ITEMS,
      })
      return nfts
    }),
  )
  const sourced = new Set(withSource.map((chain) => `eip155:${chain.chainId}`))
  const fromIndexer =
    chainId !== undefined && sourced.size > 0
      ? []
      : (await readNfts({ db, account, chainId })).filter((nft) => !sourced.has(nft.chainId))
  const chainNumber = (caip2: string) => Number(caip2.slice('eip155:'.length))
  return [...fromIndexer, ...fromSources.flat()]
    .sort((a, b) => chainNumber(a.chainId) - chainNumber(b.chainId))
    .slice(0, NFTS_MAX_ITEMS)
}
