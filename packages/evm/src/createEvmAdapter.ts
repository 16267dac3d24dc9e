import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  type Network,
  WalletResponseError,
} from '@portico/core'
import { type EIP1193Provider, getAddress, hexToNumber, stringToHex } from 'viem'
import {
  createEvmSendMethods,
  type EvmSendMethodsErrorType,
  type EvmWalletSend,
} from './createEvmSendMethods.js'
import type { EIP6963ProviderDetail, EIP6963Target } from './eip6963/types.js'
import { watchAnnouncedProviders } from './eip6963/watchAnnouncedProviders.js'
import { type SwitchChainErrorType, switchChain } from './switchChain.js'

export type CreateEvmAdapterParameters = {
  /** Where EIP-6963 announcements arrive. @default globalThis.window */
  target?: EIP6963Target | undefined
}

/**
 * What the adapter's methods throw of their own (core wraps a failed connect in FailedToConnectError
 * or ConnectionRejectedError, and reports a failed send with toRpcError).
 */
export type EvmAdapterErrorType =
  | WalletResponseError
  | SwitchChainErrorType
  | EvmSendMethodsErrorType

function toConnector(detail: EIP6963ProviderDetail): Connector {
  return {
    id: detail.info.rdns,
    type: 'ANNOUNCED',
    name: detail.info.name,
    imageUrl: detail.info.icon || undefined,
    chain: 'eip155',
    info: { rdns: detail.info.rdns },
    provider: detail.provider,
  }
}

function providerOf(connector: Connector): EIP1193Provider {
  return connector.provider as EIP1193Provider
}

/**
 * Asks the wallet to send a transaction (eth_sendTransaction, with the chain id so a wallet on
 * another chain refuses instead of sending there), moving it to `network` first when it is
 * elsewhere.
 */
const sendFromWallet: EvmWalletSend = async ({ connector, network, transaction }) => {
  const provider = providerOf(connector)
  if (hexToNumber(await provider.request({ method: 'eth_chainId' })) !== Number(network.id))
    await switchChain(provider, network)
  return provider.request({ method: 'eth_sendTransaction', params: [transaction] })
}

/**
 * The EVM adapter: discovers browser wallets by EIP-6963, connects them over EIP-1193, switches
 * (or adds) chains, reads native balances and estimates gas on the network's RPC with viem, and
 * has the wallet send native transfers and contract calls (e.g. ERC-20 `transfer`).
 *
 * @example
 * createPortico({ projectId, networks, adapters: [createEvmAdapter()] })
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): ChainAdapter {
  let context: AdapterContext | undefined
  /** Listeners on each connected wallet, by connector id. */
  const detachers = new Map<string, () => void>()

  /** Forwards a connected wallet's own events to core, naming the wallet. */
  function attach(connector: Connector) {
    detachers.get(connector.id)?.()
    const provider = providerOf(connector)
    const connectorId = connector.id
    const onAccounts = (accounts: readonly string[]) => {
      const [address] = accounts
      if (address)
        context?.emit({ type: 'accountChanged', address: getAddress(address), connectorId })
      else context?.emit({ type: 'disconnected', connectorId })
    }
    const onChain = (chainId: string) =>
      context?.emit({
        type: 'chainChanged',
        chainId: hexToNumber(chainId as `0x${string}`),
        connectorId,
      })
    const onDisconnect = () => context?.emit({ type: 'disconnected', connectorId })
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    detachers.set(connectorId, () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
      provider.removeListener('disconnect', onDisconnect)
      detachers.delete(connectorId)
    })
  }

  /** Moves the wallet onto `network` if it is on a chain the dApp does not support. */
  async function ensureSupportedChain(
    provider: EIP1193Provider,
    network: Network,
  ): Promise<number> {
    const chainId = hexToNumber(await provider.request({ method: 'eth_chainId' }))
    if (context?.networks.some((n) => Number(n.id) === chainId)) return chainId
    await switchChain(provider, network)
    return Number(network.id)
  }

  return {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      const stop = watchAnnouncedProviders({
        target: parameters.target,
        onChange: (details) => ctx.setConnectors(details.map(toConnector)),
      })
      return () => {
        stop()
        for (const detach of [...detachers.values()]) detach()
        context = undefined
      }
    },
    async connect({ connector, network }) {
      const provider = providerOf(connector)
      const [account] = await provider.request({ method: 'eth_requestAccounts' })
      if (!account) throw new WalletResponseError('The wallet returned no account')
      const chainId = await ensureSupportedChain(provider, network)
      attach(connector)
      return { address: getAddress(account), chainId }
    },
    async reconnect({ connector }) {
      const provider = providerOf(connector)
      const [account] = await provider.request({ method: 'eth_accounts' })
      if (!account) return null
      const chainId = hexToNumber(await provider.request({ method: 'eth_chainId' }))
      attach(connector)
      return { address: getAddress(account), chainId }
    },
    async disconnect({ connector }) {
      detachers.get(connector.id)?.()
      // EIP-2255 revocation; wallets without it simply stay authorised on their side.
      await providerOf(connector)
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    switchNetwork: ({ connector, network }) => switchChain(providerOf(connector), network),
    /** EIP-191 personal_sign of the UTF-8 text by `address` (sign-in with wallet, names). */
    async signMessage({ connector, address, message }) {
      const signature = await providerOf(connector).request({
        method: 'personal_sign',
        params: [stringToHex(message), getAddress(address)],
      })
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
        throw new WalletResponseError('The wallet did not answer with a signature')
      return signature
    },
    ...createEvmSendMethods(sendFromWallet),
    async getBalance({ address, network }) {
      const { readNativeBalance } = await import('./rpc/readNativeBalance.js')
      const value = await readNativeBalance({
        rpcUrls: network.rpcUrls.default.http,
        chainId: network.id,
        address: getAddress(address),
      })
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
  }
}
