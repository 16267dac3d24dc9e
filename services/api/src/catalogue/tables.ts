/** Tables of the wallet catalogue (filled by its migration). */
// biome-ignore lint/complexity/noBannedTypes: filled in by the catalogue's migration
export type CatalogueTables = {}
