import {
  type AdapterConnectResult,
  type ChainAdapter,
  type ConnectionAccount,
  type Connector,
  type HttpStatusError,
  type InsufficientBalanceError,
  type InvalidAddressError,
  type Network,
  NoRpcUrlError,
  type UnauthorizedProviderError,
  UnsupportedTransferError,
  UnsupportedWalletFeatureError,
  WalletResponseError,
} from '@portico/core'
import {
  createStandardWalletDiscovery,
  walletOf as standardWalletOf,
  walletAccountOf,
  walletFeature,
} from '@portico/core/wallet-standard'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardDisconnectFeature } from '@wallet-standard/features'
import {
  bitcoinAccountType,
  isBitcoinWallet,
  toBitcoinConnector,
  walletCaipNetworkIds,
} from './standard/bitcoinWallets.js'
import type {
  BitcoinAddressPurpose,
  BitcoinConnectFeature,
  BitcoinSendTransferFeature,
  BitcoinSignAndSendTransactionFeature,
  BitcoinSignMessageFeature,
} from './standard/features.js'
import { UnsupportedChainsError } from './UnsupportedChainsError.js'

/** Parameters of {@link createBitcoinAdapter}. */
export type CreateBitcoinAdapterParameters = {
  /** The wallet-standard registry to discover wallets in. @default getWallets() of `@wallet-standard/app` */
  wallets?: Pick<Wallets, 'get' | 'on'> | undefined
}

/** What `bitcoin:connect` is asked for: the payment address first, then the ordinals one. */
const PURPOSES: readonly BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** The connection's accounts: payment (wallet account index 0, the default), then ordinal (1). */
function toConnectionAccounts(accounts: readonly WalletAccount[]): ConnectionAccount[] {
  const listed = accounts.map((account) => ({
    address: account.address,
    type: bitcoinAccountType(account),
  }))
  const payment = listed.filter((a) => a.type === 'payment')
  const ordinal = listed.filter((a) => a.type === 'ordinal')
  return [...payment, ...ordinal]
}

/**
 * The active account among the connection's: the one of the type `defaultAccountTypes.bip122`
 * names (`payment` unless set, [docs/options.md](docs/options.md)), else the first the wallet granted.
 */
function activeAccount(
  listed: readonly ConnectionAccount[],
  defaultAccountType: string | undefined,
): ConnectionAccount | undefined {
  const wanted = defaultAccountType === 'ordinal' ? 'ordinal' : 'payment'
  return listed.find((a) => a.type === wanted) ?? listed[0]
}

const walletOf = (connector: Connector) => standardWalletOf<Wallet>(connector)

/** A base64 string of bytes (the BIP-322 simple signature's encoding). */
function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * What the adapter's methods throw of their own: a wallet without the requested chains or a
 * feature, an account it has not granted (4100), an unusable answer, a transfer it cannot make
 * (a token, an amount, an address, a balance too low), the Esplora API's refusal or absence.
 */
export type BitcoinAdapterErrorType =
  | UnsupportedChainsError
  | UnsupportedWalletFeatureError
  | UnauthorizedProviderError
  | WalletResponseError
  | UnsupportedTransferError
  | InvalidAddressError
  | InsufficientBalanceError
  | HttpStatusError
  | NoRpcUrlError

/**
 * The Bitcoin adapter: discovers wallet-standard wallets with Bitcoin features, connects them with
 * `bitcoin:connect` asking for the payment and ordinals addresses (the active address is the one
 * createPortico's `defaultAccountTypes.bip122` names, payment by default; both are the
 * connection's accounts, typed 'payment' and 'ordinal'), signs messages (BIP-322,
 * base64), sends satoshis (`bitcoin:sendTransfer`, else a PSBT built from the payment outputs
 * and `bitcoin:signAndSendTransaction`) and reads balances from the network's
 * Esplora-style API. A wallet that lists none of the dApp's Bitcoin networks is refused with
 * 'The connector does not support any of the requested chains'
 * (docs/errors.md#unsupported-chains).
 *
 * @example
 * createPortico({ projectId, networks: [bitcoinRegtest({ apiUrl })], adapters: [createBitcoinAdapter()] })
 */
