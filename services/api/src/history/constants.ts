/** How long one request to a history source (Blockscout, Etherscan) may take. */
export const HISTORY_SOURCE_TIMEOUT_MS = 10_000

/** The largest answer read from a history source; a bigger one is refused as malformed. */
export const HISTORY_SOURCE_MAX_RESPONSE_BYTES = 5 * 1024 * 1024

/** Upstream pages one list may read for one page of history (pages above the cursor skipped). */
export const HISTORY_SOURCE_MAX_PAGES_PER_LIST = 10

/** Rows asked of Etherscan per call (its `offset`). */
export const ETHERSCAN_PAGE_SIZE = 100

/** Etherscan answers at most this many rows of one query (page × offset); then `endblock` moves. */
export const ETHERSCAN_MAX_RESULT_WINDOW = 10_000

/** Etherscan's v2 endpoint, when the operator's file names none. */
export const ETHERSCAN_DEFAULT_URL = 'https://api.etherscan.io/v2/api'

/** ERC-721 transfers read from Etherscan to work out the tokens an account holds, at most. */
export const ETHERSCAN_NFT_TRANSFERS_MAX = 10_000

/** The longest cursor a source writes (and the history route accepts). */
export const HISTORY_CURSOR_MAX_CHARS = 3_000

/** Pages of `/nft` read from Blockscout for one answer (50 tokens a page). */
export const BLOCKSCOUT_NFT_MAX_PAGES = 25

/** The longest image URL taken from a history source. */
export const IMAGE_URL_MAX_CHARS = 2_000
