import type { PorticoContext } from '../../context.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'

/**
 * Reads the active EVM account's name and avatar from the Portico API (ENS, spec §7 identity)
 * into profileName and profileImage. Without an API, or on failure, they stay empty: the address
 * is shown instead.
 */
export async function syncIdentity(context: PorticoContext): Promise<void> {
  const { activeNamespace } = context.stores.chains.getState()
  const account = getActiveAccount(context)
  const { apiUrl } = context.stores.options.getState().options
  if (
    activeNamespace !== 'eip155' ||
    account.status !== 'connected' ||
    !account.address ||
    !apiUrl ||
    !context.projectId
  )
    return
  const address = account.address
  try {
    const { readIdentity } = await import('./readIdentity.js')
    const identity = await context.requests.track(() =>
      readIdentity({ apiUrl, projectId: context.projectId, address }),
    )
    if (getActiveAccount(context).address === address)
      setAccount(context, activeNamespace, {
        profileName: identity.name,
        profileImage: identity.avatar,
      })
  } catch {
    // An identity is a nicety: the address stands in for it.
  }
}
