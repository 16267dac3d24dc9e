/** A `0x`-prefixed hex string. */
export type Hex = `0x${string}`

/** Asset types a wallet reports (spec §3 "Wallet asset"). */
export type WalletAssetType = 'ERC20' | 'NATIVE'

/** An asset as a wallet reports it (spec §3 "Wallet asset"), once validated. */
export type WalletAsset = {
  address: string
  /** Balance in the token's smallest unit, as a hex string. */
  balance: string
  type: WalletAssetType
  metadata: {
    name: string
    symbol: string
    /** A non-negative integer; assets with 0 decimals are filtered out. */
    decimals: number
    price: number
    iconUrl: string
    value?: number | undefined
  }
}

/** One transfer of a transaction history item (spec §3). */
export type TransactionTransfer = {
  quantity: { numeric: string }
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } } | undefined
  nft_info?:
    | {
        name?: string
        content?: { preview?: { url: string } }
        flags: { is_spam: boolean }
      }
    | undefined
}

/** A transaction history item (spec §3), as the history call answers it. */
export type TransactionHistoryItem = {
  id: string
  metadata: {
    /** ISO 8601 time the transaction was mined. */
    minedAt: string
    /** CAIP-2 id of the chain, e.g. `eip155:1`. */
    chain: string
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: readonly TransactionTransfer[]
}
