/** Tables of the chain indexer (filled by its migration). */
// biome-ignore lint/complexity/noBannedTypes: filled in by the indexer's migration
export type IndexerTables = {}
