import { base58 } from '@scure/base'
import { signSolanaMessage } from '../sign/signSolanaMessage.js'
import { signSolanaTransaction } from '../sign/signSolanaTransaction.js'
import { paramsObject, stringField } from './params.js'
import {
  invalidParamsError,
  unauthorizedError,
  unsupportedMethodError,
} from './SessionRequestError.js'
import type { SampleWalletRequest, SessionRequestContext, SessionRequestOutcome } from './types.js'

function sign(transaction: unknown, privateKey: Uint8Array) {
  if (typeof transaction !== 'string')
    throw invalidParamsError('transaction must be a base64 string')
  try {
    return signSolanaTransaction({ transaction, privateKey })
  } catch (error) {
    throw invalidParamsError(`cannot sign this transaction: ${(error as Error).message}`)
  }
}

/**
 * Answers a solana session request: solana_getAccounts, solana_requestAccounts,
 * solana_signMessage (base58 message → base58 signature), solana_signTransaction and
 * solana_signAllTransactions (serialized legacy transactions, base64).
 */
export async function handleSolanaRequest(
  { method, params }: SampleWalletRequest,
  { accounts }: SessionRequestContext,
): Promise<SessionRequestOutcome> {
  const { address, privateKey } = accounts.solana
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return { result: [{ pubkey: address }] }
    case 'solana_signMessage': {
      const p = paramsObject(params, method)
      const pubkey = stringField(p, 'pubkey')
      if (pubkey !== address) throw unauthorizedError(pubkey)
      let message: Uint8Array
      try {
        message = base58.decode(stringField(p, 'message'))
      } catch {
        throw invalidParamsError('message must be base58')
      }
      return { result: { signature: signSolanaMessage({ message, privateKey }) } }
    }
    case 'solana_signTransaction': {
      const p = paramsObject(params, method)
      return { result: sign(p.transaction, privateKey) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = paramsObject(params, method)
      if (!Array.isArray(transactions) || transactions.length === 0)
        throw invalidParamsError('transactions must be a non-empty array')
      return { result: { transactions: transactions.map((t) => sign(t, privateKey).transaction) } }
    }
    default:
      throw unsupportedMethodError(method)
  }
}
