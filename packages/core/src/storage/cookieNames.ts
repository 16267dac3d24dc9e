import { STORAGE_KEYS } from './createStorage.js'

/**
 * The storage keys createCookieStorage keeps in cookies, each with its cookie's name: what a
 * server needs to render the connection, all public (a connector id, a namespace, an address).
 * Every other key — the remote configuration, the recent wallets, the embedded wallet's email —
 * stays in the fallback storage: it is large or private, and a cookie goes with every request.
 */
export const COOKIE_NAMES: ReadonlyMap<string, string> = new Map([
  [STORAGE_KEYS.connectorId, 'portico.connector_id'],
  [STORAGE_KEYS.activeNamespace, 'portico.active_namespace'],
  [STORAGE_KEYS.connectedAccount, 'portico.connected_account'],
])
