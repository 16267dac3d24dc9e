import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SOCIAL_PROVIDERS, type DevnetSocialProvider } from './socialProviders.js'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider.js'
import { createBrowserSession } from './testing/browserSession.js'

/** The secure site's callback on a port nothing listens on: the flow stops at its URL. */
const REDIRECT_URI = 'http://127.0.0.1:9/social/callback'
const CLIENT_ORIGIN = new URL(REDIRECT_URI).origin

let idp: IdentityProvider
const logins: string[] = []
const errors: string[] = []
beforeAll(async () => {
  idp = await startIdentityProvider({
    port: 0,
    redirectUris: [REDIRECT_URI],
    onLogin: ({ userId, provider }) => logins.push(`${userId}@${provider}`),
    onError: (message) => errors.push(message),
  })
})
afterAll(async () => {
  await idp.close()
  expect(errors).toEqual([])
})

/** openid-client's configuration for a provider's devnet client, by discovery. */
async function discover(provider: DevnetSocialProvider, secret?: string) {
  const c = idp.clients.find((x) => x.provider === provider)
  if (!c) throw new Error(`no client ${provider}`)
  return client.discovery(new URL(idp.issuer), c.clientId, secret ?? c.clientSecret, undefined, {
    execute: [client.allowInsecureRequests],
  })
}

/** An authorization request as the secure site makes it: PKCE S256, state, nonce. */
async function authorizationRequest(
  config: client.Configuration,
  extra: Record<string, string> = {},
) {
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  })
  return { url, verifier, state, nonce }
}

/** Walks the browser through the login page: returns the callback URL the provider sends it to. */
async function signIn(
  session: ReturnType<typeof createBrowserSession>,
  authorizationUrl: URL,
  userId: string,
): Promise<URL> {
  const { response: page, url: loginUrl } = await session.follow(authorizationUrl.href)
  expect(page.status).toBe(200)
  expect(new URL(loginUrl).pathname).toMatch(/^\/interaction\/[\w-]+$/)
  const html = await page.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  expect(action).toBe(`${new URL(loginUrl).pathname}/login`)
  const { url } = await session.follow(new URL(action ?? '', idp.issuer).href, {
    method: 'POST',
    form: { user: userId },
    stopAtOrigin: CLIENT_ORIGIN,
  })
  return new URL(url)
}

