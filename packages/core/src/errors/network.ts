import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** A feature (gas price, swaps) is not available on the active network (spec §8). */
export class NetworkNotSupportedError extends PorticoError {
  override name = 'NetworkNotSupportedError'
  static override readonly docsPath: string = '/errors#network-not-supported'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Network not supported', parameters)
  }
}

/** The wallet refused to add the chain (wallet_addEthereumChain failed). */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError'
  static override readonly docsPath: string = '/errors#chain-not-supported'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

/** No configured network matches the one asked for. */
export class NetworkNotFoundError extends PorticoError {
  override name = 'NetworkNotFoundError'
  static override readonly docsPath: string = '/errors#network-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/**
 * A chain id was needed (e.g. of the active network) and there is none.
 *
 * @deprecated Portico raises it nowhere: a chain id the dApp did not configure is spec §4's
 * unsupported chain (the UnsupportedChain view), and switching to one raises NetworkNotFoundError.
 * It stays for spec §8's catalogue and goes in the next breaking release.
 */
export class ChainIdNotFoundError extends PorticoError {
  override name = 'ChainIdNotFoundError'
  static override readonly docsPath: string = '/errors#chain-id-not-found'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('ChainId not found', parameters)
  }
}

/** The network has no RPC URL to send requests to. */
export class NoRpcUrlError extends PorticoError {
  override name = 'NoRpcUrlError'
  static override readonly docsPath: string = '/errors#no-rpc-url'
  readonly chainId: string | number
  constructor(chainId: string | number, parameters: PorticoErrorParameters = {}) {
    super('No RPC url provided for chainId', { details: `Chain id: ${chainId}`, ...parameters })
    this.chainId = chainId
  }
}

/**
 * No JSON-RPC provider was created for the chain: 'JSON-RPC provider for {chainId} not found'.
 *
 * @deprecated Portico raises it nowhere: core keeps no JSON-RPC provider per chain (requests go
 * to the network's RPC URL, or fail with NoRpcUrlError). It stays for spec §8's catalogue and
 * goes in the next breaking release.
 */
export class JsonRpcProviderNotFoundError extends PorticoError {
  override name = 'JsonRpcProviderNotFoundError'
  static override readonly docsPath: string = '/errors#json-rpc-provider-not-found'
  readonly chainId: string | number
  constructor(chainId: string | number, parameters: PorticoErrorParameters = {}) {
    super(`JSON-RPC provider for ${chainId} not found`, parameters)
    this.chainId = chainId
  }
}

/**
 * The network store was used before its chain client was set.
 *
 * @deprecated Portico raises it nowhere: there is no network controller whose client could be
 * unset (the network store is built with the instance). It stays for spec §8's catalogue and goes
 * in the next breaking release.
 */
export class NetworkControllerClientNotSetError extends PorticoError {
  override name = 'NetworkControllerClientNotSetError'
  static override readonly docsPath: string = '/errors#network-controller-client-not-set'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('NetworkController client not set', parameters)
  }
}
