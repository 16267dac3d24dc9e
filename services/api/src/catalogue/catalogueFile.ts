import { type Static, Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/** CAIP-2 chain id: namespace (3-8 of a-z, 0-9, -) and reference (1-32 of a-z, A-Z, 0-9, -, _). */
export const CAIP2_PATTERN = '^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$'
/** CAIP-2 namespace alone, e.g. eip155. */
export const CAIP2_NAMESPACE_PATTERN = '^[-a-z0-9]{3,8}$'
/** Catalogue ids (wallets and images): short, URL-safe. CAIP-2 ids fit too (network images). */
export const CATALOGUE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$'
/** An image as a base64 data: URI of one of the content types served. */
export const IMAGE_DATA_URI_PATTERN =
  '^data:image/(png|jpeg|webp|gif|svg\\+xml);base64,[A-Za-z0-9+/]+={0,2}$'
/** Largest image accepted, decoded. */
export const MAX_IMAGE_BYTES = 256 * 1024

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]))

/** A link: an app scheme or https URL; script-capable schemes are refused. */
const AppLink = Type.String({
  maxLength: 500,
  pattern: '^(?!(?:javascript|data|vbscript|file):)[a-z][a-z0-9+.-]{1,31}://[^\\s<>"]*$',
})

/** One wallet of a catalogue file. */
export const CatalogueFileWallet = Type.Object(
  {
    id: Type.String({ pattern: CATALOGUE_ID_PATTERN }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    rdns: Nullable(Type.String({ pattern: '^[a-z0-9-]+(\\.[a-z0-9-]+)+$', maxLength: 200 })),
    chains: Type.Optional(
      Type.Array(Type.String({ pattern: CAIP2_PATTERN }), { maxItems: 500, uniqueItems: true }),
    ),
    mobile_link: Nullable(AppLink),
    desktop_link: Nullable(AppLink),
    webapp_link: Nullable(Type.String({ maxLength: 500, pattern: '^https?://[^\\s<>"]+$' })),
    badge: Type.Optional(Type.Union([Type.Literal('certified'), Type.Literal('none')])),
    /** Lower first. @default the wallet's position in the file */
    rank: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
    /** A data: URI; absent, a neutral icon is generated from the id and name. */
    image: Type.Optional(Type.String({ pattern: IMAGE_DATA_URI_PATTERN })),
    /** Where the facts come from (kept in the file, not served). */
    homepage: Nullable(Type.String({ maxLength: 500, pattern: '^https://[^\\s<>"]+$' })),
  },
  { additionalProperties: false },
)
export type CatalogueFileWallet = Static<typeof CatalogueFileWallet>

/** One asset (network), currency or token image of a catalogue file. */
export const CatalogueFileImage = Type.Object(
  {
    kind: Type.Union([Type.Literal('asset'), Type.Literal('currency'), Type.Literal('token')]),
    id: Type.String({ pattern: CATALOGUE_ID_PATTERN }),
    /** A data: URI; absent, a neutral icon is generated from the id and label. */
    image: Type.Optional(Type.String({ pattern: IMAGE_DATA_URI_PATTERN })),
    /** Text of the generated icon. @default the id */
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
)
export type CatalogueFileImage = Static<typeof CatalogueFileImage>

/** A catalogue file: what `npm run catalogue -- import` reads and the default catalogue is. */
export const CatalogueFile = Type.Object(
  {
    $comment: Type.Optional(Type.String()),
    wallets: Type.Array(CatalogueFileWallet, { minItems: 1, maxItems: 100_000 }),
    images: Type.Optional(Type.Array(CatalogueFileImage, { maxItems: 10_000 })),
  },
  { additionalProperties: false },
)
export type CatalogueFile = Static<typeof CatalogueFile>

/** A catalogue file that does not pass validation; `problems` names each place. */
export class InvalidCatalogueFileError extends Error {
  override name = 'InvalidCatalogueFileError'
  constructor(readonly problems: readonly string[]) {
    super(
      `invalid catalogue file (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems
        .slice(0, 20)
        .map((p) => `  ${p}`)
        .join('\n')}${problems.length > 20 ? `\n  … and ${problems.length - 20} more` : ''}`,
    )
  }
}

/** Decoded bytes of an image data: URI, with its content type. */
export function decodeImageDataUri(uri: string): { contentType: string; bytes: Buffer } {
  const match = /^data:(image\/[a-z+]+);base64,(.*)$/.exec(uri)
  if (!match) throw new Error('not an image data: URI')
  return { contentType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') }
}

/**
 * Checks a parsed catalogue file: its shape, then what a schema cannot say (unique ids, image
 * sizes). Throws InvalidCatalogueFileError listing every problem with its JSON path.
 */
export function validateCatalogueFile(value: unknown): CatalogueFile {
  if (!Value.Check(CatalogueFile, value)) {
    const problems = [...Value.Errors(CatalogueFile, value)].map(
      (e) => `${e.path || '/'}: ${e.message}${describeValue(e.value)}`,
    )
    throw new InvalidCatalogueFileError(problems)
  }
  const problems: string[] = []
  const walletIds = new Set<string>()
  value.wallets.forEach((wallet, i) => {
    if (walletIds.has(wallet.id)) problems.push(`/wallets/${i}/id: duplicate id '${wallet.id}'`)
    walletIds.add(wallet.id)
    if (wallet.image) checkImage(wallet.image, `/wallets/${i}/image`, problems)
  })
  const imageKeys = new Set<string>()
  value.images?.forEach((image, i) => {
    const key = `${image.kind}/${image.id}`
    if (imageKeys.has(key))
      problems.push(`/images/${i}: duplicate ${image.kind} image '${image.id}'`)
    imageKeys.add(key)
    if (image.image) checkImage(image.image, `/images/${i}/image`, problems)
  })
  if (problems.length > 0) throw new InvalidCatalogueFileError(problems)
  return value
}

function checkImage(uri: string, path: string, problems: string[]): void {
  const { bytes } = decodeImageDataUri(uri)
  if (bytes.length === 0) problems.push(`${path}: empty image`)
  if (bytes.length > MAX_IMAGE_BYTES)
    problems.push(`${path}: image of ${bytes.length} bytes, at most ${MAX_IMAGE_BYTES}`)
}

function describeValue(value: unknown): string {
  if (value === undefined) return ''
  const text = JSON.stringify(value)
  if (text === undefined) return ''
  return ` (got ${text.length > 60 ? `${text.slice(0, 57)}...` : text})`
}
