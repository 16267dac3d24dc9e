import type { PorticoContext } from '../../context.js'
import { getActiveAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'

/**
 * Reads the active EVM account's name and avatar from the Portico API into profileName and
 * profileImage (spec §7: its identity, else the newest name registered for it — lookupAddressName,
 * kept 5 min per instance, spec §9). Without an API, or when nothing is known, they stay empty:
 * the address is shown instead.
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
  // Loads with the first connected EVM account that has an API to ask.
  const { lookupAddressName } = await import('../names/lookupAddressName.js')
  const { name, avatar } = await lookupAddressName(context, { address })
  if ((name || avatar) && getActiveAccount(context).address === address)
    setAccount(context, activeNamespace, {
      profileName: name ?? null,
      profileImage: avatar ?? null,
    })
}
