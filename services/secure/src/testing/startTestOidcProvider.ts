import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A user of the test identity provider. */
export type TestOidcAccount = { id: string; email: string; username: string }

/** Parameters of `startTestOidcProvider`. */
export type StartTestOidcProviderParameters = {
  /** One confidential client per entry (client secret basic, PKCE required). */
  clients: { clientId: string; clientSecret: string; redirectUri: string }[]
  accounts: TestOidcAccount[]
}

/** A running test identity provider. */
export type TestOidcProvider = {
  issuer: string
  /** Who signs in at the next login prompt. */
  setAccount(id: string): void
  /**
   * Plays the browser in the popup: follows the authorize URL through the provider's login and
   * consent (as the account set), carrying its cookies, and returns the URL the provider
   * redirects to (the relying party's callback with code, state and iss), without opening it.
   */
  authorize(authorizeUrl: string): Promise<URL>
  close(): Promise<void>
}

/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port: authorization code
 * flow with PKCE required, client secret basic, claims email and preferred_username at UserInfo.
 * Its login and consent prompts are answered by the harness for the account set with
 * setAccount (the devnet's identity provider shows a real login page instead).
 */
export async function startTestOidcProvider({
  clients,
  accounts,
}: StartTestOidcProviderParameters): Promise<TestOidcProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let accountId = accounts[0]?.id ?? ''
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
    },
    cookies: { keys: ['portico-test-idp'] },
    async findAccount(_ctx, sub) {
      const account = accounts.find((a) => a.id === sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: true,
            preferred_username: account.username,
            name: account.username,
          }
        },
      }
    },
  })
  // Quiet: oidc-provider logs development-key warnings through console otherwise.
  provider.on('server_error', () => {})
  const handle = provider.callback()

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response)
    if (details.prompt.name === 'login')
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      )
    const session = details.session as { accountId: string }
    const clientId = String(details.params.client_id)
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) as InstanceType<typeof provider.Grant>)
      : new provider.Grant({ accountId: session.accountId, clientId })
    const missing = details.prompt.details as {
      missingOIDCScope?: string[]
      missingOIDCClaims?: string[]
    }
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
    const grantId = await grant.save()
    return provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    )
  }

  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/'))
      interaction(request, response).catch((error: Error) => {
        response.statusCode = 500
        response.end(error.message)
      })
    else handle(request, response)
  })

  return {
    issuer,
    setAccount(id) {
      accountId = id
    },
    async authorize(authorizeUrl) {
      const cookies = new Map<string, string>()
      let url = new URL(authorizeUrl)
      for (let hop = 0; hop < 20; hop++) {
        if (url.origin !== issuer) return url
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        })
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';')
          const at = pair.indexOf('=')
          cookies.set(pair.slice(0, at), pair.slice(at + 1))
        }
        const location = response.headers.get('location')
        await response.body?.cancel()
        if (!location)
          throw new Error(`the provider answered ${response.status} without a redirect`)
        url = new URL(location, url)
      }
      throw new Error('too many redirects')
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
