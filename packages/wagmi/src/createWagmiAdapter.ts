import {
  type ChainAdapter,
  InvalidConfigurationError,
  type Network,
  type Connector as PorticoConnector,
  WalletResponseError,
} from '@portico/core'
import {
  type Config,
  type CreateConnectorFn,
  connect,
  createConfig,
  disconnect,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  http,
  reconnect,
  type Storage,
  sendTransaction,
  signMessage,
  switchChain,
  type Transport,
  type Connector as WagmiConnector,
  waitForTransactionReceipt,
  watchConnectors,
  writeContract,
} from '@wagmi/core'
import { type Abi, encodeFunctionData, getAddress } from 'viem'
import type { PorticoConnectorProperties } from './createPorticoConnector.js'
import { porticoEmbeddedWallet } from './porticoEmbeddedWallet.js'
import { porticoWalletConnect } from './porticoWalletConnect.js'
import { toWagmiChain } from './toWagmiChain.js'
import { watchWagmiConnection } from './watchWagmiConnection.js'

/** Portico's adapters whose EVM connection becomes a wagmi connector (Way 1). */
type PorticoConnectionAdapters = {
  /** Portico's WalletConnect adapter (`createWalletConnectAdapter`). */
  walletConnect?: Parameters<typeof porticoWalletConnect>[0] | undefined
  /** Portico's embedded wallet adapter (`createEmbeddedWalletAdapter`). */
  embeddedWallet?: Parameters<typeof porticoEmbeddedWallet>[0] | undefined
}

/** Way 1: Portico builds the wagmi config from Portico's networks. */
export type CreateWagmiAdapterFromNetworksParameters = PorticoConnectionAdapters & {
  /** The dApp's networks (as for createPortico); the EVM ones become the config's chains. */
  networks: readonly Network[]
  /** A transport per chain id. @default http() on the network's own first RPC URL */
  transports?: Record<number, Transport> | undefined
  /** More wagmi connectors, after Portico's. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** Server-side rendering: wagmi hydrates on the client. @default false */
  ssr?: boolean | undefined
  /** Where wagmi keeps its state, e.g. `createStorage({ storage: cookieStorage })`. @default localStorage */
  storage?: Storage | null | undefined
  /** Discover injected wallets by EIP-6963. @default true */
  multiInjectedProviderDiscovery?: boolean | undefined
  /** How often wagmi polls the chains (blocks, receipts), in ms. @default wagmi's (4000) */
  pollingInterval?: number | undefined
}

/** Way 2: the dApp keeps its own wagmi config (with porticoWalletConnect/porticoEmbeddedWallet in it). */
export type CreateWagmiAdapterFromConfigParameters = { config: Config }

export type CreateWagmiAdapterParameters =
  | CreateWagmiAdapterFromNetworksParameters
  | CreateWagmiAdapterFromConfigParameters

export type CreateWagmiAdapterReturnType = {
  /** The config for `<WagmiProvider config={wagmiConfig}>` (the one given, in Way 2). */
  wagmiConfig: Config
  /** Portico's EVM chain adapter, for `createPortico({ adapters: [adapter, …] })`. */
  adapter: ChainAdapter
}

/** What createWagmiAdapter throws: no EVM network to make a chain of. */
export type CreateWagmiAdapterErrorType = InvalidConfigurationError

/** Portico's id of a wagmi connector: the Portico connection's own, else the wallet's rdns, else wagmi's id. */
export function porticoIdOf(connector: WagmiConnector): string {
  const own = (connector as Partial<PorticoConnectorProperties>).porticoConnectorId
  if (own) return own
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  return rdns ?? connector.id
}

/**
 * A wagmi connector as one of Portico's: a wallet wagmi discovered by EIP-6963 is ANNOUNCED (its
 * id is the wallet's rdns), another injected one INJECTED, any other kind EXTERNAL.
 */
function toPorticoConnector(connector: WagmiConnector, config: Config): PorticoConnector {
  const announced = config._internal.mipd
    ?.getProviders()
    .find((detail) => detail.info.rdns === connector.id)
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  const injected = connector.type === 'injected'
  return {
    id: porticoIdOf(connector),
    type: injected ? (announced || rdns ? 'ANNOUNCED' : 'INJECTED') : 'EXTERNAL',
    name: connector.name,
    imageUrl: connector.icon || undefined,
    chain: 'eip155',
    info: rdns || announced ? { rdns: rdns ?? connector.id } : undefined,
    // The wallet's EIP-1193 provider (useProvider, @portico/ethers); wagmi's connector has it
    // only asynchronously, so a connector wagmi did not discover by EIP-6963 has none here.
    provider: announced?.provider,
  }
}

