/** An EIP-1193 `ProviderRpcError`: what every failed `request()` of a test wallet rejects with. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    if (data !== undefined) this.data = data
  }

  /** The plain `{ code, message, data? }` shape, as it would cross a process or frame boundary. */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

/** 4001: the user (here, the test's behaviour setting) rejected the request. */
export class UserRejectedRequestError extends ProviderRpcError {
  static readonly code = 4001
  constructor(message = 'User rejected the request.') {
    super(UserRejectedRequestError.code, message)
  }
}

/** 4100: the method or account has not been authorized (e.g. signing before connecting). */
export class UnauthorizedError extends ProviderRpcError {
  static readonly code = 4100
  constructor(
    message = 'The requested method and/or account has not been authorized by the user.',
  ) {
    super(UnauthorizedError.code, message)
  }
}

/** 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  static readonly code = 4200
  constructor(method: string) {
    super(
      UnsupportedMethodError.code,
      `The Provider does not support the requested method: ${method}.`,
    )
  }
}

/** 4900: the wallet is disconnected from all chains. */
export class DisconnectedError extends ProviderRpcError {
  static readonly code = 4900
  constructor(message = 'The Provider is disconnected from all chains.') {
    super(DisconnectedError.code, message)
  }
}

/** 4902: `wallet_switchEthereumChain` to a chain the wallet does not know. */
export class UnrecognizedChainError extends ProviderRpcError {
  static readonly code = 4902
  constructor(chainIdHex: string) {
    super(
      UnrecognizedChainError.code,
      `Unrecognized chain ID "${chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  }
}

/** -32600: the request object itself is malformed. */
export class InvalidRequestError extends ProviderRpcError {
  static readonly code = -32600
  constructor(message: string) {
    super(InvalidRequestError.code, message)
  }
}

/** -32602: the method's parameters are invalid. */
export class InvalidParamsError extends ProviderRpcError {
  static readonly code = -32602
  constructor(message: string) {
    super(InvalidParamsError.code, message)
  }
}

/** -32603: something failed inside the wallet or its RPC. */
export class InternalError extends ProviderRpcError {
  static readonly code = -32603
  constructor(message: string, data?: unknown) {
    super(InternalError.code, message, data)
  }
}
