import { PAIRING_EXPIRED_THRESHOLD_MS, PAIRING_EXPIRY_MS } from '../../constants.js'
import type { PorticoContext } from '../../context.js'
import { connectWalletConnect } from './connectWalletConnect.js'

/** A WalletConnect v2 pairing URI: `wc:<64 hex topic>@2?…` (only these are shown or opened). */
const PAIRING_URI = /^wc:[0-9a-f]{64}@2\?[^\s]*$/i

/**
 * Records the pairing URI a WalletConnect adapter created (shown as QR code and put in deep
 * links), with its expiry: PAIRING_EXPIRY_MS after now. Spec §4: the URI counts as expired
 * PAIRING_EXPIRED_THRESHOLD_MS before that; then, if it is still the one shown, a fresh pairing
 * replaces it (unless the dApp drives WalletConnect itself, `manualWCControl`). Anything that is
 * not a v2 pairing URI is ignored.
 */
export function setPairingUri(context: PorticoContext, uri: string): void {
  if (typeof uri !== 'string' || !PAIRING_URI.test(uri)) return
  const createdAt = context.now()
  const expiresAt = createdAt + PAIRING_EXPIRY_MS
  context.stores.pairing.setState({
    status: 'ready',
    uri,
    createdAt,
    expiresAt,
    error: undefined,
  })
  if (context.options.manualWCControl) return
  const timer = setTimeout(
    () => {
      context.timers.delete(timer)
      const state = context.stores.pairing.getState()
      if (state.status !== 'ready' || state.uri !== uri) return
      void connectWalletConnect(context, { connectorId: state.connectorId }).catch(() => undefined)
    },
    expiresAt - PAIRING_EXPIRED_THRESHOLD_MS - createdAt,
  )
  context.timers.add(timer)
}
