/** Stands for a chain's native currency where a token address is expected (prices, balances). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** topic0 of `Transfer(address,address,uint256)`, the same event for ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** Multicall3, deployed at the same address on most EVM chains and on the devnet. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Blocks read and stored per database transaction. @default */
export const DEFAULT_BATCH_SIZE = 100

/** Pause between two rounds of the indexer once it has caught up. */
export const DEFAULT_POLL_MS = 1_000

/** How often prices are refreshed from the price source. */
export const DEFAULT_PRICE_REFRESH_MS = 60_000
