import { ConnectBeforeRequestError } from '@portico/core'
import type UniversalProvider from '@walletconnect/universal-provider'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider (request, on, removeListener) over the WalletConnect session's eip155 part. */
export type WalletConnectEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Emits an EIP-1193 event to the listeners (used by the adapter on wallet events). */
  emit(
    event: 'connect' | 'accountsChanged' | 'chainChanged' | 'disconnect',
    ...args: unknown[]
  ): void
  readonly isWalletConnect: true
}

/**
 * The connector's provider for EVM code: every request goes to the session's eip155 namespace on
 * the chain the account is on (`getChainId()`), so viem, the demo's personal_sign and
 * eth_sendTransaction work through it as through a browser wallet. Signing methods reach the
 * wallet; read methods go to the network's RPC (the rpcMap). `eth_chainId` answers in hex, as
 * EIP-1193 wants. The UniversalProvider loads on the first request. Without a session a request
 * fails with ConnectBeforeRequestError.
 */
export function createEip1193Provider({
  getProvider,
  getChainId,
  onChainSwitched,
}: {
  getProvider(): Promise<UniversalProvider>
  getChainId(): number | undefined
  /** The wallet accepted a `wallet_switchEthereumChain` sent through this provider. */
  onChainSwitched?(chainId: number): void
}): WalletConnectEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  return {
    isWalletConnect: true,
    async request({ method, params }) {
      const chainId = getChainId()
      if (method === 'eth_chainId' && chainId !== undefined) return `0x${chainId.toString(16)}`
      const provider = await getProvider()
      // Spec §8 'Please call connect() before request()': no session, nothing to send it over.
      if (!provider.session) throw new ConnectBeforeRequestError()
      const args = params === undefined ? { method } : { method, params: params as object }
      const result = await provider.request(
        args,
        chainId === undefined ? undefined : `eip155:${chainId}`,
      )
      if (method === 'wallet_switchEthereumChain') {
        const target = (params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId
        if (typeof target === 'string') onChainSwitched?.(Number.parseInt(target, 16))
      }
      return result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
    },
  }
}
