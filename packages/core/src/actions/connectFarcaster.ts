import type { PorticoContext } from '../context.js'
import { getAccount } from './isConnected.js'
import { requireEmbeddedWallet } from './requireEmbeddedWallet.js'

/**
 * The Farcaster sign-in link the ConnectingFarcaster view shows as a QR code (account state
 * `farcasterUrl`, spec §3). The embedded wallet makes it (frame message "Farcaster uri"): until it
 * exists, a link already in the account state is returned and otherwise this reports
 * 'Embedded wallet not configured' or 'Unable to load email login dependency'.
 */
export async function connectFarcaster(context: PorticoContext): Promise<string> {
  const { farcasterUrl } = getAccount(context)
  if (farcasterUrl) return farcasterUrl
  requireEmbeddedWallet(context)
}
