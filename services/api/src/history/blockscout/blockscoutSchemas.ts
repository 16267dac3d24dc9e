import { type Static, Type } from '@sinclair/typebox'

/**
 * The parts of Blockscout's REST API v2 answers the adapter reads, as published in its OpenAPI
 * description (https://docs.blockscout.com/openapi.yaml; the reference pages
 * https://docs.blockscout.com/api-reference/get-address-transactions,
 * …/get-address-token-transfers, …/get-list-of-nft-owned-by-address). Every other field is
 * allowed and ignored. Older instances name a transaction's block `block`, newer ones
 * `block_number`: both are read.
 */

const Address = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })
const TxHash = Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' })
const Decimal = Type.String({ pattern: '^[0-9]{1,80}$' })
/** An ISO 8601 time, e.g. `2024-05-01T12:00:00.000000Z`. */
const IsoTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}', maxLength: 40 })
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()])

/** `AddressParam`: an address with its labels. */
const AddressParam = Type.Object({ hash: Address })

/** `next_page_params`: passed back as query parameters for the next page; null on the last. */
export const BlockscoutNextPageParams = Type.Union([
  Type.Null(),
  Type.Record(
    Type.String({ pattern: '^[a-z_]{1,40}$' }),
    Type.Union([Type.String({ maxLength: 100 }), Type.Number(), Type.Boolean(), Type.Null()]),
    { maxProperties: 12 },
  ),
])

/** `Transaction` of `GET /addresses/{address_hash}/transactions`. */
export const BlockscoutTransaction = Type.Object({
  hash: TxHash,
  block_number: Type.Optional(Type.Integer({ minimum: 0 })),
  block: Type.Optional(Type.Integer({ minimum: 0 })),
  timestamp: IsoTime,
  from: AddressParam,
  to: Type.Union([AddressParam, Type.Null()]),
  value: Decimal,
  /** 'ok' | 'error'; null while pending. */
  status: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
})
export type BlockscoutTransaction = Static<typeof BlockscoutTransaction>

/** `TokenInfo`: the token of a transfer or an NFT instance. */
const BlockscoutToken = Type.Object({
  address_hash: Type.Optional(Address),
  address: Type.Optional(Address),
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  symbol: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  decimals: Type.Optional(Nullable(Decimal)),
  type: Type.String({ maxLength: 20 }),
  icon_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
})
export type BlockscoutToken = Static<typeof BlockscoutToken>

/** `TokenTransfer` of `GET /addresses/{address_hash}/token-transfers`. */
export const BlockscoutTokenTransfer = Type.Object({
  transaction_hash: TxHash,
  block_number: Type.Integer({ minimum: 0 }),
  log_index: Type.Union([Type.Integer({ minimum: 0 }), Decimal]),
  timestamp: IsoTime,
  from: AddressParam,
  to: AddressParam,
  token: BlockscoutToken,
  /** `TotalERC20` { value, decimals } or `TotalERC721` { token_id }. */
  total: Type.Union([
    Type.Object({ token_id: Decimal }),
    Type.Object({ value: Decimal, decimals: Type.Optional(Nullable(Decimal)) }),
  ]),
})
export type BlockscoutTokenTransfer = Static<typeof BlockscoutTokenTransfer>

/** `TokenInstance` of `GET /addresses/{address_hash}/nft`. */
export const BlockscoutNftInstance = Type.Object({
  id: Decimal,
  token: BlockscoutToken,
  token_type: Type.Optional(Type.String({ maxLength: 20 })),
  image_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  metadata: Type.Optional(
    Type.Union([Type.Null(), Type.Object({ name: Type.Optional(Type.Unknown()) })]),
  ),
})
export type BlockscoutNftInstance = Static<typeof BlockscoutNftInstance>

/** A list answer: `{ items, next_page_params }`. */
export const blockscoutPage = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    items: Type.Array(item, { maxItems: 1000 }),
    next_page_params: BlockscoutNextPageParams,
  })
