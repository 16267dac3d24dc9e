import { createEvmSendMethods, type EvmSendMethods } from '@portico/evm/sendMethods'

/**
 * The embedded wallet's EVM send methods (spec §4 token send, §5 "Send supported for EVM"): the
 * transaction goes to the frame as an `eth_sendTransaction` RpcRequest on the network's chain,
 * where the visitor approves it on the frame's own screen (spec §6, not-safe method); gas is
 * estimated and the receipt awaited on the network's RPC (`createEvmSendMethods` of @portico/evm,
 * the EVM and WalletConnect adapters' own).
 */
export function evmSendMethods(
  rpc: (method: string, params: unknown, chainId: number | string) => Promise<unknown>,
): EvmSendMethods {
  return createEvmSendMethods(({ network, transaction }) =>
    rpc('eth_sendTransaction', [transaction], network.id),
  )
}
