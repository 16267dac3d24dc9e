import type { KeyPairSigner } from '@solana/kit'
import { SOLANA_CORE_VERSION } from './constants.js'
import type { SolanaLedger } from './createSolanaLedger.js'
import { checkEncoding, encodeAccount, type LedgerAccount } from './encodeAccount.js'
import { checkCommitment, parseAccountEncoding, parseConfig, parseDataSlice } from './params.js'

/** What the methods work with. */
export type RpcContext = {
  ledger: SolanaLedger
  /** Pays airdrops (the deployer). */
  faucet: KeyPairSigner
}

/** One JSON-RPC method: params (as sent) → result. */
export type RpcMethod = (params: unknown, context: RpcContext) => unknown

const rpcContext = (ledger: SolanaLedger) => ({
  apiVersion: SOLANA_CORE_VERSION,
  slot: ledger.slot,
})
export const withContext = (ledger: SolanaLedger, value: unknown) => ({
  context: rpcContext(ledger),
  value,
})

/** Reads the common `commitment`/`minContextSlot` config at `index`. */
export const commonConfig = (list: unknown[], index: number, ledger: SolanaLedger) => {
  const config = parseConfig(list[index])
  checkCommitment(config, ledger.slot)
  return config
}

/** Encodes an account as the request's config asks (encoding, dataSlice). */
export const accountReader =
  (ledger: SolanaLedger, config: Record<string, unknown>, fallback: 'binary' | 'base64') =>
  (account: LedgerAccount | null) => {
    const encoding = parseAccountEncoding(config.encoding, fallback)
    const dataSlice = parseDataSlice(config.dataSlice)
    checkEncoding(encoding, dataSlice)
    return account && encodeAccount(account, encoding, dataSlice, ledger.mintDecimals)
  }
