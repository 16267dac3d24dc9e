import type {
  AdapterContractCall,
  AdapterGasEstimate,
  AdapterTransactionRequest,
} from '@portico/core'
import { type Address, createClient, encodeFunctionData, type Hex } from 'viem'
import { estimateFeesPerGas, estimateGas, getGasPrice } from 'viem/actions'
import { rpcTransport } from './rpcTransport.js'

/**
 * Estimates a transaction's gas on the network's HTTP RPC, with the most the wallet is expected to
 * pay per gas: the EIP-1559 max fee viem's wallets use (base fee × 1.2 + tip), or the legacy gas
 * price on chains without EIP-1559. A contract call is encoded from its ABI first. Loaded on demand.
 */
export async function estimateTransactionGas({
  rpcUrls,
  chainId,
  from,
  transaction,
}: {
  /** The network's RPC URLs, tried in order (`rpcUrls.default.http`). */
  rpcUrls: readonly string[]
  /** The network's chain id, named by the error when it has no RPC URL. */
  chainId: string | number
  from: string
  transaction: AdapterTransactionRequest | AdapterContractCall
}): Promise<AdapterGasEstimate> {
  const client = createClient({ transport: rpcTransport(rpcUrls, { chainId }) })
  const { to, data } = toCallData(transaction)
  const [gas, gasPrice] = await Promise.all([
    estimateGas(client, { account: from as Address, to, data, value: transaction.value }),
    estimateFeesPerGas(client, { chain: null }).then(
      (fees) => fees.maxFeePerGas,
      () => getGasPrice(client),
    ),
  ])
  return { gas, gasPrice }
}

/** The `to` and call data of a transaction request or a contract call (encoded from its ABI). */
export function toCallData(transaction: AdapterTransactionRequest | AdapterContractCall): {
  to: Address
  data: Hex | undefined
} {
  if (!('abi' in transaction)) return { to: transaction.to as Address, data: transaction.data }
  return {
    to: transaction.address as Address,
    data: encodeFunctionData({
      abi: transaction.abi as never,
      functionName: transaction.functionName,
      args: transaction.args,
    } as never),
  }
}
