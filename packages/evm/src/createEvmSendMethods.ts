import {
  type ChainAdapter,
  type Connector,
  type Network,
  NetworkNamespaceMismatchError,
  type NoRpcUrlError,
  WalletResponseError,
} from '@portico/core'

/**
 * The one parameter of `eth_sendTransaction` as an EVM wallet receives it: quantities in hex, and
 * the chain id the transaction is for, so a wallet on another chain refuses instead of sending there.
 */
export type EvmRpcTransaction = {
  from: `0x${string}`
  to: `0x${string}`
  data?: `0x${string}` | undefined
  value?: `0x${string}` | undefined
  gas?: `0x${string}` | undefined
  chainId: `0x${string}`
}

/**
 * Hands `transaction` to the wallet behind `connector` for `network` (an EIP-6963 wallet, a
 * WalletConnect session, the embedded wallet) and resolves with what the wallet answered.
 */
export type EvmWalletSend = (parameters: {
  connector: Connector
  network: Network
  transaction: EvmRpcTransaction
}) => Promise<unknown>

/** The send methods of `ChainAdapter`: sends and gas estimates (docs/send-and-receive.md). */
export type EvmSendMethods = Required<
  Pick<ChainAdapter, 'estimateGas' | 'sendTransaction' | 'writeContract' | 'waitForTransaction'>
>

/**
 * What the send methods throw of their own; the wallet's and the node's errors pass as they come
 * (core reports them with toRpcError).
 */
export type EvmSendMethodsErrorType =
  | NetworkNamespaceMismatchError
  | NoRpcUrlError
  | WalletResponseError

/** A transaction hash as `eth_sendTransaction` answers it. */
const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

const toHex = (value: bigint | number): `0x${string}` => `0x${value.toString(16)}`

/**
 * The four EVM send methods of a chain adapter, for any connection that can pass an
 * `eth_sendTransaction` to its wallet (`sendFromWallet`): gas is estimated and receipts are awaited
 * on the network's own RPC with viem (loaded on demand), a contract call (e.g. ERC-20
 * `transfer(to, amount)`) is encoded from its ABI, and the wallet's answer must be a transaction
 * hash. Used by the EVM adapter and the WalletConnect adapter's eip155 part.
 *
 * @example
 * const adapter = { ...createEvmSendMethods(({ transaction }) => provider.request({ method: 'eth_sendTransaction', params: [transaction] })), … }
 */
export function createEvmSendMethods(sendFromWallet: EvmWalletSend): EvmSendMethods {
  async function send(
    connector: Connector,
    network: Network,
    transaction: Omit<EvmRpcTransaction, 'chainId' | 'value' | 'gas'> & {
      value?: bigint | undefined
      gas?: bigint | undefined
    },
  ): Promise<string> {
    if (network.chainNamespace !== 'eip155')
      throw new NetworkNamespaceMismatchError(`Not an EVM network: ${network.caipNetworkId}`)
    const { value, gas, ...rest } = transaction
    const hash = await sendFromWallet({
      connector,
      network,
      transaction: {
        ...rest,
        value: value === undefined ? undefined : toHex(value),
        gas: gas === undefined ? undefined : toHex(gas),
        chainId: toHex(Number(network.id)),
      },
    })
    if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash))
      throw new WalletResponseError('The wallet did not answer with a transaction hash')
    return hash
  }

  return {
    async estimateGas({ network, from, transaction }) {
      const { estimateTransactionGas } = await import('./rpc/estimateTransactionGas.js')
      return estimateTransactionGas({
        rpcUrls: network.rpcUrls.default.http,
        chainId: network.id,
        from,
        transaction,
      })
    },
    sendTransaction: ({ connector, network, from, to, value, data, gas }) =>
      send(connector, network, {
        from: from as `0x${string}`,
        to: to as `0x${string}`,
        data,
        value,
        gas,
      }),
    async writeContract({ connector, network, from, gas, ...call }) {
      const { toCallData } = await import('./rpc/estimateTransactionGas.js')
      const { to, data } = toCallData(call)
      return send(connector, network, {
        from: from as `0x${string}`,
        to,
        data,
        value: call.value,
        gas,
      })
    },
    async waitForTransaction({ network, hash }) {
      const { waitForTransaction } = await import('./rpc/waitForTransaction.js')
      return waitForTransaction({
        rpcUrls: network.rpcUrls.default.http,
        chainId: network.id,
        hash,
      })
    },
  }
}
