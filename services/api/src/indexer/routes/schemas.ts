import { EvmAddress } from '@portico/protocol'
import { Type } from '@sinclair/typebox'
import { HISTORY_CURSOR_MAX_CHARS } from '../../history/constants.js'

/**
 * The indexer routes' requests. Their answers' schemas (BalanceResponse, HistoryResponse,
 * NftsResponse, SupportedChainsResponse, FungiblePriceResponse) are @portico/protocol's.
 */

/** A CAIP-2 id of an EVM chain, e.g. `eip155:31337`. */
export const Eip155ChainId = Type.String({ pattern: '^eip155:[1-9][0-9]{0,15}$' })

export const HistoryParams = Type.Object({ account: EvmAddress })
export const HistoryQuery = Type.Object({
  /** An indexer cursor, or `s.` and a history source's. */
  cursor: Type.Optional(Type.String({ maxLength: HISTORY_CURSOR_MAX_CHARS })),
  chainId: Type.Optional(Eip155ChainId),
  /** Items per page. @default 20 */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  projectId: Type.Optional(Type.String()),
  st: Type.Optional(Type.String()),
  sv: Type.Optional(Type.String()),
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

export const NftsParams = Type.Object({ address: EvmAddress })
export const NftsQuery = Type.Object({
  /** Only this chain; absent: every indexed chain. */
  chainId: Type.Optional(Eip155ChainId),
  projectId: Type.Optional(Type.String()),
  st: Type.Optional(Type.String()),
  sv: Type.Optional(Type.String()),
})