describe('development identity provider (openid-client against oidc-provider)', () => {
  it('discovery names the issuer, code flow only, PKCE S256, scopes openid email profile', async () => {
    const metadata = (await discover('google')).serverMetadata()
    expect(metadata).toMatchObject({
      issuer: idp.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    })
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    )
    expect(metadata.token_endpoint_auth_methods_supported).toContain('client_secret_post')
  })

  const expectedUsernames: [DevnetSocialProvider, string, string, string][] = [
    ['google', 'alice', 'alice@example.com', 'Google has no user name: its email'],
    ['apple', 'bob', 'bob@example.com', 'Apple has no user name: its email'],
    ['x', 'bob', 'bob_onchain', 'an X handle'],
    ['github', 'bob', 'bob-builder', 'a GitHub login'],
    ['facebook', 'carol', 'Carol Example', 'the Facebook display name'],
    [
      'discord',
      'alice',
      'alice0',
      'spec §5: "a discord username ending in 0 loses that last character" — the 0 is there to lose',
    ],
    [
      'discord',
      'carol',
      'carol100',
      'a Discord name ending in 0 itself (carol10) still gets the discriminator 0',
    ],
  ]
  it.each(expectedUsernames)(
    '%s signs %s in with code + PKCE: id_token and userinfo say preferred_username %s (%s)',
    async (provider, userId, username) => {
      const config = await discover(provider)
      const request = await authorizationRequest(config)
      const callback = await signIn(createBrowserSession(), request.url, userId)
      expect(callback.searchParams.get('state')).toBe(request.state)
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      })
      const claims = tokens.claims()
      expect(claims).toMatchObject({
        iss: idp.issuer,
        aud: provider,
        sub: userId,
        email_verified: true,
        preferred_username: username,
        nonce: request.nonce,
      })
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, userId)
      expect(userinfo).toMatchObject({
        sub: userId,
        email: claims?.email,
        preferred_username: username,
        name: claims?.name,
      })
      expect(logins).toContain(`${userId}@${provider}`)
    },
  )

  it('asks which user signs in on every authorization, even with a session from the last one', async () => {
    const session = createBrowserSession()
    const config = await discover('github')
    for (const userId of ['alice', 'bob']) {
      const request = await authorizationRequest(config)
      const callback = await signIn(session, request.url, userId)
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      })
      expect(tokens.claims()?.sub).toBe(userId)
    }
  })

  it('requires PKCE: an authorization without code_challenge comes back as invalid_request', async () => {
    const config = await discover('google')
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid',
      state: 'state-1',
      nonce: 'nonce-1',
    })
    const { url: back } = await createBrowserSession().follow(url.href, {
      stopAtOrigin: CLIENT_ORIGIN,
    })
    const params = new URL(back).searchParams
    expect(params.get('error')).toBe('invalid_request')
    expect(params.get('error_description')).toMatch(/PKCE/)
  })

  it('refuses a code with the wrong PKCE verifier (invalid_grant)', async () => {
    const config = await discover('x')
    const request = await authorizationRequest(config)
    const callback = await signIn(createBrowserSession(), request.url, 'alice')
    await expect(
      client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('refuses the token request of a client with the wrong secret (invalid_client)', async () => {
    const request = await authorizationRequest(await discover('discord'))
    const callback = await signIn(createBrowserSession(), request.url, 'alice')
    const wrong = await discover('discord', 'not-the-secret')
    await expect(
      client.authorizationCodeGrant(wrong, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_client' })
  })

  it('never redirects to an unregistered redirect URI: it shows an error page instead', async () => {
    const config = await discover('google')
    const { url } = await authorizationRequest(config, {
      redirect_uri: 'http://evil.test/callback',
    })
    const { response, url: last } = await createBrowserSession().follow(url.href)
    expect(new URL(last).origin).toBe(idp.issuer)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('role="alert"')
    expect(html).toContain('redirect_uri')
  })

  it('Cancel on the login page answers the app with access_denied', async () => {
    const session = createBrowserSession()
    const request = await authorizationRequest(await discover('facebook'))
    const { url: loginUrl } = await session.follow(request.url.href)
    const { url: back } = await session.follow(`${loginUrl}/abort`, {
      method: 'POST',
      form: {},
      stopAtOrigin: CLIENT_ORIGIN,
    })
    expect(new URL(back).searchParams.get('error')).toBe('access_denied')
    expect(new URL(back).searchParams.get('state')).toBe(request.state)
  })

  it('the login page is a plain accessible form: a labelled radio per test user, no script', async () => {
    const session = createBrowserSession()
    const request = await authorizationRequest(await discover('discord'), {
      login_hint: 'bob@example.com',
    })
    const { response, url } = await session.follow(request.url.href)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain(`form-action 'self' ${CLIENT_ORIGIN}`)
    const html = await response.text()
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<h1>Sign in with Discord</h1>')
    expect(html).toContain('<legend>Choose a test user</legend>')
    expect(html).not.toMatch(/<script/i)
    const radios = [
      ...html.matchAll(/<label><input type="radio" name="user" value="(\w+)"( checked)?/g),
    ]
    expect(radios.map((m) => m[1])).toEqual(['alice', 'bob', 'carol'])
    expect(radios.find((m) => m[2])?.[1]).toBe('bob')
    expect(html).toContain('<code>bob.builder0</code>')

    const unknown = await session.request(`${url}/login`, {
      method: 'POST',
      form: { user: 'mallory' },
    })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('role="alert"')
  })

  it('knows one client per social provider, each with its own secret', () => {
    expect(idp.clients.map((c) => c.clientId)).toEqual([...DEVNET_SOCIAL_PROVIDERS])
    expect(new Set(idp.clients.map((c) => c.clientSecret)).size).toBe(
      DEVNET_SOCIAL_PROVIDERS.length,
    )
  })

  it.each(['0.0.0.0', '10.0.0.1'])('refuses to listen on %s (loopback only)', async (host) => {
    await expect(startIdentityProvider({ port: 0, host })).rejects.toThrow(
      /listens on loopback only/,
    )
  })
})
