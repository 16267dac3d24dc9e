import type { HistoryItem, NftItem } from '@portico/protocol'

/** Parameters of {@link HistorySource.history}. */
export type HistorySourceHistoryParameters = {
  chainId: number
  /** The `next` of the previous page; absent: the newest page. */
  cursor?: string | undefined
  limit: number
  /** Only transactions of blocks below this one (the indexer's start block). @default none */
  beforeBlock?: number | undefined
}

/** Parameters of {@link HistorySource.nfts}. */
export type HistorySourceNftsParameters = {
  chainId: number
  cursor?: string | undefined
  limit: number
}

/**
 * An existing indexer an operator runs or rents (Blockscout, Etherscan), read for an account's
 * history and NFTs, answering @portico/protocol's shapes. A source that is down, rate-limited or
 * answers something malformed throws a HistorySourceError; it never answers an empty page instead.
 */
export type HistorySource = {
  /** The source's kind, for logs and error details (`blockscout`, `etherscan`). */
  name: string
  /** One page of the account's transactions, newest first; `next` null on the last page. */
  history(
    address: string,
    parameters: HistorySourceHistoryParameters,
  ): Promise<{ data: HistoryItem[]; next: string | null }>
  /** The ERC-721 tokens the account holds; `next` null on the last page. */
  nfts(
    address: string,
    parameters: HistorySourceNftsParameters,
  ): Promise<{ nfts: NftItem[]; next: string | null }>
}
