import type { SocialProfile } from './createSocialClients.js'

function claimString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : null
}

/**
 * What Portico keeps of a provider's claims (ID token and userinfo): the subject, the email only
 * when the provider says it verified it (`email_verified: true`; issue 16 — an address anyone can
 * type into their provider profile must not show as theirs), and a username.
 */
export function readSocialProfile(subject: string, info: Record<string, unknown>): SocialProfile {
  const email = info.email_verified === true ? claimString(info.email) : null
  return {
    subject,
    email: email?.toLowerCase() ?? null,
    username:
      claimString(info.preferred_username) ?? claimString(info.nickname) ?? claimString(info.name),
  }
}
