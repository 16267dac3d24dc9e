import { RpcError, type RpcErrorParameters } from './rpc.js'

/** The user rejected the request (EIP-1193 4001). */
export class UserRejectedRequestError extends RpcError {
  override name = 'UserRejectedRequestError'
  static override readonly docsPath: string = '/errors#user-rejected-request'
  static readonly code = 4001
  constructor(parameters: RpcErrorParameters = {}) {
    super('User rejected the request.', { ...parameters, code: UserRejectedRequestError.code })
  }
}

/** The method or account has not been authorised by the user (EIP-1193 4100). */
export class UnauthorizedProviderError extends RpcError {
  override name = 'UnauthorizedProviderError'
  static override readonly docsPath: string = '/errors#unauthorized-provider'
  static readonly code = 4100
  constructor(parameters: RpcErrorParameters = {}) {
    super('The requested method and/or account has not been authorized by the user.', {
      ...parameters,
      code: UnauthorizedProviderError.code,
    })
  }
}

/** The provider does not support the method (EIP-1193 4200). */
export class UnsupportedProviderMethodError extends RpcError {
  override name = 'UnsupportedProviderMethodError'
  static override readonly docsPath: string = '/errors#unsupported-provider-method'
  static readonly code = 4200
  constructor(parameters: RpcErrorParameters = {}) {
    super('The Provider does not support the requested method.', {
      ...parameters,
      code: UnsupportedProviderMethodError.code,
    })
  }
}

/** The provider is disconnected from all chains (EIP-1193 4900). */
export class ProviderDisconnectedError extends RpcError {
  override name = 'ProviderDisconnectedError'
  static override readonly docsPath: string = '/errors#provider-disconnected'
  static readonly code = 4900
  constructor(parameters: RpcErrorParameters = {}) {
    super('The Provider is disconnected from all chains.', {
      ...parameters,
      code: ProviderDisconnectedError.code,
    })
  }
}

/** The provider is not connected to the requested chain (EIP-1193 4901). */
export class ChainDisconnectedError extends RpcError {
  override name = 'ChainDisconnectedError'
  static override readonly docsPath: string = '/errors#chain-disconnected'
  static readonly code = 4901
  constructor(parameters: RpcErrorParameters = {}) {
    super('The Provider is not connected to the requested chain.', {
      ...parameters,
      code: ChainDisconnectedError.code,
    })
  }
}

/** The chain is unknown to the wallet, or switching failed (EIP-3326 4902); add it with wallet_addEthereumChain. */
export class SwitchChainError extends RpcError {
  override name = 'SwitchChainError'
  static override readonly docsPath: string = '/errors#switch-chain'
  static readonly code = 4902
  constructor(parameters: RpcErrorParameters = {}) {
    super('An error occurred when attempting to switch chain.', {
      ...parameters,
      code: SwitchChainError.code,
    })
  }
}

/** A capability not marked optional is unsupported (EIP-5792 5700). */
export class UnsupportedNonOptionalCapabilityError extends RpcError {
  override name = 'UnsupportedNonOptionalCapabilityError'
  static override readonly docsPath: string = '/errors#unsupported-non-optional-capability'
  static readonly code = 5700
  constructor(parameters: RpcErrorParameters = {}) {
    super('This Wallet does not support a capability that was not marked as optional.', {
      ...parameters,
      code: UnsupportedNonOptionalCapabilityError.code,
    })
  }
}

/** The wallet does not support the chain id (EIP-5792 5710). */
export class UnsupportedChainIdError extends RpcError {
  override name = 'UnsupportedChainIdError'
  static override readonly docsPath: string = '/errors#unsupported-chain-id'
  static readonly code = 5710
  constructor(parameters: RpcErrorParameters = {}) {
    super('This Wallet does not support the requested chain ID.', {
      ...parameters,
      code: UnsupportedChainIdError.code,
    })
  }
}

/** A bundle with this id was already submitted (EIP-5792 5720). */
export class DuplicateBundleIdError extends RpcError {
  override name = 'DuplicateBundleIdError'
  static override readonly docsPath: string = '/errors#duplicate-bundle-id'
  static readonly code = 5720
  constructor(parameters: RpcErrorParameters = {}) {
    super('There is already a bundle submitted with this ID.', {
      ...parameters,
      code: DuplicateBundleIdError.code,
    })
  }
}

/** The bundle id is unknown (EIP-5792 5730). */
export class UnknownBundleIdError extends RpcError {
  override name = 'UnknownBundleIdError'
  static override readonly docsPath: string = '/errors#unknown-bundle-id'
  static readonly code = 5730
  constructor(parameters: RpcErrorParameters = {}) {
    super('This bundle id is unknown or has not been submitted.', {
      ...parameters,
      code: UnknownBundleIdError.code,
    })
  }
}

/** The call bundle is too large (EIP-5792 5740). */
export class BundleTooLargeError extends RpcError {
  override name = 'BundleTooLargeError'
  static override readonly docsPath: string = '/errors#bundle-too-large'
  static readonly code = 5740
  constructor(parameters: RpcErrorParameters = {}) {
    super('The call bundle is too large for the Wallet to process.', {
      ...parameters,
      code: BundleTooLargeError.code,
    })
  }
}

/** The user rejected the upgrade to atomic execution (EIP-5792 5750). */
export class AtomicUpgradeRejectedError extends RpcError {
  override name = 'AtomicUpgradeRejectedError'
  static override readonly docsPath: string = '/errors#atomic-upgrade-rejected'
  static readonly code = 5750
  constructor(parameters: RpcErrorParameters = {}) {
    super('The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.', {
      ...parameters,
      code: AtomicUpgradeRejectedError.code,
    })
  }
}

/** Atomic execution is required but not supported (EIP-5792 5760). */
export class AtomicityNotSupportedError extends RpcError {
  override name = 'AtomicityNotSupportedError'
  static override readonly docsPath: string = '/errors#atomicity-not-supported'
  static readonly code = 5760
  constructor(parameters: RpcErrorParameters = {}) {
    super('The wallet does not support atomic execution but the request requires it.', {
      ...parameters,
      code: AtomicityNotSupportedError.code,
    })
  }
}

/** Every EIP-1193 / EIP-3326 / EIP-5792 provider error class of spec §8, one per code. */
export const PROVIDER_RPC_ERRORS = [
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateBundleIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicUpgradeRejectedError,
  AtomicityNotSupportedError,
] as const

/**
 * A wallet RPC method neither safe nor needing approval was refused (spec §6: 'Requested RPC call
 * is not allowed'; the user sees {@link RpcMethodNotAllowedError.toast}). Code 4100, unauthorized.
 */
export class RpcMethodNotAllowedError extends RpcError {
  override name = 'RpcMethodNotAllowedError'
  static override readonly docsPath: string = '/errors#rpc-method-not-allowed'
  static readonly code = UnauthorizedProviderError.code
  /** The toast the modal shows (spec §6: 'Action not allowed'). */
  static readonly toast = 'Action not allowed'
  /** The method that was refused. */
  readonly method: string
  constructor(method: string, parameters: RpcErrorParameters = {}) {
    super('Requested RPC call is not allowed', {
      details: `Method: ${method}`,
      ...parameters,
      code: RpcMethodNotAllowedError.code,
    })
    this.method = method
  }
}
