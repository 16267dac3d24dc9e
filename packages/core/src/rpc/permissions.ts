/**
 * Wallet RPC methods that only read (spec §6 "safe": balance, block, call, estimate, chain id,
 * receipts, capabilities). The embedded wallet answers them without asking the user.
 * eth_sendRawTransaction is left out on purpose: it is not read-only.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'net_version',
  'wallet_getAssets',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const

/**
 * Wallet RPC methods that sign, send or grant (spec §6 "not safe"): each needs the user's approval
 * in the modal.
 */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type NotSafeRpcMethod = (typeof NOT_SAFE_RPC_METHODS)[number]

/** How a wallet RPC method is treated: answered, answered after approval, or refused. */
export type RpcMethodClass = 'safe' | 'needsApproval' | 'unknown'

const SAFE = new Set<string>(SAFE_RPC_METHODS)
const NOT_SAFE = new Set<string>(NOT_SAFE_RPC_METHODS)

/** Whether a listed method belongs to `namespace`: Solana's are `solana_*`, every other is EVM's. */
function belongsTo(method: string, namespace: string): boolean {
  return namespace === 'solana'
    ? method.startsWith('solana_')
    : namespace === 'eip155' && !method.startsWith('solana_')
}

/**
 * Classifies a wallet RPC method by spec §6. Method names are case-sensitive, as in JSON-RPC. With
 * `namespace`, a method of another namespace (solana_signMessage asked of the EVM provider) or a
 * namespace the embedded wallet has no methods for is 'unknown' too.
 */
export function classifyRpcMethod(method: string, namespace?: string): RpcMethodClass {
  if (namespace !== undefined && !belongsTo(method, namespace)) return 'unknown'
  if (SAFE.has(method)) return 'safe'
  if (NOT_SAFE.has(method)) return 'needsApproval'
  return 'unknown'
}
