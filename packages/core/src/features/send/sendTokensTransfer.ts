import type { AdapterContractCall, AdapterTransactionRequest } from '../../adapter/ChainAdapter.js'
import type { ConnectorAdapter } from '../../adapter/MultiNamespaceAdapter.js'
import { parseTokenAmount } from '../../amounts/parseTokenAmount.js'
import type { PorticoContext } from '../../context.js'
import type { Connector } from '../../types/connector.js'
import { actingAdapterFor, adapterForNamespace } from '../connect/adapterForConnector.js'
import { getActiveAccount } from '../connect/getAccount.js'
import type { SendToken } from './setSendToken.js'

/** ERC-20 `transfer(address to, uint256 amount) returns (bool)`, as a JSON ABI. */
export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** An EVM send: a native transfer, or an ERC-20 `transfer(to, amount)` call. */
export type EvmTransfer =
  | { kind: 'native'; transaction: AdapterTransactionRequest }
  | { kind: 'erc20'; transaction: AdapterContractCall }

/** The contract address of a token address given as CAIP-10 (`eip155:1:0x…`) or plain. */
export function tokenContractAddress(address: string): string {
  return address.split(':').at(-1) ?? address
}

/**
 * What sending `amount` of `token` to `receiver` asks of an EVM chain: `value` for the native
 * currency (a token without address), else the token contract's `transfer(receiver, amount)`.
 * The amount is parsed exactly from its decimal string.
 */
export function evmTransferOf({
  token,
  amount,
  receiver,
}: {
  token: SendToken
  amount: string
  receiver: string
}): EvmTransfer {
  const value = parseTokenAmount(amount, token.quantity.decimals)
  if (!token.address) return { kind: 'native', transaction: { to: receiver, value } }
  return {
    kind: 'erc20',
    transaction: {
      address: tokenContractAddress(token.address),
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [receiver, value],
    },
  }
}

/**
 * The active account's wallet and the adapter that acts for it (actingAdapterFor: the
 * connector's adapter, e.g. WalletConnect's, unless the namespace's chain adapter acts for that
 * connection; with no connector, the namespace's chain adapter).
 */
export function sendingWallet(context: PorticoContext): {
  address: string | undefined
  connector: Connector | undefined
  adapter: ConnectorAdapter | undefined
} {
  const { activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === account.connectorId)
  const adapter = connector
    ? actingAdapterFor(context, connector, activeNamespace)
    : adapterForNamespace(context, activeNamespace)
  return { address: account.address, connector, adapter }
}
