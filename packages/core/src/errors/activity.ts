import { PorticoError, type PorticoErrorParameters } from './PorticoError.js'

/** The account's transaction history could not be loaded (spec §8). */
export class FailedToFetchTransactionsError extends PorticoError {
  override name = 'FailedToFetchTransactionsError'
  static override readonly docsPath: string = '/errors#failed-to-fetch-transactions'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to fetch transactions', parameters)
  }
}
