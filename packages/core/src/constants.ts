/**
 * Every business constant and limit of spec §9, with its unit in its name. Other modules import
 * from here; a number of the spec appears nowhere else.
 */

// Time (spec §9 "Time constants").
export const ONE_SECOND_MS = 1_000
export const THREE_SECONDS_MS = 3_000
export const FIVE_SECONDS_MS = 5_000
export const TEN_SECONDS_MS = 10_000
export const FOUR_MINUTES_MS = 240_000
export const MINUTE_S = 60
export const HOUR_S = 3_600
export const DAY_S = 86_400
export const WEEK_S = 604_800
/** A year of 365 days. */
export const YEAR_S = 31_536_000

// Email login and embedded wallet.
export const EMAIL_LOGIN_COOLDOWN_S = 30
export const EMAIL_SOCIAL_REQUEST_TIMEOUT_MS = 120_000
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_READY_DELAY_MS = 500
export const DISCONNECT_TIMEOUT_MS = 3_000
export const EMBEDDED_WALLET_SDK_VERSION = 4

// Pairing.
export const PAIRING_EXPIRY_MS = FOUR_MINUTES_MS
/** A pairing URI counts as expired with this much time or less left. */
export const PAIRING_EXPIRED_THRESHOLD_MS = TEN_SECONDS_MS

// Caches and retries.
export const BALANCE_CACHE_TTL_MS = 30_000
export const NATIVE_BALANCE_CACHE_TTL_MS = 30_000
export const IDENTITY_CACHE_TTL_MS = 300_000
export const ENS_CACHE_TTL_MS = 300_000
/** After a failed balance fetch, no retry for this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000

// Wallet lists.
export const RECENT_WALLETS_KEPT = 2
export const RECOMMENDED_WALLETS_COUNT = 4
export const WALLETS_PAGE_SIZE = 40
export const WALLET_SEARCH_ENTRIES = 100
export const WALLET_SEARCH_MIN_WAIT_MS = 300
export const DEFAULT_FEATURED_WALLETS_COUNT = 4

// Features.
export const SWAP_SLIPPAGE_TOLERANCE_PERCENT = 1
export const SWAP_SUPPORTED_EIP155_CHAIN_COUNT = 12
/**
 * The eip155 chains with swaps (spec §9 "Swaps supported on 12 eip155 chains"): Ethereum, OP,
 * BNB Smart Chain, Gnosis, Polygon, Fantom, zkSync Era, Base, Arbitrum One, Avalanche, Linea and
 * Aurora. Its length is SWAP_SUPPORTED_EIP155_CHAIN_COUNT.
 */
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 10, 56, 100, 137, 250, 324, 8453, 42161, 43114, 59144, 1313161554,
] as const
/** The devnet's chains (anvil), where the API swaps through the devnet's Uniswap V2 router. */
export const SWAP_DEVNET_CHAIN_IDS = [31337, 31338] as const
/** The native currency's token address in swaps (CAIP-10 `eip155:<chainId>:0xeeee…`). */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
/**
 * Gas assumed for a swap whose estimate cannot be read yet (the approval is still to be sent, so
 * the node would refuse to estimate the swap): a Uniswap V2 two-hop swap uses about 150,000–
 * 200,000; 250,000 does not understate it. The network fee shown is gas price × this.
 */
export const SWAP_DEFAULT_GAS = 250_000n
/** Gas assumed for an ERC-20 approval when the API gives no estimate. */
export const SWAP_DEFAULT_APPROVAL_GAS = 60_000n
export const ONRAMP_PROVIDER_FEE_MIN_PERCENT = 1
export const ONRAMP_PROVIDER_FEE_MAX_PERCENT = 2

// Display.
export const BALANCE_DISPLAY_DECIMALS = 3
export const TOKEN_VALUE_DISPLAY_DECIMALS = 2
export const TRANSACTION_QUANTITY_DISPLAY_DECIMALS = 3
export const ADDRESS_DISPLAY_LEADING_CHARS = 4
export const ADDRESS_DISPLAY_TRAILING_CHARS = 6
/** Emails longer than this are shortened with an ellipsis. */
export const EMAIL_DISPLAY_MAX_CHARS = 30
export const ACCOUNT_NAME_MIN_CHARS = 4

