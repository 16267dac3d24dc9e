import * as bitcoinModule from '@portico/devnet/bitcoin'
import { expect, test } from 'vitest'

test('@portico/devnet/bitcoin exports the API, the ledger and the keys', () => {
  expect(Object.keys(bitcoinModule).sort()).toMatchInlineSnapshot(`
    [
      "BITCOIN_REGTEST_CAIP_NETWORK_ID",
      "BITCOIN_SEED",
      "BitcoinLedger",
      "COINBASE_MATURITY",
      "DUST_RELAY_FEE_RATE",
      "MAX_MONEY",
      "MAX_STANDARD_TX_WEIGHT",
      "MIN_RELAY_FEE_RATE",
      "REGTEST_BITS",
      "REGTEST_GENESIS_HASH",
      "REGTEST_HALVING_INTERVAL",
      "REGTEST_NETWORK",
      "SATS_PER_BTC",
      "TransactionRejectedError",
      "bitcoin",
      "bitcoinRootFromMnemonic",
      "blockSubsidy",
      "createEcdsaSigner",
      "createRegtestGenesisBlock",
      "createTaprootSigner",
      "deriveBitcoinAccounts",
      "deriveOrdinalKey",
      "derivePaymentKey",
      "ecc",
      "seedBitcoinLedger",
      "startBitcoinApi",
      "tweakTaprootPrivateKey",
    ]
  `)
})
