import type { NftItem } from '@portico/protocol'
import type { Kysely } from 'kysely'
import { getAddress } from 'viem'
import type { Database } from '../../db/schema.js'

/** The most tokens one answer lists; an account holding more sees the first by chain, collection and id. */
export const NFTS_MAX_ITEMS = 1_000

/** Parameters of {@link readNfts}. */
export type ReadNftsParameters = {
  db: Kysely<Database>
  /** Lowercase address. */
  account: string
  /** Only this chain; absent: every indexed chain. */
  chainId?: number | undefined
}

type Position = { block: number; tx: number; log: number }

function isAfter(a: Position, b: Position): boolean {
  return a.block !== b.block ? a.block > b.block : a.tx !== b.tx ? a.tx > b.tx : a.log > b.log
}

/**
 * The ERC-721 tokens `account` holds now, from the indexed transfers: a token can leave an account
 * only by a transfer from it, so the account's own last transfer of each token says whether it
 * still holds it (received last: held). Both sides are read through the history indexes (by sender,
 * by recipient). Spam collections (indexer_tokens.spam) are left out. Each token carries its
 * metadata (name and image from indexer_nfts, else `<collection> #<id>`) and its collection's
 * name and symbol; ordered by chain, collection and token id.
 */
export async function readNfts({ db, account, chainId }: ReadNftsParameters): Promise<NftItem[]> {
  const side = (column: 'from_address' | 'to_address') => {
    let query = db
      .selectFrom('indexer_transfers')
      .select([
        'chain_id',
        'token_address',
        'amount',
        'block_number',
        'tx_index',
        'log_index',
        'to_address',
      ])
      .where(column, '=', account)
      .where('kind', '=', 'erc721')
    if (chainId !== undefined) query = query.where('chain_id', '=', chainId)
    return query.execute()
  }
  const [sent, received] = await Promise.all([side('from_address'), side('to_address')])

  // The account's last transfer of each token.
  const last = new Map<
    string,
    Position & { chainId: number; contract: string; tokenId: string; held: boolean }
  >()
  for (const row of [...sent, ...received]) {
    if (!row.token_address) continue
    const chain = Number(row.chain_id)
    const key = `${chain}:${row.token_address}:${row.amount}`
    const position = { block: Number(row.block_number), tx: row.tx_index, log: row.log_index }
    const known = last.get(key)
    if (known && !isAfter(position, known)) continue
    last.set(key, {
      ...position,
      chainId: chain,
      contract: row.token_address,
      tokenId: row.amount,
      held: row.to_address === account,
    })
  }
  const held = [...last.values()].filter((token) => token.held)
  if (held.length === 0) return []

  const chainIds = [...new Set(held.map((token) => token.chainId))]
  const collections = await db
    .selectFrom('indexer_tokens')
    .select(['chain_id', 'address', 'name', 'symbol', 'spam'])
    .where('chain_id', 'in', chainIds)
    .where('address', 'in', [...new Set(held.map((token) => token.contract))])
    .execute()
  const collectionOf = (chain: number, contract: string) =>
    collections.find((c) => Number(c.chain_id) === chain && c.address === contract)
  const shown = held
    .filter((token) => collectionOf(token.chainId, token.contract)?.spam !== 1)
    .sort(
      (a, b) =>
        a.chainId - b.chainId ||
        a.contract.localeCompare(b.contract) ||
        (BigInt(a.tokenId) < BigInt(b.tokenId)
          ? -1
          : BigInt(a.tokenId) > BigInt(b.tokenId)
            ? 1
            : 0),
    )
    .slice(0, NFTS_MAX_ITEMS)
  if (shown.length === 0) return []
  const metadata = await db
    .selectFrom('indexer_nfts')
    .select(['chain_id', 'contract', 'token_id', 'name', 'image_url'])
    .where('chain_id', 'in', chainIds)
    .where('contract', 'in', [...new Set(shown.map((token) => token.contract))])
    .where('token_id', 'in', [...new Set(shown.map((token) => token.tokenId))])
    .execute()

  return shown.map((token): NftItem => {
    const collection = collectionOf(token.chainId, token.contract)
    const meta = metadata.find(
      (m) =>
        Number(m.chain_id) === token.chainId &&
        m.contract === token.contract &&
        m.token_id === token.tokenId,
    )
    const collectionName = collection?.name ?? collection?.symbol ?? 'NFT'
    return {
      chainId: `eip155:${token.chainId}`,
      contract: getAddress(token.contract),
      tokenId: token.tokenId,
      name: meta?.name ?? `${collectionName} #${token.tokenId}`,
      ...(meta?.image_url ? { imageUrl: meta.image_url } : {}),
      collection: { name: collectionName, symbol: collection?.symbol ?? '' },
    }
  })
}
