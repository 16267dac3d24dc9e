import { BaseError } from 'viem'
import { InternalError, ProviderRpcError } from './errors.js'

/** Any failure as a ProviderRpcError, keeping the deepest JSON-RPC code viem saw. */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  if (error instanceof BaseError) {
    const withCode = error.walk((e) => typeof (e as { code?: unknown }).code === 'number') as {
      code?: number
    } | null
    return new ProviderRpcError(withCode?.code ?? InternalError.code, error.shortMessage, {
      details: error.details,
    })
  }
  return new InternalError(error instanceof Error ? error.message : String(error))
}
