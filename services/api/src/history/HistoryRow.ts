/**
 * One transfer an upstream list (a Blockscout or Etherscan list) reported for an account, in the
 * adapters' common shape. Addresses and hashes lowercase.
 */
export type HistoryRow = {
  block: number
  /** The transaction's hash. */
  hash: string
  /** Block time, seconds. */
  timestamp: number
  /** The transaction's sender and recipient, when the list tells them. */
  txFrom?: string | undefined
  txTo?: string | null | undefined
  kind: 'native' | 'erc20' | 'erc721'
  from: string
  to: string
  /** Base units (native, ERC-20) or the token id (ERC-721), decimal. */
  amount: string
  /** The token, for ERC-20 and ERC-721 rows. */
  token?:
    | {
        address: string
        name?: string | undefined
        symbol?: string | undefined
        decimals?: number | undefined
        iconUrl?: string | undefined
      }
    | undefined
  /** Order inside the transaction: -1 for its own value, else the log index. */
  order: number
}

/** The chain's native currency, for native rows. */
export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
  iconUrl?: string | undefined
}
