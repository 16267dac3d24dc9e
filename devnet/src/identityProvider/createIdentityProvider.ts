import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { Configuration, KoaContextWithOIDC, Provider } from 'oidc-provider'
import { escapeHtml, renderPage } from '../mail/html.js'
import { createMemoryAdapter } from './createMemoryAdapter.js'
import { loadOidcProvider } from './loadOidcProvider.js'
import type { DevnetSocialClient } from './socialClients.js'
import type { DevnetSocialProvider } from './socialProviders.js'
import { findTestUser, getProviderUsername, type TestUser } from './testUsers.js'

/** Scopes the provider knows; a request's others are dropped. */
export const IDENTITY_PROVIDER_SCOPES = ['openid', 'email', 'profile'] as const

/** Lifetimes of what the provider issues, in seconds. */
export const IDENTITY_PROVIDER_TTL_S = {
  AuthorizationCode: 60,
  AccessToken: 60 * 60,
  IdToken: 60 * 60,
  Interaction: 10 * 60,
  Session: 60 * 60,
  Grant: 60 * 60,
} as const

/** Parameters of {@link createIdentityProvider}. */
export type CreateIdentityProviderParameters = {
  /** e.g. `http://127.0.0.1:4004` (no trailing slash). */
  issuer: string
  clients: readonly DevnetSocialClient[]
  /** Redirect URIs every client may use. */
  redirectUris: readonly string[]
}

/** The OpenID claims of a test user as `provider` reports them. */
export function getUserClaims(
  user: TestUser,
  provider: DevnetSocialProvider,
  issuer: string,
): Record<string, string | boolean> {
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: user.name,
    preferred_username: getProviderUsername(user, provider),
    picture: `${issuer}/avatars/${user.id}.svg`,
  }
}

/**
 * The oidc-provider instance (a Koa app) of the development identity provider: one confidential
 * client per social provider (client_secret_post, openid-client's default), authorization code
 * with PKCE S256 required, scopes openid email profile, the test users as accounts (claims in
 * the id_token and at userinfo, `preferred_username` shaped per provider), a fresh RS256 key
 * and cookie key per start, consent granted without asking, and a login page on every
 * authorization (so a tester picks the user each time).
 */
export async function createIdentityProvider({
  issuer,
  clients,
  redirectUris,
}: CreateIdentityProviderParameters): Promise<Provider> {
  const { default: OidcProvider, interactionPolicy } = await loadOidcProvider()
  const providerByClientId = new Map(clients.map((c) => [c.clientId, c.provider]))

  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'devnet_choose_user',
        'the devnet asks which test user signs in on every authorization',
        'login_required',
        (ctx) => !ctx.oidc.result?.login,
      ),
    )

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  }

  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: clients.map(({ clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [...redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: [...IDENTITY_PROVIDER_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'picture'],
    },
    // Like Google's: the id_token carries the scopes' claims too, not only userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    clientBasedCORS: () => false,
    interactions: {
      policy,
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    ttl: { ...IDENTITY_PROVIDER_TTL_S },
    async findAccount(ctx: KoaContextWithOIDC, id: string) {
      const user = findTestUser(id)
      if (!user) return undefined
      return {
        accountId: user.id,
        claims: () => {
          const clientId = ctx.oidc.client?.clientId
          const provider = (clientId && providerByClientId.get(clientId)) || 'google'
          return getUserClaims(user, provider, issuer) as { sub: string }
        },
      }
    },
    // Consent is given without asking: these clients stand in for the providers' own apps.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, account, result } = ctx.oidc
      if (!client || !session || !account) return undefined
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId)
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined
      if (existing && existing.accountId === account.accountId) return existing
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: account.accountId,
      })
      grant.addOIDCScope(IDENTITY_PROVIDER_SCOPES.join(' '))
      await grant.save()
      return grant
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = renderPage({
        title: 'Sign-in error — devnet identity provider',
        body: `<main><h1>Sign-in error</h1>
<p role="alert"><strong>${escapeHtml(out.error)}</strong>${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p>
<p>Go back to the app and start the sign-in again.</p></main>`,
      })
    },
  }
  return new OidcProvider(issuer, configuration)
}
