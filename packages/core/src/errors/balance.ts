import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/**
 * Token balances could not be fetched, or the network is not supported (spec §8, shown as a
 * toast; the next try waits BALANCE_RETRY_BLOCK_MS).
 */
export class TokenBalanceUnavailableError extends PorticoError {
  override name = 'TokenBalanceUnavailableError'
  static override readonly docsPath: string = '/errors#token-balance-unavailable'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Token Balance Unavailable', parameters)
  }
}