export function createBitcoinAdapter(
  parameters: CreateBitcoinAdapterParameters = {},
): ChainAdapter {
  const discovery = createStandardWalletDiscovery<Wallet>({
    registry: () => parameters.wallets ?? getWallets(),
    isWallet: isBitcoinWallet,
    toConnector: toBitcoinConnector,
    activeAddress: (accounts) => active(toConnectionAccounts(accounts as readonly WalletAccount[])),
  })
  /** The active address of a list of accounts, by the namespace's default account type. */
  function active(listed: readonly ConnectionAccount[]): string | undefined {
    return activeAccount(listed, discovery.context?.defaultAccountType)?.address
  }
  const attach = (connector: Connector) =>
    discovery.attach(connector, active(toConnectionAccounts(walletOf(connector).accounts)))

  /** The network to use: `network` when the wallet lists it, else the first configured one it lists. */
  function supportedNetwork(wallet: Wallet, network: Network): Network {
    const listed = new Set(walletCaipNetworkIds(wallet))
    if (listed.has(network.caipNetworkId)) return network
    const other = discovery.context?.networks.find((n) => listed.has(n.caipNetworkId))
    if (other) return other
    throw new UnsupportedChainsError({
      details: `${wallet.name} lists ${wallet.chains.join(', ') || 'no chain'}; requested ${[
        network,
        ...(discovery.context?.networks ?? []),
      ]
        .map((n) => n.caipNetworkId)
        .filter((id, i, all) => all.indexOf(id) === i)
        .join(', ')}`,
    })
  }

  /** The wallet-standard chain for `network` in the wallet's own spelling (CAIP-2 or `bitcoin:*`). */
  function walletChain(wallet: Wallet, network: Network): `${string}:${string}` {
    const ids = walletCaipNetworkIds(wallet)
    const index = ids.indexOf(network.caipNetworkId)
    return (wallet.chains[index] ?? network.caipNetworkId) as `${string}:${string}`
  }

  function result(
    accounts: readonly WalletAccount[],
    network: Network,
  ): AdapterConnectResult | null {
    const listed = toConnectionAccounts(accounts)
    const address = active(listed)
    if (!address) return null
    return { address, chainId: network.id, accounts: listed }
  }

  /** The connected account of `address`, or an error naming it. */
  const accountOf = (wallet: Wallet, address: string) =>
    walletAccountOf(wallet, address, `${wallet.name} has not granted the account ${address}`)

  return {
    namespace: 'bip122',
    setup: discovery.setup,
    async connect({ connector, network }) {
      const wallet = walletOf(connector)
      const target = supportedNetwork(wallet, network)
      const connect = walletFeature<BitcoinConnectFeature['bitcoin:connect']>(
        wallet,
        'bitcoin:connect',
      )
      if (!connect)
        throw new UnsupportedChainsError({ details: `${wallet.name} has no bitcoin:connect` })
      const { accounts } = await connect.connect({ purposes: PURPOSES })
      const connected = result(accounts, target)
      if (!connected) throw new WalletResponseError('The wallet returned no account')
      attach(connector)
      return connected
    },
    async reconnect({ connector, network }) {
      const wallet = walletOf(connector)
      const listed = new Set(walletCaipNetworkIds(wallet))
      const target = listed.has(network.caipNetworkId)
        ? network
        : discovery.context?.networks.find((n) => listed.has(n.caipNetworkId))
      // A wallet-standard wallet lists the accounts it has granted the page: no prompt.
      const connected = target ? result(wallet.accounts, target) : null
      if (connected) attach(connector)
      return connected
    },
    async disconnect({ connector }) {
      discovery.detach(connector.id)
      await walletFeature<StandardDisconnectFeature['standard:disconnect']>(
        walletOf(connector),
        'standard:disconnect',
      )
        ?.disconnect()
        .catch(() => undefined)
    },
    async signMessage({ connector, address, message }) {
      const wallet = walletOf(connector)
      const feature = walletFeature<BitcoinSignMessageFeature['bitcoin:signMessage']>(
        wallet,
        'bitcoin:signMessage',
      )
      if (!feature) throw new UnsupportedWalletFeatureError(`${wallet.name} cannot sign messages`)
      const [output] = await feature.signMessage({
        account: accountOf(wallet, address),
        message: new TextEncoder().encode(message),
      })
      if (!output) throw new WalletResponseError('The wallet returned no signature')
      return toBase64(output.signature)
    },
    async transfer({ connector, network, from, to, amount, token }) {
      if (token) throw new UnsupportedTransferError('Bitcoin transfers send bitcoin only')
      if (amount <= 0n || amount > BigInt(Number.MAX_SAFE_INTEGER))
        throw new UnsupportedTransferError(`Cannot send ${amount} satoshis`)
      const wallet = walletOf(connector)
      const feature = walletFeature<BitcoinSendTransferFeature['bitcoin:sendTransfer']>(
        wallet,
        'bitcoin:sendTransfer',
      )
      if (!feature) {
        // Wallets that only sign PSBTs: the adapter builds the transaction (loaded on demand).
        const signAndSend = walletFeature<
          BitcoinSignAndSendTransactionFeature['bitcoin:signAndSendTransaction']
        >(wallet, 'bitcoin:signAndSendTransaction')
        if (!signAndSend)
          throw new UnsupportedWalletFeatureError(`${wallet.name} cannot send bitcoin`)
        const { sendTransferAsPsbt } = await import('./transfer/sendTransferAsPsbt.js')
        const apiUrl = network.rpcUrls.default.http[0]
        if (!apiUrl)
          throw new NoRpcUrlError(network.id, { details: 'The Bitcoin network has no API URL' })
        return sendTransferAsPsbt({
          feature: signAndSend,
          account: accountOf(wallet, from),
          chain: walletChain(wallet, network),
          caipNetworkId: network.caipNetworkId,
          apiUrl,
          to,
          amount,
        })
      }
      const { txid } = await feature.sendTransfer({
        account: accountOf(wallet, from),
        chain: walletChain(wallet, network),
        recipients: [{ address: to, amount: Number(amount) }],
      })
      return txid
    },
    async getBalance({ address, network }) {
      const { readEsploraBalance } = await import('./esplora/readEsploraBalance.js')
      const value = await readEsploraBalance({
        apiUrl: network.rpcUrls.default.http[0],
        chainId: network.id,
        address,
      })
      return {
        value,
        decimals: network.nativeCurrency.decimals,
        symbol: network.nativeCurrency.symbol,
      }
    },
  }
}