function buildConfig(parameters: CreateWagmiAdapterFromNetworksParameters): Config {
  const evm = parameters.networks.filter((n) => n.chainNamespace === 'eip155')
  const [first, ...rest] = evm.map(toWagmiChain)
  if (!first)
    throw new InvalidConfigurationError(
      'createWagmiAdapter: `networks` has no EVM (eip155) network to make a chain of',
    )
  const transports: Record<number, Transport> = {}
  for (const network of evm)
    transports[Number(network.id)] =
      parameters.transports?.[Number(network.id)] ?? http(network.rpcUrls.default.http[0])
  const connectors: CreateConnectorFn[] = [
    ...(parameters.walletConnect ? [porticoWalletConnect(parameters.walletConnect)] : []),
    ...(parameters.embeddedWallet ? [porticoEmbeddedWallet(parameters.embeddedWallet)] : []),
    ...(parameters.connectors ?? []),
  ]
  return createConfig({
    chains: [first, ...rest],
    transports,
    connectors,
    ssr: parameters.ssr,
    multiInjectedProviderDiscovery: parameters.multiInjectedProviderDiscovery,
    ...(parameters.pollingInterval !== undefined
      ? { pollingInterval: parameters.pollingInterval }
      : {}),
    ...(parameters.storage !== undefined ? { storage: parameters.storage } : {}),
  })
}

/**
 * Portico on wagmi: the wagmi config for `<WagmiProvider>` (built from Portico's networks, or the
 * dApp's own) and Portico's EVM adapter over it. Portico's EVM connect, reconnect, disconnect,
 * switch, sign and send go through @wagmi/core's actions on the config, and what wagmi does on its
 * own (the dApp's `useConnect`, `useSwitchChain`, `useDisconnect`, a wallet switching account) is
 * mirrored into Portico's stores: one source of truth on EVM. Do not pass `createEvmAdapter()`
 * beside it — wagmi discovers the injected wallets (EIP-6963) itself.
 *
 * @example
 * const { wagmiConfig, adapter } = createWagmiAdapter({ networks, walletConnect, embeddedWallet })
 * const portico = createPortico({ projectId, networks, adapters: [adapter, walletConnect, embeddedWallet] })
 */
