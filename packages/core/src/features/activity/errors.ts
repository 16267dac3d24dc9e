import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** The account's transaction history could not be loaded (spec §8). */
export class FailedToFetchTransactionsError extends PorticoError {
  override name = 'FailedToFetchTransactionsError'
  static override readonly docsPath: string = '/errors#failed-to-fetch-transactions'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

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

/**
 * Transactions asked for without an account address (spec §5). The user sees spec §8's
 * 'Failed to fetch transactions'; the details say why.
 */
export class TransactionsAccountRequiredError extends PorticoError {
  override name = 'TransactionsAccountRequiredError'
  static override readonly docsPath: string = '/errors#transactions-account-required'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to fetch transactions', {
      details: 'Transactions cannot be fetched without an account address',
      code: 'TRANSACTIONS_ACCOUNT_REQUIRED',
      ...parameters,
    })
  }
}
