import { type Static, Type } from '@sinclair/typebox'

/** One balance of `GET /v1/account/{address}/balance` (spec §3 "Token balance"). */
export const BalanceItem = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  /** CAIP-2 id of the chain. */
  chainId: Type.String(),
  /** CAIP-10 address of the token; absent for the native currency. */
  address: Type.Optional(Type.String()),
  quantity: Type.Object({ decimals: Type.String(), numeric: Type.String() }),
  /**
   * USD price of one whole token; absent when the API has no trustworthy price (no pool above
   * the liquidity floor, no provider answer) — never 0 as if the token were worthless.
   */
  price: Type.Optional(Type.Number({ minimum: 0 })),
  /** USD value of the quantity (quantity × price); absent exactly when `price` is. */
  value: Type.Optional(Type.Number({ minimum: 0 })),
  iconUrl: Type.String(),
})
export type BalanceItem = Static<typeof BalanceItem>

/** `GET /v1/account/{address}/balance`. */
export const BalanceResponse = Type.Object({ balances: Type.Array(BalanceItem) })
export type BalanceResponse = Static<typeof BalanceResponse>

/** Which way a transfer moved, seen from the account (`self`: from the account to itself). */
export const TransferDirection = Type.Union([
  Type.Literal('in'),
  Type.Literal('out'),
  Type.Literal('self'),
])
export type TransferDirection = Static<typeof TransferDirection>

/** A transfer of a history item (spec §3), with its direction. */
export const HistoryTransfer = Type.Object({
  quantity: Type.Object({ numeric: Type.String() }),
  direction: TransferDirection,
  fungible_info: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String()),
      symbol: Type.Optional(Type.String()),
      icon: Type.Optional(Type.Object({ url: Type.String() })),
    }),
  ),
  nft_info: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String()),
      content: Type.Optional(
        Type.Object({ preview: Type.Optional(Type.Object({ url: Type.String() })) }),
      ),
      flags: Type.Object({ is_spam: Type.Boolean() }),
    }),
  ),
})
export type HistoryTransfer = Static<typeof HistoryTransfer>

/** A transaction history item of `GET /v1/account/{account}/history` (spec §3). */
export const HistoryItem = Type.Object({
  id: Type.String(),
  metadata: Type.Object({
    /** ISO 8601 time the transaction was mined. */
    minedAt: Type.String(),
    /** CAIP-2 id of the chain, e.g. `eip155:1`. */
    chain: Type.String(),
    operationType: Type.String(),
    status: Type.String(),
    sentFrom: Type.String(),
    sentTo: Type.String(),
  }),
  transfers: Type.Array(HistoryTransfer),
})
export type HistoryItem = Static<typeof HistoryItem>

/** One page of history: the items and the cursor of the next page (null: the last page). */
export const HistoryResponse = Type.Object({
  data: Type.Array(HistoryItem),
  next: Type.Union([Type.String(), Type.Null()]),
})
export type HistoryResponse = Static<typeof HistoryResponse>

/** An ERC-721 token an account holds now (`GET /v1/account/{address}/nfts`). */
export const NftItem = Type.Object({
  /** CAIP-2 id of the chain. */
  chainId: Type.String(),
  /** The collection's contract address (checksummed). */
  contract: Type.String(),
  /** Decimal token id. */
  tokenId: Type.String(),
  /** The metadata's name, else `<collection> #<id>`. */
  name: Type.String(),
  /** The metadata's image (http(s) or data:image, checked when indexed); absent when unknown. */
  imageUrl: Type.Optional(Type.String()),
  collection: Type.Object({ name: Type.String(), symbol: Type.String() }),
})
export type NftItem = Static<typeof NftItem>

/** `GET /v1/account/{address}/nfts` (spam collections left out). */
export const NftsResponse = Type.Object({ nfts: Type.Array(NftItem) })
export type NftsResponse = Static<typeof NftsResponse>

/** The name and avatar of an address (spec §7 "GET /v1/identity/{address}"). */
export const IdentityResponse = Type.Object({
  name: Type.Union([Type.String(), Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
})
export type IdentityResponse = Static<typeof IdentityResponse>

/** The CAIP-2 ids of the chains the API serves (spec §7 "GET v1/supported-chains"). */
export const SupportedChainsResponse = Type.Object({
  http: Type.Array(Type.String()),
  ws: Type.Array(Type.String()),
})
export type SupportedChainsResponse = Static<typeof SupportedChainsResponse>

/** `POST /v1/fungible/price`'s body: CAIP-10 token addresses (native: `…:0xeeee…`). */
export const FungiblePriceBody = Type.Object({
  currency: Type.Literal('usd'),
  addresses: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  projectId: Type.Optional(Type.String()),
})
export type FungiblePriceBody = Static<typeof FungiblePriceBody>

/** One price of `POST /v1/fungible/price`, USD. */
export const FungiblePrice = Type.Object({
  address: Type.String(),
  name: Type.String(),
  symbol: Type.String(),
  iconUrl: Type.String(),
  price: Type.Number(),
})
export type FungiblePrice = Static<typeof FungiblePrice>

/** `POST /v1/fungible/price`: the tokens it has a price for. */
export const FungiblePriceResponse = Type.Object({ fungibles: Type.Array(FungiblePrice) })
export type FungiblePriceResponse = Static<typeof FungiblePriceResponse>
