import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** Parameters of an RPC error: those of every error plus the `data` the node or wallet sent. */
export type RpcErrorParameters = Omit<PorticoErrorParameters, 'code'> & {
  /** The error's `data` member, as received. */
  data?: unknown
}

/**
 * Base of errors a JSON-RPC node or an EIP-1193 provider answered with. Subclasses carry their
 * numeric code as a static `code` (spec §8 "JSON-RPC codes", "Provider codes").
 */
export class RpcError extends PorticoError {
  override name = 'RpcError'
  static override readonly docsPath: string = '/errors#rpc'
  declare readonly code: number | undefined
  /** The error's `data` member, as received. */
  readonly data: unknown
  constructor(
    shortMessage: string,
    parameters: RpcErrorParameters & { code?: number | undefined },
  ) {
    super(shortMessage, parameters)
    this.data = parameters.data
  }
}

/** An RPC request failed with no code we know (spec §8: 'RPC Request failed.'). */
export class RpcRequestError extends RpcError {
  override name = 'RpcRequestError'
  static override readonly docsPath: string = '/errors#rpc-request'
  constructor(parameters: RpcErrorParameters & { code?: number | undefined } = {}) {
    super('RPC Request failed.', parameters)
  }
}

/** The server could not parse the JSON it received (-32700). */
export class ParseRpcError extends RpcError {
  override name = 'ParseRpcError'
  static override readonly docsPath: string = '/errors#parse-rpc'
  static readonly code = -32700
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid JSON was received by the server.', { ...parameters, code: ParseRpcError.code })
  }
}

/** The JSON sent is not a valid request object (-32600). */
export class InvalidRequestRpcError extends RpcError {
  override name = 'InvalidRequestRpcError'
  static override readonly docsPath: string = '/errors#invalid-request-rpc'
  static readonly code = -32600
  constructor(parameters: RpcErrorParameters = {}) {
    super('The JSON sent is not a valid request object.', {
      ...parameters,
      code: InvalidRequestRpcError.code,
    })
  }
}

/** The method does not exist or is not available (-32601). */
export class MethodNotFoundRpcError extends RpcError {
  override name = 'MethodNotFoundRpcError'
  static override readonly docsPath: string = '/errors#method-not-found-rpc'
  static readonly code = -32601
  constructor(parameters: RpcErrorParameters = {}) {
    super('The method does not exist or is not available.', {
      ...parameters,
      code: MethodNotFoundRpcError.code,
    })
  }
}

/** Invalid method parameters (-32602). */
export class InvalidParamsRpcError extends RpcError {
  override name = 'InvalidParamsRpcError'
  static override readonly docsPath: string = '/errors#invalid-params-rpc'
  static readonly code = -32602
  constructor(parameters: RpcErrorParameters = {}) {
    super('Invalid parameters were provided to the RPC method.', {
      ...parameters,
      code: InvalidParamsRpcError.code,
    })
  }
}

/** Internal JSON-RPC error (-32603). */
export class InternalRpcError extends RpcError {
  override name = 'InternalRpcError'
  static override readonly docsPath: string = '/errors#internal-rpc'
  static readonly code = -32603
  constructor(parameters: RpcErrorParameters = {}) {
    super('An internal error was received.', { ...parameters, code: InternalRpcError.code })
  }
}

/** Missing or invalid parameters (-32000). */
export class InvalidInputRpcError extends RpcError {
  override name = 'InvalidInputRpcError'
  static override readonly docsPath: string = '/errors#invalid-input-rpc'
  static readonly code = -32000
  constructor(parameters: RpcErrorParameters = {}) {
    super('Missing or invalid parameters.', { ...parameters, code: InvalidInputRpcError.code })
  }
}

/** Requested resource not found (-32001). */
export class ResourceNotFoundRpcError extends RpcError {
  override name = 'ResourceNotFoundRpcError'
  static override readonly docsPath: string = '/errors#resource-not-found-rpc'
  static readonly code = -32001
  constructor(parameters: RpcErrorParameters = {}) {
    super('Requested resource not found.', { ...parameters, code: ResourceNotFoundRpcError.code })
  }
}

/** Requested resource not available (-32002). */
export class ResourceUnavailableRpcError extends RpcError {
  override name = 'ResourceUnavailableRpcError'
  static override readonly docsPath: string = '/errors#resource-unavailable-rpc'
  static readonly code = -32002
  constructor(parameters: RpcErrorParameters = {}) {
    super('Requested resource not available.', {
      ...parameters,
      code: ResourceUnavailableRpcError.code,
    })
  }
}

/** Transaction creation failed (-32003). */
export class TransactionRejectedRpcError extends RpcError {
  override name = 'TransactionRejectedRpcError'
  static override readonly docsPath: string = '/errors#transaction-rejected-rpc'
  static readonly code = -32003
  constructor(parameters: RpcErrorParameters = {}) {
    super('Transaction creation failed.', { ...parameters, code: TransactionRejectedRpcError.code })
  }
}

/** Method is not supported (-32004). */
export class MethodNotSupportedRpcError extends RpcError {
  override name = 'MethodNotSupportedRpcError'
  static override readonly docsPath: string = '/errors#method-not-supported-rpc'
  static readonly code = -32004
  constructor(parameters: RpcErrorParameters = {}) {
    super('Method is not supported.', { ...parameters, code: MethodNotSupportedRpcError.code })
  }
}

/** Request exceeds a defined limit (-32005). */
export class LimitExceededRpcError extends RpcError {
  override name = 'LimitExceededRpcError'
  static override readonly docsPath: string = '/errors#limit-exceeded-rpc'
  static readonly code = -32005
  constructor(parameters: RpcErrorParameters = {}) {
    super('Request exceeds defined limit.', { ...parameters, code: LimitExceededRpcError.code })
  }
}

/** Version of the JSON-RPC protocol is not supported (-32006). */
export class JsonRpcVersionUnsupportedError extends RpcError {
  override name = 'JsonRpcVersionUnsupportedError'
  static override readonly docsPath: string = '/errors#json-rpc-version-unsupported'
  static readonly code = -32006
  constructor(parameters: RpcErrorParameters = {}) {
    super('Version of JSON-RPC protocol is not supported.', {
      ...parameters,
      code: JsonRpcVersionUnsupportedError.code,
    })
  }
}

/** Every JSON-RPC error class of spec §8, one per code. */
export const JSON_RPC_ERRORS = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
] as const