// UI timing.
export const SOCIAL_POPUP_WIDTH_PX = 600
export const SOCIAL_POPUP_HEIGHT_PX = 800
export const SOCIAL_POPUP_CLOSED_POLL_MS = 1_000
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const NOTIFICATION_RESHOW_DELAY_MS = 150
export const MODAL_SHAKE_MS = 500
/** Unknown RPC methods are refused after this delay ('Action not allowed'). */
export const UNKNOWN_METHOD_REJECT_DELAY_MS = 300

// Transport and logging.
export const LOG_BUFFER_BYTES = 1_024_000
export const HTTP_TRANSPORT_TIMEOUT_MS = 10_000
export const HTTP_TRANSPORT_BATCH_SIZE = 1_000
export const RPC_RETRY_COUNT = 3
/** First retry delay; each next one doubles. */
export const RPC_RETRY_BASE_DELAY_MS = 150
export const EVENT_EMITTER_MAX_LISTENERS = 10
export const DEDUPE_CACHE_ENTRIES = 8_192
export const HEARTBEAT_INTERVAL_MS = 5_000
export const PENDING_TRANSACTIONS_LIMIT = 99
export const RELAY_DEFAULT_TIMEOUT_MS = 300_000
export const DEFAULT_LOG_LEVEL = 'error'

// Analytics and error reports.
export const ANALYTICS_MAX_EVENTS = 5
export const ANALYTICS_WINDOW_MS = 60_000
/** The longest errorType, errorMessage and stackTrace of an error report the API takes. */
export const ERROR_REPORT_TYPE_MAX_CHARS = 256
export const ERROR_REPORT_MESSAGE_MAX_CHARS = 2_048
export const ERROR_REPORT_STACK_MAX_CHARS = 8_192

// Theme (spec §2).
export const MODAL_WIDTH_PX = 360
export const DEFAULT_Z_INDEX = 999

// Account names (spec §5): EVM chain ids become coin types below 2^31.
export const COIN_TYPE_MAX_CHAIN_ID = 2 ** 31

/** The SDK type (`st`) every API call carries. */
export const SDK_TYPE = 'portico'
/** The SDK version (`sv`) every API call carries. */
export const SDK_VERSION = 'js-0.1.0'
/** The Portico project's home, where the modal's branding footer links (`features.branding`). */
export const PORTICO_PROJECT_URL = 'https://github.com/portico-wallet/portico'
/** The name the branding footer shows ("UX by Portico"); a name, never translated. */
export const PORTICO_BRAND_NAME = 'Portico'

// Relative time (spec §9 "Relative-time thresholds: seconds 44, minutes 89/44, etc."; the full
// table is dayjs's, which these numbers come from).
export const RELATIVE_TIME_FEW_SECONDS_MAX_S = 44
export const RELATIVE_TIME_A_MINUTE_MAX_S = 89
export const RELATIVE_TIME_MINUTES_MAX_MIN = 44
export const RELATIVE_TIME_AN_HOUR_MAX_MIN = 89
export const RELATIVE_TIME_HOURS_MAX_H = 21
export const RELATIVE_TIME_A_DAY_MAX_H = 35
export const RELATIVE_TIME_DAYS_MAX_D = 25
export const RELATIVE_TIME_A_MONTH_MAX_D = 45
export const RELATIVE_TIME_MONTHS_MAX_MONTHS = 10
export const RELATIVE_TIME_A_YEAR_MAX_MONTHS = 17

// Which namespaces each feature serves (spec §9).
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const
export const SEND_NAMESPACES = ['eip155', 'solana'] as const
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const
export const ACTIVITY_NAMESPACES = ['eip155'] as const
export const ACCOUNT_NAME_NAMESPACES = ['eip155'] as const
/** Gas is estimated before a send only on EVM (spec §5). */
export const GAS_ESTIMATION_NAMESPACES = ['eip155'] as const
