import { createHash } from 'node:crypto'
import { DEVNET_SOCIAL_PROVIDERS, type DevnetSocialProvider } from './socialProviders.js'

/** One OAuth client of the development identity provider: a confidential client per social provider. */
export type DevnetSocialClient = {
  provider: DevnetSocialProvider
  clientId: string
  /** Secret: never log it. */
  clientSecret: string
}

/** Default port of the secure site, whose `/social/callback` is the clients' redirect URI. */
const DEFAULT_SECURE_PORT = 4002

/** Path of the secure site's OAuth redirect target. */
export const SOCIAL_CALLBACK_PATH = '/social/callback'

/** `SOCIAL_GOOGLE_CLIENT_SECRET`: the variables the secure site reads (docs/embedded-wallet.md). */
export const socialEnvName = (
  provider: DevnetSocialProvider,
  field: 'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET',
) => `SOCIAL_${provider.toUpperCase()}_${field}`

/**
 * The devnet's clients: id = the provider id, secret = a fixed value derived from the provider id
 * (public knowledge, like anvil's keys: devnet only), each overridable with the same
 * `SOCIAL_<PROVIDER>_CLIENT_ID` / `_CLIENT_SECRET` variables the secure site reads, so one
 * environment configures both ends.
 */
export function getDevnetSocialClients(
  env: Record<string, string | undefined> = process.env,
): DevnetSocialClient[] {
  return DEVNET_SOCIAL_PROVIDERS.map((provider) => ({
    provider,
    clientId: env[socialEnvName(provider, 'CLIENT_ID')] || provider,
    clientSecret:
      env[socialEnvName(provider, 'CLIENT_SECRET')] ||
      createHash('sha256').update(`portico devnet ${provider} client secret`).digest('base64url'),
  }))
}

/**
 * Redirect URIs every client accepts: `PORTICO_IDP_REDIRECT_URIS` (comma-separated), else the
 * secure site's callback on its port (`PORTICO_SECURE_PORT`, default 4002).
 */
export function getDevnetRedirectUris(
  env: Record<string, string | undefined> = process.env,
): string[] {
  const listed = (env.PORTICO_IDP_REDIRECT_URIS ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean)
  for (const uri of listed) {
    const url = URL.canParse(uri) ? new URL(uri) : undefined
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash)
      throw new Error(
        `PORTICO_IDP_REDIRECT_URIS: '${uri}' is not an http(s) URL without a fragment`,
      )
  }
  if (listed.length > 0) return listed
  const port = env.PORTICO_SECURE_PORT || String(DEFAULT_SECURE_PORT)
  return [`http://127.0.0.1:${port}${SOCIAL_CALLBACK_PATH}`]
}

/**
 * The `SOCIAL_<PROVIDER>_ISSUER`, `_CLIENT_ID` and `_CLIENT_SECRET` variables that point the
 * secure site at the development identity provider for every provider (for the stack's service
 * table and tests).
 */
export function getDevnetSocialEnv({
  issuer,
  env = process.env,
  clients = getDevnetSocialClients(env),
}: {
  issuer: string
  env?: Record<string, string | undefined>
  /** @default getDevnetSocialClients(env) */
  clients?: readonly DevnetSocialClient[]
}): Record<string, string> {
  return Object.fromEntries(
    clients.flatMap(({ provider, clientId, clientSecret }) => [
      [socialEnvName(provider, 'ISSUER'), issuer],
      [socialEnvName(provider, 'CLIENT_ID'), clientId],
      [socialEnvName(provider, 'CLIENT_SECRET'), clientSecret],
    ]),
  )
}
