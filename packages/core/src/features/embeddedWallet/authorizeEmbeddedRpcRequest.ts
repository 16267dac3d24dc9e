import type { PorticoContext } from '../../context.js'
import type { RpcMethodNotAllowedError } from '../../errors/provider.js'
import { authorizeRpcRequest } from '../../rpc/authorizeRpcRequest.js'
import type { ChainNamespace } from '../../types/network.js'
import { openModal } from '../modal/modal.js'
import { showNotification } from '../modal/notifications.js'

export type AuthorizeEmbeddedRpcRequestParameters = {
  method: string
  /** The namespace of the embedded wallet's provider the dApp asked (eip155, solana). */
  namespace: ChainNamespace
}

/**
 * Decides, before a dApp's request to the embedded wallet's provider goes to its frame, whether
 * it may go (spec §6): safe methods go; not-safe ones go too, and the frame asks the visitor on
 * its own approval screen in the modal (ApproveTransaction: the approval is never the dApp
 * page's to give); an unknown method — or one of another namespace — never reaches the frame:
 * the modal opens (when closed), shows 'Action not allowed' after 300 ms
 * (UNKNOWN_METHOD_REJECT_DELAY_MS), and the request rejects with RpcMethodNotAllowedError
 * ('Requested RPC call is not allowed', 4100).
 */
export function authorizeEmbeddedRpcRequest(
  context: PorticoContext,
  { method, namespace }: AuthorizeEmbeddedRpcRequestParameters,
): Promise<void> {
  return authorizeRpcRequest({
    method,
    namespace,
    // The frame shows its approval screen in the modal once the request reaches it.
    approve: () => Promise.resolve(true),
    onRefusing() {
      if (!context.stores.modal.getState().open) openModal(context)
    },
    onNotify: (notification) => showNotification(context, notification),
  })
}

/** What `authorizeEmbeddedRpcRequest` rejects with: an unknown method (4100). */
export type AuthorizeEmbeddedRpcRequestErrorType = RpcMethodNotAllowedError
