import { createSolanaRpcFromTransport } from '@solana/kit'
import {
  type CreateFalloverRpcTransportParameters,
  createFalloverRpcTransport,
} from './createFalloverRpcTransport.js'

export { type CreateFalloverRpcTransportParameters, createFalloverRpcTransport }

export type SolanaRpcParameters = CreateFalloverRpcTransportParameters

/**
 * The Solana JSON-RPC client of every read Portico makes on a cluster, the widget's (balances,
 * transfers, signature statuses) and the services' (through @portico/kit's createSolanaRpcClient):
 * over the cluster's ordered RPC URLs with spec §9's retry and fallover (createFalloverRpcTransport).
 */
export function solanaRpc(parameters: SolanaRpcParameters) {
  return createSolanaRpcFromTransport(createFalloverRpcTransport(parameters))
}
