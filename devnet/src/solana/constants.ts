import { createHash } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n

/**
 * The devnet's genesis hash: base58 of sha256('portico-devnet:solana:genesis'). Fixed, so the
 * local network's CAIP-2 id never changes between runs; it is also the blockhash of slot 0.
 */
export const SOLANA_GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update('portico-devnet:solana:genesis').digest(),
)

/** CAIP-2 id of the local network: 'solana:' + the first 32 characters of the genesis hash. */
export const SOLANA_CAIP_NETWORK_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}` as const

/** How many slots a blockhash stays valid (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY_SLOTS = 150

/** Slots per epoch, as on mainnet. */
export const SLOTS_PER_EPOCH = 432_000

/** Fee per signature in lamports (Solana's default lamports_per_signature). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** How often a slot passes when nothing lands. @default 400 ms, as on mainnet */
export const DEFAULT_SLOT_INTERVAL_MS = 400

/** How many landed transactions the history keeps for getTransaction/getSignaturesForAddress. */
export const DEFAULT_HISTORY_CAPACITY = 10_000

/** Version the node reports (getVersion, context.apiVersion). */
export const SOLANA_CORE_VERSION = '2.3.0'

/** `feature-set` getVersion reports (an identifier of the feature set, as Agave's). */
export const SOLANA_FEATURE_SET = 3_640_012_085

/** SOL each demo wallet gets at genesis. */
export const SEED_SOL_PER_WALLET = 100n

/** USDC each demo wallet gets at genesis (whole tokens). */
export const SEED_USDC_PER_WALLET = 10_000n

/** SOL the deployer (mint authority and airdrop faucet) gets at genesis. */
export const SEED_SOL_DEPLOYER = 1_000_000n

/** USDC decimals, as on mainnet. */
export const USDC_DECIMALS = 6

/** Seed of the USDC mint's address (createAccountWithSeed from the deployer, owner SPL Token). */
export const USDC_MINT_SEED = 'portico-usdc'

/** Largest transaction on the wire (PACKET_DATA_SIZE). */
export const PACKET_DATA_SIZE = 1232
/** Largest base58 / base64 text of a transaction Agave accepts. */
export const MAX_BASE58_TRANSACTION_SIZE = 1683
export const MAX_BASE64_TRANSACTION_SIZE = 1644

/** Largest HTTP request body (Agave's MAX_REQUEST_BODY_SIZE, 50 KiB). */
export const MAX_REQUEST_BODY_BYTES = 50 * 1024

/** Limits of list parameters, as Agave's. */
export const MAX_MULTIPLE_ACCOUNTS = 100
export const MAX_SIGNATURE_STATUSES = 256
export const MAX_SIGNATURES_FOR_ADDRESS = 1000
