import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { type CatalogueFile, decodeImageDataUri } from './catalogueFile.js'
import { createCatalogueIcon } from './createCatalogueIcon.js'
import type { CatalogueImagesTable, WalletChainsTable, WalletsTable } from './tables.js'

/**
 * How an import meets the catalogue already stored.
 * - `replace`: the file's wallets become the whole wallet list (others are removed).
 * - `merge`: the file's wallets are added or updated by id; others stay.
 * Either way asset, currency and token images of the file are added or updated by kind and id,
 * and wallet images no wallet uses any more are removed.
 */
export type ImportMode = 'replace' | 'merge'

export type ImportCatalogueParameters = {
  db: Kysely<Database>
  /** A file that passed validateCatalogueFile. */
  file: CatalogueFile
  /** @default 'replace' */
  mode?: ImportMode | undefined
}

export type ImportCatalogueReturnType = {
  /** Wallets written from the file. */
  wallets: number
  /** Wallets in the catalogue afterwards. */
  total: number
  /** Asset, currency and token images written from the file. */
  images: number
}

/** Rows per INSERT: well under both engines' bound-parameter limits. */
const BATCH_ROWS = 500

/**
 * Writes a catalogue file in ONE transaction: all of it or, on any error, nothing. Wallet images
 * are content-addressed (image_id is a digest of the bytes), so they may be cached for long.
 */
export async function importCatalogue({
  db,
  file,
  mode = 'replace',
}: ImportCatalogueParameters): Promise<ImportCatalogueReturnType> {
  const wallets: WalletsTable[] = []
  const chains: WalletChainsTable[] = []
  const walletImages = new Map<string, CatalogueImagesTable>()
  file.wallets.forEach((wallet, index) => {
    const image = wallet.image
      ? decodeImageDataUri(wallet.image)
      : createCatalogueIcon({ id: wallet.id, label: wallet.name })
    const imageId = createHash('sha256')
      .update(image.contentType)
      .update('\n')
      .update(image.bytes)
      .digest('hex')
      .slice(0, 32)
    walletImages.set(imageId, {
      kind: 'wallet',
      id: imageId,
      content_type: image.contentType,
      bytes: image.bytes,
    })
    const walletChains = wallet.chains ?? []
    wallets.push({
      id: wallet.id,
      name: wallet.name,
      name_lower: wallet.name.toLowerCase(),
      image_id: imageId,
      rdns: wallet.rdns ?? null,
      chains: JSON.stringify(walletChains),
      mobile_link: wallet.mobile_link ?? null,
      desktop_link: wallet.desktop_link ?? null,
      webapp_link: wallet.webapp_link ?? null,
      badge: wallet.badge ?? 'none',
      rank: wallet.rank ?? index,
    })
    for (const chainId of walletChains)
      chains.push({
        wallet_id: wallet.id,
        chain_id: chainId,
        namespace: chainId.slice(0, chainId.indexOf(':')),
      })
  })
  const otherImages: CatalogueImagesTable[] = (file.images ?? []).map((entry) => {
    const image = entry.image
      ? decodeImageDataUri(entry.image)
      : createCatalogueIcon({ id: `${entry.kind}/${entry.id}`, label: entry.label ?? entry.id })
    return { kind: entry.kind, id: entry.id, content_type: image.contentType, bytes: image.bytes }
  })

  return db.transaction().execute(async (trx) => {
    if (mode === 'replace') {
      await trx.deleteFrom('wallet_chains').execute()
      await trx.deleteFrom('wallets').execute()
    } else {
      for (const ids of batches(wallets.map((w) => w.id)))
        await trx.deleteFrom('wallet_chains').where('wallet_id', 'in', ids).execute()
    }
    for (const rows of batches([...walletImages.values()]))
      await trx
        .insertInto('catalogue_images')
        .values(rows)
        .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
        .execute()
    for (const rows of batches(wallets))
      await trx
        .insertInto('wallets')
        .values(rows)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            name_lower: eb.ref('excluded.name_lower'),
            image_id: eb.ref('excluded.image_id'),
            rdns: eb.ref('excluded.rdns'),
            chains: eb.ref('excluded.chains'),
            mobile_link: eb.ref('excluded.mobile_link'),
            desktop_link: eb.ref('excluded.desktop_link'),
            webapp_link: eb.ref('excluded.webapp_link'),
            badge: eb.ref('excluded.badge'),
            rank: eb.ref('excluded.rank'),
          })),
        )
        .execute()
    for (const rows of batches(chains)) await trx.insertInto('wallet_chains').values(rows).execute()
    for (const rows of batches(otherImages))
      await trx
        .insertInto('catalogue_images')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['kind', 'id']).doUpdateSet((eb) => ({
            content_type: eb.ref('excluded.content_type'),
            bytes: eb.ref('excluded.bytes'),
          })),
        )
        .execute()
    await trx
      .deleteFrom('catalogue_images')
      .where('kind', '=', 'wallet')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('wallets')
              .select('wallets.id')
              .whereRef('wallets.image_id', '=', 'catalogue_images.id'),
          ),
        ),
      )
      .execute()
    const { total } = await trx
      .selectFrom('wallets')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow()
    return { wallets: wallets.length, total: Number(total), images: otherImages.length }
  })
}

function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += BATCH_ROWS) yield items.slice(i, i + BATCH_ROWS)
}
