/**
 * A sign-in message that cannot be built or parsed: `field` names the part at fault (e.g.
 * `nonce`), the message says which rule it broke, e.g. "Invalid nonce: at least 8 alphanumeric
 * characters (EIP-4361); got 'abc'".
 */
export class SiwxMessageError extends Error {
  override name = 'SiwxMessageError'
  /** The field at fault, or 'message' for the layout. */
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}
