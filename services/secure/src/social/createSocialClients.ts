import * as client from 'openid-client'
import type { SocialProvider, SocialProvidersConfig } from '../config/socialProviders.js'
import { SOCIAL_PROVIDERS } from '../config/socialProviders.js'
import { readSocialProfile } from './readSocialProfile.js'

/** The scopes asked of every provider. */
export const SOCIAL_SCOPE = 'openid email profile'

/** Who the provider says signed in. */
export type SocialProfile = {
  /** The provider's stable subject id. */
  subject: string
  email: string | null
  username: string | null
}

/** The secrets of one authorization request, kept server-side between start and callback. */
export type SocialChecks = { state: string; nonce: string; codeVerifier: string }

/** The OpenID Connect clients of the configured providers (openid-client). */
export type SocialClients = {
  /** Configured providers, in the spec's order. */
  readonly available: readonly SocialProvider[]
  /** The authorize URL (PKCE S256, state, nonce) for `provider`, redirecting to `redirectUri`. */
  authorizeUrl(provider: SocialProvider, redirectUri: string, checks: SocialChecks): Promise<URL>
  /**
   * Finishes the code flow from the callback URL: checks state, exchanges the code with the PKCE
   * verifier (client secret post unless configured basic), checks the ID token's nonce, and reads the user's claims
   * (ID token, then UserInfo).
   */
  exchange(provider: SocialProvider, callbackUrl: URL, checks: SocialChecks): Promise<SocialProfile>
}

/** Loopback issuers (the devnet's identity provider) are allowed over plain http. */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
}

/**
 * Clients for every provider of `config`. Each discovers its issuer's metadata on first use and
 * keeps it (a failed discovery is retried next time).
 */
export function createSocialClients(config: SocialProvidersConfig): SocialClients {
  const configurations = new Map<SocialProvider, Promise<client.Configuration>>()

  function configuration(provider: SocialProvider): Promise<client.Configuration> {
    const settings = config[provider]
    if (!settings) return Promise.reject(new Error(`${provider} is not configured`))
    let found = configurations.get(provider)
    if (!found) {
      const issuer = new URL(settings.issuer)
      found = client
        .discovery(
          issuer,
          settings.clientId,
          undefined,
          settings.tokenAuthMethod === 'client_secret_basic'
            ? client.ClientSecretBasic(settings.clientSecret)
            : client.ClientSecretPost(settings.clientSecret),
          {
            execute:
              issuer.protocol === 'http:' && isLoopback(issuer)
                ? [client.allowInsecureRequests]
                : [],
            timeout: 10,
          },
        )
        .catch((error: unknown) => {
          configurations.delete(provider)
          throw error
        })
      configurations.set(provider, found)
    }
    return found
  }

  return {
    available: SOCIAL_PROVIDERS.filter((provider) => config[provider]),
    async authorizeUrl(provider, redirectUri, { state, nonce, codeVerifier }) {
      const settings = await configuration(provider)
      return client.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: SOCIAL_SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
    },
    async exchange(provider, callbackUrl, { state, nonce, codeVerifier }) {
      const settings = await configuration(provider)
      const tokens = await client.authorizationCodeGrant(settings, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims?.sub) throw new Error('the ID token has no subject')
      let info: Record<string, unknown> = { ...claims }
      if (tokens.access_token && settings.serverMetadata().userinfo_endpoint)
        info = {
          ...info,
          ...(await client.fetchUserInfo(settings, tokens.access_token, claims.sub)),
        }
      return readSocialProfile(claims.sub, info)
    },
  }
}
