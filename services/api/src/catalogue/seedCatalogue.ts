import { readFileSync } from 'node:fs'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { type CatalogueFile, validateCatalogueFile } from './catalogueFile.js'
import { importCatalogue } from './importCatalogue.js'

/** The default catalogue shipped with the API (real wallets, neutral generated icons). */
export const DEFAULT_CATALOGUE_URL = new URL('./defaultCatalogue.json', import.meta.url)

/** The default catalogue file, parsed and validated. */
export function readDefaultCatalogue(): CatalogueFile {
  return validateCatalogueFile(JSON.parse(readFileSync(DEFAULT_CATALOGUE_URL, 'utf8')))
}

export type SeedCatalogueParameters = {
  db: Kysely<Database>
  /** @default the shipped default catalogue */
  file?: CatalogueFile | undefined
}

/**
 * Loads the default catalogue when the wallet table is empty; otherwise changes nothing (an
 * operator's imported catalogue is kept). Safe to run on every start and from two processes at
 * once (upserts). Returns whether it loaded anything.
 */
export async function seedCatalogue({ db, file }: SeedCatalogueParameters): Promise<boolean> {
  const existing = await db.selectFrom('wallets').select('id').limit(1).executeTakeFirst()
  if (existing) return false
  await importCatalogue({ db, file: file ?? readDefaultCatalogue(), mode: 'merge' })
  return true
}
