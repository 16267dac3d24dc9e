import type { PorticoInitialState } from './PorticoInitialState.js'
import { parseInitialState } from './parseInitialState.js'

/** The longest stored account read: a CAIP-10 address and a connector id fit well within it. */
const MAX_STORED_ACCOUNT_LENGTH = 1024

/**
 * The initial state from the value of STORAGE_KEYS.connectedAccount (`{ caipAddress,
 * connectorId }` as JSON, written by persistConnectedAccount); `undefined` when it is missing,
 * too long, not JSON or not a valid account (parseInitialState).
 */
export function storedAccountToInitialState(
  value: string | null | undefined,
): PorticoInitialState | undefined {
  if (typeof value !== 'string' || value.length > MAX_STORED_ACCOUNT_LENGTH) return undefined
  let stored: unknown
  try {
    stored = JSON.parse(value)
  } catch {
    return undefined
  }
  if (typeof stored !== 'object' || stored === null) return undefined
  const { caipAddress, connectorId } = stored as { caipAddress?: unknown; connectorId?: unknown }
  if (typeof caipAddress !== 'string') return undefined
  const parts = caipAddress.split(':')
  if (parts.length !== 3) return undefined
  const [namespace, chainId, address] = parts
  return parseInitialState({ account: { namespace, chainId, address, connectorId } })
}
