import { UNKNOWN_METHOD_REJECT_DELAY_MS } from '../constants.js'
import { RpcMethodNotAllowedError, UserRejectedRequestError } from '../errors/provider.js'
import { classifyRpcMethod } from './permissions.js'

/** A toast for the modal (spec §3 "Notification message"). */
export type RpcPermissionNotification = { message: string; variant: 'error' }

export type AuthorizeRpcRequestParameters = {
  method: string
  /** The namespace of the provider asked: a method of another namespace is unknown there. */
  namespace?: string | undefined
  /** Asks the user in the modal; resolves true when approved. Called for not-safe methods only. */
  approve: () => Promise<boolean>
  /**
   * Called at once when an unknown method is met, before the delay (the widget opens its modal
   * there, so the notice that follows is seen).
   */
  onRefusing?: (() => void) | undefined
  /** Shows a toast; called with 'Action not allowed' when an unknown method is refused. */
  onNotify?: ((notification: RpcPermissionNotification) => void) | undefined
  /** Waits `ms`; injectable for tests. @default a setTimeout promise */
  sleep?: ((ms: number) => Promise<void>) | undefined
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Decides whether a wallet RPC request may go ahead (spec §6). Safe methods resolve at once;
 * not-safe ones wait for `approve()`, and a refusal (false, or a rejection) throws
 * UserRejectedRequestError (4001); unknown methods are refused after
 * UNKNOWN_METHOD_REJECT_DELAY_MS (300 ms): 'Action not allowed' is shown and
 * RpcMethodNotAllowedError ('Requested RPC call is not allowed', 4100) thrown.
 */
export async function authorizeRpcRequest({
  method,
  namespace,
  approve,
  onRefusing,
  onNotify,
  sleep = defaultSleep,
}: AuthorizeRpcRequestParameters): Promise<void> {
  const kind = classifyRpcMethod(method, namespace)
  if (kind === 'safe') return
  if (kind === 'needsApproval') {
    let approved: boolean
    try {
      approved = await approve()
    } catch (error) {
      throw new UserRejectedRequestError({ cause: error, details: `Method: ${method}` })
    }
    if (!approved) throw new UserRejectedRequestError({ details: `Method: ${method}` })
    return
  }
  onRefusing?.()
  await sleep(UNKNOWN_METHOD_REJECT_DELAY_MS)
  onNotify?.({ message: RpcMethodNotAllowedError.toast, variant: 'error' })
  throw new RpcMethodNotAllowedError(method)
}
