/**
 * How long `POST /v1/fungible/price` keeps a token's price (or its having none) before asking the
 * chain's price source again: 60 s, as often as the indexer refreshes its prices
 * (DEFAULT_PRICE_REFRESH_MS). A failed ask is never kept.
 */
export const PRICE_CACHE_TTL_MS = 60_000

/** Token prices kept at most (one per chain and token); the least recently used go first. */
export const PRICE_CACHE_MAX_ENTRIES = 10_000
