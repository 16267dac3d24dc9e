import { applyTelegramSocialRules } from '../config/applyTelegramSocialRules.js'
import { detectTelegramPlatform } from '../config/detectTelegramPlatform.js'
import type { SocialProvider } from '../config/options.js'
import type { PorticoContext } from '../context.js'
import { SocialConnectionInitError } from '../errors/connection.js'
import { requireEmbeddedWallet } from './requireEmbeddedWallet.js'

export type ConnectSocialParameters = { provider: SocialProvider }

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
 * Starts a social login (spec §4 "Social login: started, popup opened, result …"). A provider that
 * is not enabled here fails with 'Failed to initiate social connection'. The popup and its result
 * belong to the embedded wallet: until it exists this reports 'Embedded wallet not configured' or
 * 'Unable to load email login dependency' (requireEmbeddedWallet).
 */
export async function connectSocial(
  context: PorticoContext,
  { provider }: ConnectSocialParameters,
): Promise<void> {
  if (!getEnabledSocials(context).includes(provider))
    throw new SocialConnectionInitError({ details: `Social login '${provider}' is not enabled` })
  requireEmbeddedWallet(context)
}
