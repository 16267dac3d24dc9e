import { ACCOUNT_METHODS } from './accountMethods.js'
import { CLUSTER_METHODS } from './clusterMethods.js'
import type { RpcMethod } from './rpcMethodKit.js'
import { TRANSACTION_METHODS } from './transactionMethods.js'

export type { RpcContext, RpcMethod } from './rpcMethodKit.js'

/** The methods the node answers, by name. */
export const RPC_METHODS: Record<string, RpcMethod> = {
  ...CLUSTER_METHODS,
  ...ACCOUNT_METHODS,
  ...TRANSACTION_METHODS,
}
