import type { SocialProviderSchema } from '@portico/embedded/messages'
import type * as z from 'zod/mini'

/** A social provider of spec §5 (Farcaster signs in by its own flow). */
export type SocialProvider = z.output<typeof SocialProviderSchema>

/** Every social provider, in the spec's default order (without Farcaster). */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'apple',
  'github',
  'facebook',
]

/** An OpenID Connect client registered at a provider. */
export type SocialProviderConfig = {
  /** The issuer URL; its `/.well-known/openid-configuration` is discovered. */
  issuer: string
  clientId: string
  clientSecret: string
  /** How the client authenticates at the token endpoint (`SOCIAL_<PROVIDER>_TOKEN_AUTH_METHOD`). @default client_secret_post */
  tokenAuthMethod?: 'client_secret_post' | 'client_secret_basic' | undefined
}

/** The configured providers; a provider left out is reported as unavailable. */
export type SocialProvidersConfig = Partial<Record<SocialProvider, SocialProviderConfig>>

/**
 * Reads `SOCIAL_<PROVIDER>_ISSUER`, `_CLIENT_ID` and `_CLIENT_SECRET` (and optionally
 * `_TOKEN_AUTH_METHOD`) for each provider (e.g. `SOCIAL_GOOGLE_ISSUER`). A provider needs all three; one with only some throws, naming what is
 * missing (never a value).
 */
export function readSocialProviders(
  env: Record<string, string | undefined>,
): SocialProvidersConfig {
  const providers: SocialProvidersConfig = {}
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SOCIAL_${provider.toUpperCase()}_`
    const issuer = env[`${prefix}ISSUER`]
    const clientId = env[`${prefix}CLIENT_ID`]
    const clientSecret = env[`${prefix}CLIENT_SECRET`]
    if (!issuer && !clientId && !clientSecret) continue
    const missing = [
      [`${prefix}ISSUER`, issuer],
      [`${prefix}CLIENT_ID`, clientId],
      [`${prefix}CLIENT_SECRET`, clientSecret],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name)
    if (missing.length)
      throw new Error(`${provider} login is half configured: set ${missing.join(', ')}`)
    if (!URL.canParse(issuer as string) || !/^https?:$/.test(new URL(issuer as string).protocol))
      throw new Error(`${prefix}ISSUER must be an http(s) URL`)
    const method = env[`${prefix}TOKEN_AUTH_METHOD`]
    if (method && method !== 'client_secret_post' && method !== 'client_secret_basic')
      throw new Error(
        `${prefix}TOKEN_AUTH_METHOD must be client_secret_post or client_secret_basic`,
      )
    providers[provider] = {
      issuer: issuer as string,
      clientId: clientId as string,
      clientSecret: clientSecret as string,
      ...(method ? { tokenAuthMethod: method as SocialProviderConfig['tokenAuthMethod'] } : {}),
    }
  }
  return providers
}
