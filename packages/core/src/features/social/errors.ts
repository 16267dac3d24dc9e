import { PorticoError, type PorticoErrorParameters } from '../../errors/PorticoError.js'

/** The social login popup was closed before it reported a result (spec §4 "Social login"). */
export class PopupClosedError extends PorticoError {
  override name = 'PopupClosedError'
  static override readonly docsPath: string = '/errors#popup-closed'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Popup closed', parameters)
  }
}

/** The Farcaster sign-in could not be completed. */
export class FarcasterConnectionError extends PorticoError {
  override name = 'FarcasterConnectionError'
  static override readonly docsPath: string = '/errors#farcaster-connection'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}

/** The social login could not be started (no URI from the embedded wallet, popup blocked). */
export class SocialConnectionInitError extends PorticoError {
  override name = 'SocialConnectionInitError'
  static override readonly docsPath: string = '/errors#social-connection-init'
  constructor(parameters: PorticoErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}
