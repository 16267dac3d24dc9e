import { decodeWireTransaction } from './decodeWireTransaction.js'
import { parseBoolean } from './params.js'
import { RPC_ERROR_CODES, RpcError } from './rpcError.js'
import type { RpcContext } from './rpcMethodKit.js'
import { simulationJson } from './transactionJson.js'

/** Sends a transaction: verify, preflight unless skipped, then run it on the ledger. */
export async function sendWireTransaction(
  context: RpcContext,
  wire: Uint8Array,
  config: Record<string, unknown>,
): Promise<string> {
  const { ledger } = context
  const decoded = decodeWireTransaction(wire)
  if (!(await ledger.verifySignatures(decoded)))
    throw new RpcError(
      RPC_ERROR_CODES.signatureVerificationFailure,
      'Transaction signature verification failure',
    )
  if (!parseBoolean(config.skipPreflight, 'skipPreflight', false)) {
    const preflight = ledger.simulate(decoded, { sigVerify: true, checkBlockhash: true })
    if (preflight.err)
      throw new RpcError(
        RPC_ERROR_CODES.preflightFailure,
        `Transaction simulation failed: ${preflight.err.message}`,
        simulationJson(preflight, {}),
      )
  }
  // Dropped transactions (unknown blockhash, duplicates) get their signature back and never land,
  // as with a validator.
  ledger.process(decoded)
  return decoded.signature
}
