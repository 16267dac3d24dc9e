import {
  type ChainAdapter,
  ChainDisconnectedError,
  type Connector,
  type Network,
  NoRpcUrlError,
  type TokenNotFoundError,
  type TransactionNotConfirmedError,
  type UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UnsupportedWalletFeatureError,
  WalletResponseError,
} from '@portico/core'
import {
  createStandardWalletDiscovery,
  walletAccountOf,
  walletOf,
} from '@portico/core/wallet-standard'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { isSolanaWallet, walletChainOf } from './wallet/walletChain.js'
import { type SolanaWalletFeatures, solanaWalletFeature } from './wallet/walletFeature.js'

/** Parameters of {@link createSolanaAdapter}. */
export type CreateSolanaAdapterParameters = {
  /** The wallet-standard registry wallets register with. @default getWallets() of @wallet-standard/app */
  wallets?: Pick<Wallets, 'get' | 'on'> | undefined
}

function toConnector(wallet: Wallet): Connector {
  return {
    id: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    imageUrl: wallet.icon || undefined,
    chain: 'solana',
    provider: wallet,
  }
}

/** The first account of the wallet that can be used on Solana. */
function solanaAccount(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((a) => a.chains.some((c) => c.startsWith('solana:'))) ?? accounts[0]
}

/** The network's RPC URLs, tried in order (docs/architecture.md, "One RPC transport"). */
function rpcUrlsOf(network: Network): readonly string[] {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0)
    throw new NoRpcUrlError(network.id, { details: `The network ${network.name} has no RPC URL` })
  return urls
}

/**
 * What the adapter's methods throw of their own: the wallet's refusals (4100 unauthorised account,
 * 4200 missing feature, 4901 network not listed), an unusable answer, a network without RPC URL,
 * an unknown token mint, a transfer not confirmed in time.
 */
export type SolanaAdapterErrorType =
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | ChainDisconnectedError
  | UnsupportedWalletFeatureError
  | WalletResponseError
  | NoRpcUrlError
  | TokenNotFoundError
  | TransactionNotConfirmedError

/**
 * The Solana adapter: discovers wallet-standard wallets that list a `solana:` chain, connects them
 * (standard:connect, silently to reconnect), follows their account changes (standard:events),
 * signs messages (solana:signMessage, base58 signatures), sends SOL and SPL tokens
 * (solana:signAndSendTransaction; transactions built with @solana/kit against the network's RPC,
 * loaded on first use) and reads SOL balances from the network's RPC.
 *
 * @example
 * createPortico({ projectId, networks: [solana, solanaDevnet], adapters: [createSolanaAdapter()] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters = {}): ChainAdapter {
  const discovery = createStandardWalletDiscovery<Wallet>({
    registry: () => parameters.wallets ?? getWallets(),
    isWallet: isSolanaWallet,
    toConnector,
    activeAddress: (accounts) => solanaAccount(accounts as readonly WalletAccount[])?.address,
  })

  /** The network to report: the requested one when the wallet lists it, else one it lists. */
  function chainIdFor(wallet: Wallet, network: Network): string | number {
    if (walletChainOf(wallet, network)) return network.id
    return discovery.context?.networks.find((n) => walletChainOf(wallet, n))?.id ?? network.id
  }

  async function connectWith(connector: Connector, network: Network, silent: boolean) {
    const wallet = walletOf<Wallet>(connector)
    const connect = solanaWalletFeature(wallet, 'standard:connect')
    if (!connect) throw new UnsupportedWalletFeatureError(`${wallet.name} cannot connect`)
    const { accounts } = await connect.connect(silent ? { silent: true } : undefined)
    const account = solanaAccount(accounts.length > 0 ? accounts : wallet.accounts)
    if (!account) {
      if (silent) return null
      throw new WalletResponseError('The wallet returned no account')
    }
    discovery.attach(connector, account.address)
    return { address: account.address, chainId: chainIdFor(wallet, network) }
  }

  /** The wallet's account object for `address` (features take it, not the address). */
  const accountOf = (connector: Connector, address: string) =>
    walletAccountOf(
      walletOf<Wallet>(connector),
      address,
      `The wallet has not authorized the account ${address}`,
    )

  /** The feature `name` of the connector's wallet, or a 4200 error. */
  function requireFeature<name extends keyof SolanaWalletFeatures>(
    connector: Connector,
    name: name,
  ): SolanaWalletFeatures[name] {
    const feature = solanaWalletFeature(walletOf<Wallet>(connector), name)
    if (!feature)
      throw new UnsupportedProviderMethodError({
        details: `${connector.name} does not support ${name}`,
      })
    return feature
  }

  return {
    namespace: 'solana',
    setup: discovery.setup,
    connect: async ({ connector, network }) => (await connectWith(connector, network, false))!,
    reconnect: ({ connector, network }) => connectWith(connector, network, true),
    async disconnect({ connector }) {
      discovery.detach(connector.id)
      await solanaWalletFeature(walletOf<Wallet>(connector), 'standard:disconnect')?.disconnect()
    },
    async signMessage({ connector, address, message }) {
      const feature = requireFeature(connector, 'solana:signMessage')
      const [output] = await feature.signMessage({
        account: accountOf(connector, address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new WalletResponseError('The wallet returned no signature')
      const { encodeBase58 } = await import('./wallet/encodeBase58.js')
      return encodeBase58(output.signature)
    },
    async transfer({ connector, network, from, to, amount, token }) {
      const feature = requireFeature(connector, 'solana:signAndSendTransaction')
      const account = accountOf(connector, from)
      const chain = walletChainOf(walletOf<Wallet>(connector), network)
      if (!chain)
        throw new ChainDisconnectedError({
          details: `${connector.name} does not support ${network.name}`,
        })
      const [{ buildTransferTransaction }, { encodeBase58 }] = await Promise.all([
        import('./transfer/buildTransferTransaction.js'),
        import('./wallet/encodeBase58.js'),
      ])
      const transaction = await buildTransferTransaction({
        rpcUrls: rpcUrlsOf(network),
        from,
        to,
        amount,
        token,
      })
      const [output] = await feature.signAndSendTransaction({
        account,
        chain,
        transaction,
        options: { preflightCommitment: 'confirmed' },
      })
      if (!output) throw new WalletResponseError('The wallet returned no signature')
      return encodeBase58(output.signature)
    },
    async waitForTransaction({ network, hash }) {
      const { waitForSignature } = await import('./rpc/waitForSignature.js')
      return waitForSignature({ rpcUrls: rpcUrlsOf(network), signature: hash })
    },
    async getBalance({ address, network }) {
      const { readSolBalance } = await import('./rpc/readSolBalance.js')
      const value = await readSolBalance({ rpcUrls: rpcUrlsOf(network), owner: address })
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
  }
}
