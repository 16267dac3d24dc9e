import type { PorticoContext } from '../../context.js'
import { UnknownError } from '../../errors/generic.js'
import type { AccountType } from '../../state/types.js'
import type { ChainNamespace } from '../../types/network.js'
import { adapterForConnector } from '../connect/adapterForConnector.js'
import { applyConnectedAccount } from '../connect/applyConnectedAccount.js'
import { getAccount } from '../connect/getAccount.js'
import { setAccount } from '../connect/setAccount.js'
import { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'

/**
 * Whether the account of `namespace` may switch to `accountType` (spec §4): to a smart account
 * only when smart accounts are enabled on the active network and the current type is eoa; back to
 * eoa from a smart account always.
 */
export function canSwitchAccountType(
  context: PorticoContext,
  namespace: ChainNamespace,
  accountType: AccountType,
): boolean {
  const current = getAccount(context, namespace).preferredAccountType
  if (current === accountType) return false
  if (accountType === 'eoa') return current === 'smartAccount'
  const { activeNetwork } = context.stores.chains.getState()
  return (
    context.options.smartAccountNetworks.includes(activeNetwork.caipNetworkId) && current === 'eoa'
  )
}

/**
 * Sets the preferred account type on the auth connector, then reconnects so the account shown is
 * the one of that type (spec §4).
 */
export async function setPreferredAccountType(
  context: PorticoContext,
  { namespace, accountType }: { namespace: ChainNamespace; accountType: AccountType },
): Promise<void> {
  if (!canSwitchAccountType(context, namespace, accountType))
    throw new UnknownError({ details: `cannot switch ${namespace} to ${accountType}` })
  const account = getAccount(context, namespace)
  const connector = context.stores.connectors
    .getState()
    .connectors.find((c) => c.id === account.connectorId)
  // The auth connector's adapter may serve several namespaces (the embedded wallet's).
  const adapter = connector ? adapterForConnector(context, connector) : undefined
  if (connector?.type !== 'AUTH' || !adapter?.setPreferredAccountType)
    throw new AuthConnectorNotFoundError()
  await adapter.setPreferredAccountType({ connector, accountType })
  setAccount(context, namespace, { preferredAccountType: accountType })
  const network = context.stores.chains.getState().activeNetwork
  const result = await adapter.reconnect({ connector, network })
  if (result) applyConnectedAccount(context, { connector, result, fallbackNetwork: network })
}

/** the `setPreferredAccountType` action. */
export type SetPreferredAccountTypeErrorType = AuthConnectorNotFoundError | UnknownError
