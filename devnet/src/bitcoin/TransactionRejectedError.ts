/**
 * Why the ledger refused a transaction: `code` is Bitcoin Core's reject reason
 * (`bad-txns-inputs-missingorspent`, `txn-mempool-conflict`, `min relay fee not met`, …) and the
 * message says it in words, naming the input or output at fault.
 */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'

  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`${code}: ${detail}`)
  }
}
