import { WALLET_SEARCH_ENTRIES, WALLETS_PAGE_SIZE } from '@portico/core/internal'
import type { WalletCatalogueEntry } from '@portico/protocol'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.js'
import type { WalletBadge } from './tables.js'

export type GetWalletsParameters = {
  db: Kysely<Database>
  /** 1-based. @default 1 */
  page?: number | undefined
  /** Page size. @default WALLETS_PAGE_SIZE (40) */
  entries?: number | undefined
  /** Only these wallet ids (when non-empty). */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  /** Case-insensitive substring of the name; the matches are capped at WALLET_SEARCH_ENTRIES. */
  search?: string | undefined
  /** `certified`: certified wallets only; `none` or absent: any badge. */
  badge?: WalletBadge | undefined
  /** CAIP-2 ids (eip155:1) or namespaces (solana): wallets supporting any of them. */
  chains?: readonly string[] | undefined
}

export type GetWalletsReturnType = {
  /** The page, in catalogue order: rank, then name (case-insensitive), then id. */
  data: WalletCatalogueEntry[]
  /** Every match (at most WALLET_SEARCH_ENTRIES when searching), not only this page. */
  count: number
}

/** One page of the wallet catalogue with its filters (spec §7 /getWallets). */
export async function getWallets({
  db,
  page = 1,
  entries = WALLETS_PAGE_SIZE,
  include = [],
  exclude = [],
  search,
  badge,
  chains = [],
}: GetWalletsParameters): Promise<GetWalletsReturnType> {
  const needle = search?.trim().toLowerCase() ?? ''
  const chainIds = chains.filter((c) => c.includes(':'))
  const namespaces = chains.filter((c) => !c.includes(':'))
  const filtered = db.selectFrom('wallets').where((eb) => {
    const conditions = []
    if (include.length > 0) conditions.push(eb('wallets.id', 'in', include))
    if (exclude.length > 0) conditions.push(eb('wallets.id', 'not in', exclude))
    if (needle)
      conditions.push(
        sql<boolean>`${eb.ref('wallets.name_lower')} like ${`%${escapeLike(needle)}%`} escape '\\'`,
      )
    if (badge === 'certified') conditions.push(eb('wallets.badge', '=', 'certified'))
    if (chains.length > 0)
      conditions.push(
        eb.exists(
          eb
            .selectFrom('wallet_chains')
            .select('wallet_chains.wallet_id')
            .whereRef('wallet_chains.wallet_id', '=', 'wallets.id')
            .where((inner) =>
              inner.or([
                ...(chainIds.length > 0 ? [inner('wallet_chains.chain_id', 'in', chainIds)] : []),
                ...(namespaces.length > 0
                  ? [inner('wallet_chains.namespace', 'in', namespaces)]
                  : []),
              ]),
            ),
        ),
      )
    return eb.and(conditions)
  })

  const cap = needle ? WALLET_SEARCH_ENTRIES : Number.POSITIVE_INFINITY
  const offset = (page - 1) * entries
  const limit = Math.min(entries, cap - offset)
  const [counted, rows] = await Promise.all([
    filtered
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    limit > 0
      ? filtered
          .select([
            'id',
            'name',
            'image_id',
            'rdns',
            'chains',
            'mobile_link',
            'desktop_link',
            'webapp_link',
          ])
          .orderBy('rank')
          .orderBy('name_lower')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute()
      : Promise.resolve([]),
  ])
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...(row.image_id !== null && { image_id: row.image_id }),
      rdns: row.rdns,
      chains: JSON.parse(row.chains) as string[],
      mobile_link: row.mobile_link,
      desktop_link: row.desktop_link,
      webapp_link: row.webapp_link,
    })),
    count: Math.min(Number(counted.count), cap),
  }
}

/** `%`, `_` and `\` in a search are matched literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
