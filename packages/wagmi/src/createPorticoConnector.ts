import { ConnectBeforeRequestError } from '@portico/core'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, hexToNumber, numberToHex } from 'viem'

/**
 * A listener of a provider event. Its arguments are unknown, as Portico's providers (WalletConnect's
 * session, the embedded wallet) type them: a narrower type here would refuse those providers.
 */
type ProviderListener = (...args: unknown[]) => void

/** An EIP-1193 provider with the events wagmi listens to. */
export type PorticoEip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: ProviderListener): void
  removeListener(event: string, listener: ProviderListener): void
}

export type CreatePorticoConnectorParameters = {
  /** The wagmi connector's id. */
  id: string
  name: string
  /** The wagmi connector's type, e.g. 'walletConnect'. */
  type: string
  icon?: string | undefined
  /** The id of the Portico connector that makes this connection (its modal's option). */
  porticoConnectorId: string
  /** The provider of the connection Portico made (WalletConnect's session, the embedded wallet). */
  provider: PorticoEip1193Provider
  /** Ends Portico's connection (wagmi's `useDisconnect` ends the session, as Portico's button does). */
  endConnection(): Promise<void>
}

/** What the wagmi connectors of Portico's own connections carry beside wagmi's fields. */
export type PorticoConnectorProperties = { porticoConnectorId: string }

/**
 * A wagmi connector over a connection Portico makes in its modal (the pairing QR code, the email
 * code): it does not prompt, it reports the connection. When Portico connects, the provider's
 * `connect` event makes wagmi connected too (wagmi's config listens to a connector's `connect`);
 * its `accountsChanged`, `chainChanged` and `disconnect` move wagmi's connection likewise.
 * `connect()` from wagmi (its `useConnect`, its reconnect on load) succeeds while Portico's
 * connection is up and fails without one; wagmi's `disconnect()` ends Portico's connection.
 */
export function createPorticoConnector({
  id,
  name,
  type,
  icon,
  porticoConnectorId,
  provider,
  endConnection,
}: CreatePorticoConnectorParameters) {
  return createConnector<PorticoEip1193Provider, PorticoConnectorProperties>((config) => {
    const accountsOf = async () =>
      ((await provider.request({ method: 'eth_accounts' })) as string[]).map((a) => getAddress(a))
    const chainIdOf = async () =>
      hexToNumber((await provider.request({ method: 'eth_chainId' })) as `0x${string}`)
    const onAccountsChanged = (accounts: unknown) => {
      const list = accounts as string[]
      if (list.length === 0) config.emitter.emit('disconnect')
      else config.emitter.emit('change', { accounts: list.map((a) => getAddress(a)) })
    }
    const onChainChanged = (chainId: unknown) =>
      config.emitter.emit('change', { chainId: hexToNumber(chainId as `0x${string}`) })
    const onDisconnect = () => config.emitter.emit('disconnect')
    // A session that ended between its `connect` and these reads is simply not reported.
    const onConnect = () =>
      void Promise.all([accountsOf(), chainIdOf()]).then(
        ([accounts, chainId]) => {
          if (accounts.length) config.emitter.emit('connect', { accounts, chainId })
        },
        () => undefined,
      )
    return {
      id,
      name,
      type,
      icon,
      porticoConnectorId,
      async setup() {
        // For the page's life: the provider speaks only while Portico's connection is up, and
        // wagmi ignores a change or disconnect of a connection it does not hold.
        provider.on('connect', onConnect)
        provider.on('accountsChanged', onAccountsChanged)
        provider.on('chainChanged', onChainChanged)
        provider.on('disconnect', onDisconnect)
      },
      async connect({ chainId, withCapabilities } = {}) {
        const accounts = await accountsOf()
        // Portico's modal makes the connection (the pairing QR code, the email code); this reports it.
        if (!accounts.length) throw new ConnectBeforeRequestError()
        let current = await chainIdOf()
        if (chainId !== undefined && chainId !== current) {
          await provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
          current = chainId
        }
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: current,
        }
      },
      disconnect: endConnection,
      getAccounts: async () => (await accountsOf()) as readonly Address[],
      getChainId: chainIdOf,
      getProvider: async () => provider,
      async isAuthorized() {
        try {
          return (await accountsOf()).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new ChainNotConfiguredError()
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        // As wagmi's own connectors do: the switch answered is the new chain, whether or not the
        // wallet also sends chainChanged.
        config.emitter.emit('change', { chainId })
        return chain
      },
      onAccountsChanged,
      onChainChanged,
      onDisconnect,
    }
  })
}
