import { getBase58Decoder } from '@solana/kit'
import type { LandedTransaction, SolanaLedger } from './createSolanaLedger.js'

/** A transaction's status as the RPC shows it. */
export const statusOf = (landed: LandedTransaction) =>
  landed.err ? { Err: landed.err.json } : { Ok: null }

/** The RPC's json encoding of a transaction (UiTransaction with a raw message). */
export function transactionJson(landed: LandedTransaction, withLookups: boolean) {
  const { message, signatures, staticAccounts } = landed.decoded
  const json: Record<string, unknown> = {
    accountKeys: staticAccounts,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((instruction) => ({
      accounts: instruction.accountIndices ?? [],
      data: getBase58Decoder().decode(instruction.data ?? new Uint8Array()),
      programIdIndex: instruction.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
  }
  if (withLookups && message.version === 0)
    json.addressTableLookups = (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    }))
  return { message: json, signatures }
}

/** The RPC's transaction meta (UiTransactionStatusMeta). */
export function transactionMeta(landed: LandedTransaction, withLoadedAddresses: boolean) {
  const meta: Record<string, unknown> = {
    computeUnitsConsumed: landed.unitsConsumed,
    err: landed.err?.json ?? null,
    fee: landed.fee,
    innerInstructions: landed.innerInstructions,
    logMessages: landed.logs,
    postBalances: landed.postBalances,
    postTokenBalances: landed.postTokenBalances,
    preBalances: landed.preBalances,
    preTokenBalances: landed.preTokenBalances,
    rewards: [],
    status: statusOf(landed),
  }
  if (landed.returnData) meta.returnData = landed.returnData
  if (withLoadedAddresses) meta.loadedAddresses = landed.loadedAddresses
  return meta
}

/** The RPC's simulateTransaction result (also a preflight failure's data). */
export const simulationJson = (
  result: ReturnType<SolanaLedger['simulate']>,
  extra: Record<string, unknown>,
) => ({
  accounts: null,
  err: result.err?.json ?? null,
  fee: result.fee,
  innerInstructions: null,
  loadedAccountsDataSize: 0,
  loadedAddresses: result.loadedAddresses,
  logs: result.logs,
  postBalances: result.postBalances,
  postTokenBalances: result.postTokenBalances,
  preBalances: result.preBalances,
  preTokenBalances: result.preTokenBalances,
  replacementBlockhash: null,
  returnData: result.returnData,
  unitsConsumed: result.unitsConsumed,
  ...extra,
})
