import { type Address, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { FailedTransactionMetadata } from 'litesvm'
import type { ExecutionResult } from './ledgerTypes.js'

/** litesvm's metadata of an executed transaction (landed, failed or simulated). */
export type ExecutionMeta = ReturnType<FailedTransactionMetadata['meta']>

/** The inner instructions of an execution, as the RPC's json encoding shows them. */
export function innerInstructionsOf(meta: ExecutionMeta): ExecutionResult['innerInstructions'] {
  const base58 = getBase58Decoder()
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction()
        return {
          programIdIndex: compiled.programIdIndex(),
          accounts: [...compiled.accounts()],
          data: base58.decode(compiled.data()),
          stackHeight: inner.stackHeight(),
        }
      }),
    }))
    .filter((entry) => entry.instructions.length > 0)
}

/** The data a program returned, base64; null when it returned none. */
export function returnDataOf(meta: ExecutionMeta): ExecutionResult['returnData'] {
  const returned = meta.returnData()
  const data = returned.data()
  if (data.length === 0) return null
  return {
    programId: getBase58Decoder().decode(returned.programId()) as Address,
    data: [getBase64Decoder().decode(data), 'base64'],
  }
}
