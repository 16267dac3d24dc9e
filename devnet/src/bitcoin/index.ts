/**
 * The devnet's Bitcoin API (`@portico/devnet/bitcoin`): an Esplora-style HTTP API over an in-memory
 * regtest ledger, and the demo accounts' Bitcoin keys.
 */

export type { DevnetBitcoinConfig } from '../devnetFile.js'
export {
  type BitcoinOrdinalKey,
  type BitcoinPaymentKey,
  bitcoinRootFromMnemonic,
  type DevnetBitcoinAccount,
  deriveBitcoinAccounts,
  deriveOrdinalKey,
  derivePaymentKey,
  tweakTaprootPrivateKey,
} from '../keys/bitcoinKeys.js'
export { BitcoinLedger, type LedgerBlock, type LedgerTransaction } from './BitcoinLedger.js'
export { bitcoin, ecc } from './bitcoinjs.js'
export * from './regtest.js'
export { BITCOIN_SEED, seedBitcoinLedger } from './seedBitcoinLedger.js'
export { createEcdsaSigner, createTaprootSigner } from './signers.js'
export {
  type BitcoinApi,
  type StartBitcoinApiParameters,
  startBitcoinApi,
} from './startBitcoinApi.js'
export { TransactionRejectedError } from './TransactionRejectedError.js'
