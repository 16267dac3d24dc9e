import { type AuthProvider, type ChainNamespace, InvalidParamsRpcError } from '@portico/core'

type Listener = (...arguments_: unknown[]) => void

/** The embedded wallet's EIP-1193 provider of one namespace, with an `emit` for the adapter. */
export type EmbeddedWalletProvider = AuthProvider & {
  /** Calls the listeners of an EIP-1193 event (connect, accountsChanged, chainChanged, disconnect). */
  emit(
    event: 'connect' | 'accountsChanged' | 'chainChanged' | 'disconnect',
    ...arguments_: unknown[]
  ): void
  readonly isPorticoEmbedded: true
}

export type CreateAuthProviderParameters = {
  namespace: ChainNamespace
  /** The connected account of the namespace, if any. */
  account(): { address: string; chainId: number | string } | undefined
  /** `wallet_switchEthereumChain`: moves the embedded wallet to an EVM chain. */
  switchChain(chainId: number): Promise<void>
  /**
   * Asked before a request goes to the frame (core's check, [docs/embedded-wallet.md](docs/embedded-wallet.md)): rejects an unknown method
   * ('Requested RPC call is not allowed', 4100) after the modal said 'Action not allowed'.
   */
  authorize(method: string): Promise<void>
  /** Every other request: an `RpcRequest` to the frame, on the account's chain. */
  rpc(method: string, params: unknown, chainId: number | string | undefined): Promise<unknown>
}

const toHex = (value: number) => `0x${value.toString(16)}`

/**
 * The provider dApp code uses (viem, the demo's personal_sign): accounts and the chain id are
 * answered from the connection, `wallet_switchEthereumChain` moves the wallet, and everything else
 * goes to the frame as `RpcRequest` once core allowed it — safe methods answered there through
 * the chain's RPC, not-safe ones (signing, sending) approved by the visitor on the frame's own
 * screen; an unknown method never leaves the page (RpcMethodNotAllowedError, 4100, after the
 * modal's 'Action not allowed'). Errors carry the frame's EIP-1193 code (4001 rejected …).
 */
export function createAuthProvider({
  namespace,
  account,
  switchChain,
  authorize,
  rpc,
}: CreateAuthProviderParameters): EmbeddedWalletProvider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    isPorticoEmbedded: true,
    async request({ method, params }) {
      const current = account()
      if (method === 'eth_accounts' || method === 'eth_requestAccounts')
        return current ? [current.address] : []
      if (method === 'eth_chainId' && typeof current?.chainId === 'number')
        return toHex(current.chainId)
      if (namespace === 'eip155' && method === 'wallet_switchEthereumChain') {
        const chainId = Array.isArray(params)
          ? (params[0] as { chainId?: unknown } | undefined)?.chainId
          : undefined
        if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId))
          throw new InvalidParamsRpcError({
            details: 'wallet_switchEthereumChain needs a hex chainId',
          })
        await switchChain(Number.parseInt(chainId, 16))
        return null
      }
      await authorize(method)
      return rpc(method, params, current?.chainId)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...arguments_) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...arguments_)
    },
  }
}
