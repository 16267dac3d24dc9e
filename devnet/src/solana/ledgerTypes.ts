import type { Address } from '@solana/kit'
import type { DecodedTransaction } from './decodeWireTransaction.js'
import type { LedgerAccount } from './encodeAccount.js'
import type { UiTokenAmount } from './tokenAccounts.js'
import type { DescribedTransactionError } from './transactionError.js'

/** A token balance of a transaction's meta (pre/postTokenBalances). */
export type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** An inner instruction as the RPC's json encoding shows it. */
export type InnerInstructionJson = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

/** What executing a transaction did (landed or simulated). */
export type ExecutionResult = {
  err: DescribedTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  fee: bigint
  accountKeys: Address[]
  loadedAddresses: { writable: Address[]; readonly: Address[] }
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  innerInstructions: { index: number; instructions: InnerInstructionJson[] }[]
  returnData: { programId: Address; data: [string, 'base64'] } | null
  /** Accounts after the transaction (simulation only). */
  postAccounts: Map<Address, LedgerAccount | null>
}

/** A landed transaction, kept for getTransaction, getSignatureStatuses and getSignaturesForAddress. */
export type LandedTransaction = ExecutionResult & {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  decoded: DecodedTransaction
  memo: string | null
}