export function createWagmiAdapter(
  parameters: CreateWagmiAdapterParameters,
): CreateWagmiAdapterReturnType {
  const config = 'config' in parameters ? parameters.config : buildConfig(parameters)

  /** The wagmi connector behind one of Portico's connectors (ours, or a Portico connection's). */
  function wagmiConnectorFor(connector: PorticoConnector): WagmiConnector {
    const found = config.connectors.find((c) => porticoIdOf(c) === connector.id)
    if (!found)
      throw new WalletResponseError(`wagmi has no connector for Portico's '${connector.id}'`)
    return found
  }

  /** wagmi's connection of `connector`, if it has one. */
  function connectionOf(connector: WagmiConnector) {
    return config.state.connections.get(connector.uid)
  }

  /** Moves the connection to `network` first when it is on another chain (sends name their chain). */
  async function onChain(connector: WagmiConnector, network: Network) {
    const chainId = Number(network.id)
    if (connectionOf(connector)?.chainId !== chainId)
      await switchChain(config, { chainId, connector })
    return chainId
  }

  /** Resolves once wagmi is not connecting or reconnecting (its own reconnect on load). */
  function settled(): Promise<void> {
    const busy = () =>
      config.state.status === 'connecting' || config.state.status === 'reconnecting'
    if (!busy()) return Promise.resolve()
    return new Promise((resolve) => {
      const stop = config.subscribe(
        (state) => state.status,
        () => {
          if (busy()) return
          stop()
          resolve()
        },
      )
    })
  }

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    // Portico's WalletConnect and embedded connections: switched, signed and sent through their
    // wagmi connectors while wagmi holds them (it does once Portico connected them), so every EVM
    // flow of Portico is a wagmi action.
    actsFor(connector) {
      const wagmiConnector = config.connectors.find((c) => porticoIdOf(c) === connector.id)
      return (
        !!wagmiConnector &&
        !!(wagmiConnector as Partial<PorticoConnectorProperties>).porticoConnectorId &&
        !!connectionOf(wagmiConnector)
      )
    },
    setup(context) {
      // Portico's own connections (WalletConnect, the embedded wallet) are registered by their
      // adapters; the others (injected wallets) are offered from wagmi's list, discovered once.
      const offer = (connectors: readonly WagmiConnector[]) =>
        context.setConnectors(
          connectors
            .filter((c) => !(c as Partial<PorticoConnectorProperties>).porticoConnectorId)
            .map((c) => toPorticoConnector(c, config)),
        )
      offer(config.connectors)
      const stopConnectors = watchConnectors(config, { onChange: offer })
      const stopConnection = watchWagmiConnection(config, {
        idOf: porticoIdOf,
        onEvent: (event) => context.emit(event),
      })
      return () => {
        stopConnectors()
        stopConnection()
      }
    },
    async connect({ connector, network }) {
      const wagmiConnector = wagmiConnectorFor(connector)
      await settled()
      const existing = connectionOf(wagmiConnector)
      const { accounts, chainId } =
        existing ?? (await connect(config, { connector: wagmiConnector }))
      const [address] = accounts
      if (!address) throw new WalletResponseError('The wallet returned no account')
      // A wallet on a chain the dApp does not configure moves to `network`, as without wagmi.
      if (!config.chains.some((c) => c.id === chainId)) {
        await switchChain(config, { chainId: Number(network.id), connector: wagmiConnector })
        return { address: getAddress(address), chainId: Number(network.id) }
      }
      return { address: getAddress(address), chainId }
    },
    async reconnect({ connector }) {
      const wagmiConnector = wagmiConnectorFor(connector)
      // wagmi's own reconnect on load (WagmiProvider) may be running: one reconnect, not two.
      await settled()
      if (!connectionOf(wagmiConnector)) {
        await reconnect(config, { connectors: [wagmiConnector] })
        await settled()
      }
      const connection = connectionOf(wagmiConnector)
      const [address] = connection?.accounts ?? []
      return connection && address
        ? { address: getAddress(address), chainId: connection.chainId }
        : null
    },
    async disconnect({ connector }) {
      await disconnect(config, { connector: wagmiConnectorFor(connector) })
    },
    async switchNetwork({ connector, network }) {
      await switchChain(config, {
        chainId: Number(network.id),
        connector: wagmiConnectorFor(connector),
      })
    },
    async signMessage({ connector, address, message }) {
      return signMessage(config, {
        message,
        account: getAddress(address),
        connector: wagmiConnectorFor(connector),
      })
    },
    async sendTransaction({ connector, network, from, to, value, data, gas }) {
      const wagmiConnector = wagmiConnectorFor(connector)
      return sendTransaction(config, {
        connector: wagmiConnector,
        chainId: await onChain(wagmiConnector, network),
        account: getAddress(from),
        to: getAddress(to),
        value,
        data,
        gas,
      })
    },
    async writeContract({
      connector,
      network,
      from,
      address,
      abi,
      functionName,
      args,
      value,
      gas,
    }) {
      const wagmiConnector = wagmiConnectorFor(connector)
      return writeContract(config, {
        connector: wagmiConnector,
        chainId: await onChain(wagmiConnector, network),
        account: getAddress(from),
        address: getAddress(address),
        abi: abi as Abi,
        functionName,
        args,
        value,
        gas,
      } as Parameters<typeof writeContract>[1])
    },
    async estimateGas({ network, from, transaction }) {
      const chainId = Number(network.id)
      const call =
        'abi' in transaction
          ? {
              to: getAddress(transaction.address),
              data: encodeFunctionData({
                abi: transaction.abi as Abi,
                functionName: transaction.functionName,
                args: transaction.args,
              }),
              value: transaction.value,
            }
          : { to: getAddress(transaction.to), data: transaction.data, value: transaction.value }
      const [gas, fees] = await Promise.all([
        transaction.gas ?? estimateGas(config, { chainId, account: getAddress(from), ...call }),
        estimateFeesPerGas(config, { chainId }),
      ])
      // EIP-1559: the fee cap is the most the wallet pays per gas; a legacy chain's gas price.
      const { maxFeePerGas, gasPrice } = fees as { maxFeePerGas?: bigint; gasPrice?: bigint }
      return { gas, gasPrice: maxFeePerGas ?? gasPrice ?? 0n }
    },
    async waitForTransaction({ network, hash }) {
      const receipt = await waitForTransactionReceipt(config, {
        chainId: Number(network.id),
        hash: hash as `0x${string}`,
      })
      return { status: receipt.status }
    },
    async getBalance({ address, network }) {
      const { value, decimals, symbol } = await getBalance(config, {
        chainId: Number(network.id),
        address: getAddress(address),
      })
      return { value, decimals, symbol }
    },
  }
  return { wagmiConfig: config, adapter }
}
