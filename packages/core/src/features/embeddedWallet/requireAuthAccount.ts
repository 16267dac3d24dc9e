import type { PorticoContext } from '../../context.js'
import { getAccount } from '../connect/getAccount.js'
import { NotConnectedToEmailOrSocialError } from './errors.js'
import { type AuthConnection, getAuthAdapter } from './getAuthAdapter.js'

/**
 * The auth adapter of the active account, which must be connected through the AUTH connector
 * ('Not connected to email or social' otherwise, spec §8).
 */
export function requireAuthAccount(context: PorticoContext): AuthConnection {
  const auth = getAuthAdapter(context)
  const account = getAccount(context)
  if (account.status !== 'connected' || account.connectorId !== auth.connector.id)
    throw new NotConnectedToEmailOrSocialError()
  return auth
}
