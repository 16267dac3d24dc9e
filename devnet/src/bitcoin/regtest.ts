import { bitcoin } from './bitcoinjs.js'

/** bitcoinjs-lib's regtest parameters: bech32 prefix `bcrt`, testnet base58 versions. */
export const REGTEST_NETWORK = bitcoin.networks.regtest

/** Hash of Bitcoin Core's regtest genesis block (block 0 of this ledger). */
export const REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of Bitcoin regtest: `bip122:` + the first 32 hex characters of the genesis hash. */
export const BITCOIN_REGTEST_CAIP_NETWORK_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Proof-of-work limit of regtest (compact form): about every second hash meets it. */
export const REGTEST_BITS = 0x207fffff

/** Regtest halves the block subsidy every 150 blocks (mainnet: 210000). */
export const REGTEST_HALVING_INTERVAL = 150

/** A coinbase output can be spent once it has this many confirmations (consensus). */
export const COINBASE_MATURITY = 100

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000

/** Largest amount any output or sum may hold (21 million BTC, consensus MAX_MONEY). */
export const MAX_MONEY = 21_000_000 * SATS_PER_BTC

/** Largest standard transaction weight (Bitcoin Core policy MAX_STANDARD_TX_WEIGHT). */
export const MAX_STANDARD_TX_WEIGHT = 400_000

/** Minimum relay fee rate in sat/vB (Bitcoin Core's default -minrelaytxfee of 1000 sat/kvB). */
export const MIN_RELAY_FEE_RATE = 1

/** Dust relay fee rate in sat/vB (Bitcoin Core's default -dustrelayfee of 3000 sat/kvB). */
export const DUST_RELAY_FEE_RATE = 3

// The genesis coinbase (the same transaction as mainnet's: "The Times 03/Jan/2009 …").
const GENESIS_COINBASE_HEX =
  '01000000010000000000000000000000000000000000000000000000000000000000000000ffffffff4d04ffff001d0104455468652054696d65732030332f4a616e2f32303039204368616e63656c6c6f72206f6e206272696e6b206f66207365636f6e64206261696c6f757420666f722062616e6b73ffffffff0100f2052a01000000434104678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5fac00000000'

/**
 * Bitcoin Core's regtest genesis block, rebuilt from its fields (version 1, time 1296688602,
 * bits 0x207fffff, nonce 2, the mainnet genesis coinbase); its hash is {@link REGTEST_GENESIS_HASH}.
 */
export function createRegtestGenesisBlock(): InstanceType<typeof bitcoin.Block> {
  const block = new bitcoin.Block()
  const coinbase = bitcoin.Transaction.fromHex(GENESIS_COINBASE_HEX)
  block.version = 1
  block.prevHash = Buffer.alloc(32)
  block.timestamp = 1_296_688_602
  block.bits = REGTEST_BITS
  block.nonce = 2
  block.transactions = [coinbase]
  block.merkleRoot = bitcoin.Block.calculateMerkleRoot([coinbase])
  if (block.getId() !== REGTEST_GENESIS_HASH)
    throw new Error(`regtest genesis block hashes to ${block.getId()}, not ${REGTEST_GENESIS_HASH}`)
  return block
}

/** The block subsidy in satoshis at a height on regtest (50 BTC, halving every 150 blocks). */
export function blockSubsidy(height: number): number {
  const halvings = Math.floor(height / REGTEST_HALVING_INTERVAL)
  if (halvings >= 64) return 0
  return Math.floor((50 * SATS_PER_BTC) / 2 ** halvings)
}
