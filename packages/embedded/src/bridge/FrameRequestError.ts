import { PorticoError } from '@portico/core'

/**
 * A request the frame answered with `<type>Error`: its message is the frame's (untrusted text,
 * render it as text), its code the EIP-1193 / JSON-RPC code when the frame gave one (4001 …).
 */
export class FrameRequestError extends PorticoError {
  override name = 'FrameRequestError'
  static override readonly docsPath: string = '/errors#frame-request'
  constructor(message: string, code?: number | undefined) {
    super(message || 'An error occurred', { code })
  }
}
