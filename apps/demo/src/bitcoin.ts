import { createBitcoinAdapter } from '@portico/bitcoin'

/**
 * The Bitcoin adapter of the demo: wallet-standard Bitcoin wallets (the test Bitcoin wallet in
 * development). Kept here so the Bitcoin actions panel signs and sends through the same adapter.
 */
export const bitcoinAdapter = createBitcoinAdapter()
