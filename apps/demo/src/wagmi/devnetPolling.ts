/**
 * How often the page asks the devnet for a receipt or a calls status. anvil mines each
 * transaction at once, so wagmi's default (4 s, for public chains' block times) would only wait.
 */
export const DEVNET_POLLING_INTERVAL_MS = 250
