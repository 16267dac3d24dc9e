import type { PorticoError } from '../../errors/PorticoError.js'

/**
 * The WalletConnect pairing the Connecting views show: a URI waiting for a wallet's approval
 * (docs/walletconnect.md). A URI expires PAIRING_EXPIRY_MS (4 min) after creation and counts as
 * expired PAIRING_EXPIRED_THRESHOLD_MS (10 s) before; a fresh one replaces it then.
 */
export type PairingState = {
  /** idle: none asked; creating: a URI is being made; ready: `uri` waits for a wallet; error. */
  status: 'idle' | 'creating' | 'ready' | 'error'
  /** The `wc:` URI for the QR code and deep links. */
  uri?: string | undefined
  /** When the URI was created and when it expires, in ms since the epoch. */
  createdAt?: number | undefined
  expiresAt?: number | undefined
  /** Why the last pairing failed (status error). */
  error?: PorticoError | undefined
  /** The WALLET_CONNECT connector the pairing is for. */
  connectorId?: string | undefined
  /** Counts pairings asked for; an answer to an older one than the current is stale. */
  attempt: number
}
