/** Badges a catalogue wallet can carry; `certified` is given by the operator (see README of the catalogue). */
export const WALLET_BADGES = ['certified', 'none'] as const
export type WalletBadge = (typeof WALLET_BADGES)[number]

/** Kinds of catalogue images, each with its own route (spec §7 "Wallet catalogue"). */
export const IMAGE_KINDS = ['wallet', 'asset', 'currency', 'token'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

/** One wallet of the catalogue (spec §3 "Wallet catalogue entry" plus what filtering needs). */
export type WalletsTable = {
  id: string
  name: string
  /** `name` lower-cased: case-insensitive search and an order that means the same on both engines. */
  name_lower: string
  image_id: string | null
  rdns: string | null
  /** JSON array of CAIP-2 chain ids, as served. */
  chains: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge: WalletBadge
  /** Lower comes first; ties by name, then id. */
  rank: number
}

/** One row per chain of a wallet, so the chains filter is plain SQL on both engines. */
export type WalletChainsTable = {
  wallet_id: string
  /** CAIP-2 id, e.g. eip155:1. */
  chain_id: string
  /** Its namespace, e.g. eip155. */
  namespace: string
}

/** An image served by the catalogue routes, keyed by kind and id. */
export type CatalogueImagesTable = {
  kind: ImageKind
  id: string
  content_type: string
  /** BLOB on SQLite, bytea on PostgreSQL; both read back as a Buffer. */
  bytes: Uint8Array
}

/** Tables of the wallet catalogue (migration 0002). */
export type CatalogueTables = {
  wallets: WalletsTable
  wallet_chains: WalletChainsTable
  catalogue_images: CatalogueImagesTable
}
