import { type Static, Type } from '@sinclair/typebox'

/** An EVM address (spec §5: 40 hex characters; the 0x prefix is required on the wire). */
export const EvmAddress = Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })

/** A CAIP-2 id of an EVM chain, e.g. `eip155:31337`. */
export const Eip155ChainId = Type.String({ pattern: '^eip155:[1-9][0-9]{0,15}$' })

export const HistoryParams = Type.Object({ account: EvmAddress })
export const HistoryQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 200 })),
  chainId: Type.Optional(Eip155ChainId),
  /** Items per page. @default 20 */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  projectId: Type.Optional(Type.String()),
  st: Type.Optional(Type.String()),
  sv: Type.Optional(Type.String()),
})

const Transfer = Type.Object({
  quantity: Type.Object({ numeric: Type.String() }),
  direction: Type.Union([Type.Literal('in'), Type.Literal('out'), Type.Literal('self')]),
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

export const HistoryItem = Type.Object({
  id: Type.String(),
  metadata: Type.Object({
    minedAt: Type.String(),
    chain: Type.String(),
    operationType: Type.String(),
    status: Type.String(),
    sentFrom: Type.String(),
    sentTo: Type.String(),
  }),
  transfers: Type.Array(Transfer),
})
export type HistoryItem = Static<typeof HistoryItem>

export const HistoryResponse = Type.Object({
  data: Type.Array(HistoryItem),
  next: Type.Union([Type.String(), Type.Null()]),
})

/** A Solana address: 32 to 44 base58 characters (spec §5). */
export const SolanaAddress = Type.String({ pattern: '^[1-9A-HJ-NP-Za-km-z]{32,44}$' })
/** A Solana CAIP-2 network id: `solana:` and the genesis hash's first 32 base58 characters. */
export const SolanaChainId = Type.String({ pattern: '^solana:[1-9A-HJ-NP-Za-km-z]{32}$' })

export const BalanceParams = Type.Object({ address: Type.Union([EvmAddress, SolanaAddress]) })
export const BalanceQuery = Type.Object({
  currency: Type.Optional(Type.Literal('usd')),
  chainId: Type.Optional(Type.Union([Eip155ChainId, SolanaChainId])),
  forceUpdate: Type.Optional(Type.Boolean()),
  projectId: Type.Optional(Type.String()),
  st: Type.Optional(Type.String()),
  sv: Type.Optional(Type.String()),
})

export const BalanceItem = Type.Object({
  name: Type.String(),
  symbol: Type.String(),
  chainId: Type.String(),
  /** CAIP-10 address of the token; absent for the native currency. */
  address: Type.Optional(Type.String()),
  quantity: Type.Object({ decimals: Type.String(), numeric: Type.String() }),
  price: Type.Number(),
  value: Type.Number(),
  iconUrl: Type.String(),
})
export type BalanceItem = Static<typeof BalanceItem>

export const BalanceResponse = Type.Object({ balances: Type.Array(BalanceItem) })

export const SupportedChainsResponse = Type.Object({
  http: Type.Array(Type.String()),
  ws: Type.Array(Type.String()),
})

export const FungiblePriceBody = Type.Object({
  currency: Type.Literal('usd'),
  addresses: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  projectId: Type.Optional(Type.String()),
})

export const FungiblePriceResponse = Type.Object({
  fungibles: Type.Array(
    Type.Object({
      address: Type.String(),
      name: Type.String(),
      symbol: Type.String(),
      iconUrl: Type.String(),
      price: Type.Number(),
    }),
  ),
})

export const NftsParams = Type.Object({ address: EvmAddress })
export const NftsQuery = Type.Object({
  /** Only this chain; absent: every indexed chain. */
  chainId: Type.Optional(Eip155ChainId),
  projectId: Type.Optional(Type.String()),
  st: Type.Optional(Type.String()),
  sv: Type.Optional(Type.String()),
})

/** One ERC-721 token an account holds now. */
export const NftItem = Type.Object({
  /** CAIP-2 id of the chain. */
  chainId: Type.String(),
  /** The collection's contract (checksummed). */
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

export const NftsResponse = Type.Object({ nfts: Type.Array(NftItem) })
