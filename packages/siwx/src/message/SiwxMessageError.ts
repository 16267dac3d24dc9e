import { PorticoError } from '@portico/core/errors'

/**
 * A sign-in message that cannot be built or parsed: `field` names the part at fault (e.g.
 * `nonce`), the message says which rule it broke, e.g. "Invalid nonce: at least 8 alphanumeric
 * characters (EIP-4361); got 'abc'".
 */
export class SiwxMessageError extends PorticoError {
  override name = 'SiwxMessageError'
  static override readonly docsPath: string = '/errors#siwx-message'
  /** The field at fault, or 'message' for the layout. */
  readonly field: string
  constructor(field: string, message: string) {
    super(message, { code: 'SIWX_MESSAGE_INVALID' })
    this.field = field
  }
}
