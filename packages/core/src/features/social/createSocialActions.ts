import type { SocialProvider } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import { lazyFeature } from '../../instance/lazyFeature.js'
import type { ConnectFarcasterErrorType } from './connectFarcaster.js'
import type { ConnectSocialErrorType } from './connectSocial.js'
import { type ConnectSocialParameters, connectSocial, getEnabledSocials } from './connectSocial.js'

/** `portico.social`: social and Farcaster login through the embedded wallet. */
export type SocialActions = {
  /**
   * A social login with one of the enabled providers. Call it inside the click: the popup opens
   * synchronously (or pass `openPopup`), the rest loads on demand.
   */
  connect(parameters: ConnectSocialParameters): Promise<void>
  /** The social logins offered here (the feature, less Telegram's platform rules). */
  getEnabled(): readonly SocialProvider[]
  /**
   * Farcaster sign-in: puts the link in the account's `farcasterUrl` (the view's QR code), waits
   * for the approving app, connects and shows Account; resolves with the link.
   */
  connectFarcaster(): Promise<string>
}

export function createSocialActions(context: PorticoContext): SocialActions {
  const farcaster = lazyFeature(() => import('./connectFarcaster.js'))
  return {
    connect: (parameters) => connectSocial(context, parameters),
    getEnabled: () => getEnabledSocials(context),
    connectFarcaster: () => farcaster((m) => m.connectFarcaster(context)),
  }
}

/**
 * What each `portico.social` method throws, by method (docs/errors.md): `SocialActionsErrorTypes['connect']`
 * is the union of the PorticoError classes it can reject or throw with; `never` where the method
 * throws nothing (a failure it meets is kept in the feature's store for the view). The named types
 * are the actions' own (`<Action>ErrorType`, beside each action).
 */
export type SocialActionsErrorTypes = {
  connect: ConnectSocialErrorType
  getEnabled: never
  connectFarcaster: ConnectFarcasterErrorType
}

export type { ConnectFarcasterErrorType } from './connectFarcaster.js'
export type { ConnectSocialErrorType } from './connectSocial.js'
