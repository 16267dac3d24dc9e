import type { PopupSocialProvider } from '../../adapter/AuthAdapter.js'
import { applyTelegramSocialRules } from '../../config/applyTelegramSocialRules.js'
import { detectTelegramPlatform } from '../../config/detectTelegramPlatform.js'
import type { SocialProvider } from '../../config/options.js'
import type { PorticoContext } from '../../context.js'
import type { FailedToConnectError, ModalClosedError } from '../connect/errors.js'
import type { AuthConnectorNotFoundError } from '../embeddedWallet/errors.js'
import { getAuthAdapter } from '../embeddedWallet/getAuthAdapter.js'
import { showView } from '../modal/router.js'
import type { PopupClosedError } from './errors.js'
import { SocialConnectionInitError } from './errors.js'
import { openSocialPopup } from './openSocialPopup.js'

export type ConnectSocialParameters = {
  provider: SocialProvider
  /**
   * Opens the popup; called synchronously, before anything is awaited, so a call made inside the
   * visitor's click opens it within that gesture. @default openSocialPopup
   */
  openPopup?: (() => Window | null) | undefined
}

/**
 * The social logins offered here: the `socials` feature in force, less what the Telegram client
 * the page runs in cannot do (spec §2 "Telegram platform rules"); an empty list when off.
 */
export function getEnabledSocials(context: PorticoContext): readonly SocialProvider[] {
  const socials = applyTelegramSocialRules({
    socials: context.stores.options.getState().features.socials,
    platform: detectTelegramPlatform(),
  })
  return socials === false ? [] : socials
}

/**
 * A social login (spec §4 "Social login: started, popup opened, result message received from the
 * secure site origin, then connected or failed"). Call it inside the visitor's click: the checks
 * and the popup (600×800) happen synchronously, before anything is awaited or loaded; the rest of
 * the login (finishSocialLogin) loads on demand. Errors before the popup: a provider not enabled
 * here (or Farcaster, which has its own flow) or a blocked popup → 'Failed to initiate social
 * connection'; no embedded-wallet adapter → 'No auth connector found'.
 */
export function connectSocial(
  context: PorticoContext,
  { provider, openPopup = openSocialPopup }: ConnectSocialParameters,
): Promise<void> {
  try {
    if (provider === 'farcaster' || !getEnabledSocials(context).includes(provider))
      throw new SocialConnectionInitError({ details: `Social login '${provider}' is not enabled` })
    const auth = getAuthAdapter(context)
    const popup = openPopup()
    if (!popup) throw new SocialConnectionInitError({ details: 'The browser blocked the popup' })
    // The wait view shows in the same click; the rest of the login loads meanwhile.
    showView(context, { view: 'ConnectingSocial', data: { socialProvider: provider } })
    return import('./finishSocialLogin.js').then((m) =>
      m.finishSocialLogin(context, { ...auth, popup, provider: provider as PopupSocialProvider }),
    )
  } catch (error) {
    return Promise.reject(error)
  }
}

/** the `connectSocial` action. */
export type ConnectSocialErrorType =
  | AuthConnectorNotFoundError
  | SocialConnectionInitError
  | PopupClosedError
  | ModalClosedError
  | FailedToConnectError
