import type { Connector } from '../../types/connector.js'

/** The wallet-standard wallet behind an adapter's connector (the wallet is its provider). */
export function walletOf<wallet>(connector: Connector): wallet {
  return connector.provider as wallet
}
