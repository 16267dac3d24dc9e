import type { SampleWalletNamespace } from '../keys/deriveSampleWalletAccounts.js'

/** A JSON-RPC error the wallet answers a session request with. */
export class SessionRequestError extends Error {
  override name = 'SessionRequestError'
  /** JSON-RPC / EIP-1193 error code. */
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** -32602: the request's params are missing or malformed. */
export function invalidParamsError(detail: string): SessionRequestError {
  return new SessionRequestError(-32602, `Invalid params: ${detail}`)
}

/** 4100: the request names an account this wallet does not hold (or did not approve). */
export function unauthorizedError(account: unknown): SessionRequestError {
  return new SessionRequestError(
    4100,
    `The requested account ${String(account)} has not been authorized by the user.`,
  )
}

/** 4200: the wallet does not support the method on that namespace. */
export function unsupportedMethodError(method: string): SessionRequestError {
  return new SessionRequestError(4200, `The wallet does not support the method ${method}.`)
}

/** 4902 (EIP-3326): a chain that is not part of the session or has no RPC here. */
export function unrecognizedChainError(chainId: string): SessionRequestError {
  return new SessionRequestError(4902, `Unrecognized chain ID ${chainId}.`)
}

/**
 * The error of a request the user rejected: EIP-1193's 4001 on eip155, WalletConnect's
 * USER_REJECTED (5000) on the other namespaces.
 */
export function userRejectedError(namespace: SampleWalletNamespace | string): SessionRequestError {
  return namespace === 'eip155'
    ? new SessionRequestError(4001, 'User rejected the request.')
    : new SessionRequestError(5000, 'User rejected.')
}

/** The `{ code, message }` of any error, for a JSON-RPC error response; unknown errors become -32603. */
export function toJsonRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof SessionRequestError) return { code: error.code, message: error.message }
  const message =
    (error as { shortMessage?: unknown })?.shortMessage ?? (error as Error)?.message ?? error
  return { code: -32603, message: `Internal error: ${String(message)}` }
}
