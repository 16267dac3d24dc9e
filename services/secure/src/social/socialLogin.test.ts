/**
 * Social login (issue 7 "google, x, discord, farcaster, github, apple, facebook over OAuth 2.0 /
 * OpenID Connect with openid-client (PKCE, state, nonce)") against the devnet's identity provider
 * (oidc-provider), and Farcaster through its relay stand-in.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IdentityProvider } from '@portico/devnet/testing'
import { getFreePorts, startTestIdentityProvider } from '@portico/devnet/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSocialProviders } from '../config/socialProviders.js'
import {
  createTestDevice,
  signInAtIdentityProvider,
  startTestSecure,
  type TestSecure,
} from '../testing/index.js'
import { SOCIAL_RESULT_TTL_MS } from './socialRoutes.js'

let clock = Date.now()
let idp: IdentityProvider
let secure: TestSecure

beforeAll(async () => {
  const [port = 0] = await getFreePorts(1)
  idp = await startTestIdentityProvider({
    redirectUris: [`http://127.0.0.1:${port}/social/callback`],
  })
  secure = await startTestSecure({
    port,
    now: () => clock,
    social: readSocialProviders(idp.socialEnv),
    farcasterRelayUrl: `${idp.issuer}/farcaster`,
    longPollMs: 1_500,
    pollIntervalMs: 50,
  })
})
afterAll(async () => {
  await secure?.close()
  await idp?.close()
})

function loginNonce() {
  const nonce = randomBytes(32).toString('base64url')
  return { nonce, hash: createHash('sha256').update(nonce).digest('hex') }
}

async function startSocial(provider: string, hash: string, device = secure.device) {
  return secure.call('POST', '/auth/v1/social/start', {
    body: { provider, projectId: 'p1', loginNonceHash: hash },
    device,
  })
}

/** The popup: authorize at the provider as `userId`, then open the secure callback. */
async function popup(provider: string, userId: string, hash: string) {
  const started = await startSocial(provider, hash)
  expect(started.status).toBe(200)
  const callbackUrl = await signInAtIdentityProvider({
    authorizeUrl: started.body.uri,
    userId,
    stopAtOrigin: secure.url,
  })
  return { authorizeUrl: new URL(started.body.uri), callbackUrl }
}

function openCallback(url: URL) {
  return fetch(url, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })
}

/** The SocialResult data the callback page hands its script, if any. */
function readResult(html: string): { resultUri: string } | undefined {
  const json = /<script type="application\/json" id="portico-social-result">([^<]*)<\/script>/.exec(
    html,
  )?.[1]
  return json ? JSON.parse(json) : undefined
}

describe('social login through the identity provider', () => {
  it.each([
    ['github', 'bob', 'bob-builder', 'bob@example.com'],
    ['discord', 'alice', 'alice0', 'alice@example.com'],
    [
      'google',
      'carol',
      'carol.with.a.long.address@example.com',
      'carol.with.a.long.address@example.com',
    ],
  ])(
    '%s as %s: PKCE S256, state and nonce go out; the popup posts a result URI that the frame redeems with its nonce',
    async (provider, userId, userName, email) => {
      const { nonce, hash } = loginNonce()
      const { authorizeUrl, callbackUrl } = await popup(provider, userId, hash)
      expect(authorizeUrl.origin).toBe(idp.issuer)
      expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256')
      expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(authorizeUrl.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${secure.url}/social/callback`)
      expect(callbackUrl.searchParams.get('code')).toBeTruthy()

      const page = await openCallback(callbackUrl)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(page.headers.get('cross-origin-opener-policy')).toBeNull()
      const html = await page.text()
      expect(html).toContain('<script src="/social/callback.js"></script>')
      const result = readResult(html)
      // Issue 16: nothing says where to post it but the secure origin the script runs on.
      expect(Object.keys(result ?? {})).toEqual(['resultUri'])
      expect(result?.resultUri).toMatch(
        new RegExp(`^${secure.url}/social/result\\?token=[A-Za-z0-9_-]{43}$`),
      )

      const redeemed = await secure.call('POST', '/auth/v1/social/redeem', {
        body: { resultUri: result?.resultUri, loginNonce: nonce },
      })
      expect(redeemed.status).toBe(200)
      expect(redeemed.body.user).toMatchObject({ email, userName, socialProvider: provider })
      const me = await secure.call('GET', '/auth/v1/me', { session: redeemed.body.session })
      expect(me.body.user.socialProvider).toBe(provider)
    },
  )

  it('issue 16: the callback script posts SocialResult only with the secure origin as target (the frames of origin S, never the dApp)', async () => {
    const script = await fetch(`${secure.url}/social/callback.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    const text = await script.text()
    expect(text).toContain("type: 'SocialResult'")
    expect(text).toContain('window.opener.frames')
    expect(text.match(/postMessage\(([^)]*)\)/g)).toEqual(['postMessage(message, location.origin)'])
    expect(text).not.toContain("'*'")
  })

  it('issue 16: a result is redeemed only by the frame key that started the login, even with the right nonce', async () => {
    const { nonce, hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'bob', hash)
    const result = readResult(await (await openCallback(callbackUrl)).text())
    const stolen = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri: result?.resultUri, loginNonce: nonce },
      device: createTestDevice(),
    })
    expect(stolen.body.error.code).toBe('SOCIAL_FAILED')
  })

  it('the same provider account signs in to the same user each time', async () => {
    const ids = []
    for (let i = 0; i < 2; i++) {
      const { nonce, hash } = loginNonce()
      const { callbackUrl } = await popup('x', 'alice', hash)
      const result = readResult(await (await openCallback(callbackUrl)).text())
      const redeemed = await secure.call('POST', '/auth/v1/social/redeem', {
        body: { resultUri: result?.resultUri, loginNonce: nonce },
      })
      ids.push(redeemed.body.user.id)
    }
    expect(ids[0]).toBe(ids[1])
  })

  it('a tampered state gets "Failed to connect" and posts nothing; the genuine callback still works', async () => {
    const { nonce, hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'alice', hash)
    const tampered = new URL(callbackUrl)
    tampered.searchParams.set('state', randomBytes(32).toString('base64url'))
    const refused = await openCallback(tampered)
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(html).toContain('Failed to connect')
    expect(readResult(html)).toBeUndefined()
    expect(html).not.toContain('callback.js')
    const genuine = readResult(await (await openCallback(callbackUrl)).text())
    const redeemed = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri: genuine?.resultUri, loginNonce: nonce },
    })
    expect(redeemed.status).toBe(200)
  })

  it('a replayed callback (same code and state) is refused', async () => {
    const { hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'alice', hash)
    expect((await openCallback(callbackUrl)).status).toBe(200)
    const replay = await openCallback(callbackUrl)
    expect(replay.status).toBe(400)
    expect(readResult(await replay.text())).toBeUndefined()
  })

  it('a replayed result URI is refused: single use', async () => {
    const { nonce, hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'alice', hash)
    const result = readResult(await (await openCallback(callbackUrl)).text())
    const body = { resultUri: result?.resultUri, loginNonce: nonce }
    expect((await secure.call('POST', '/auth/v1/social/redeem', { body })).status).toBe(200)
    const replay = await secure.call('POST', '/auth/v1/social/redeem', { body })
    expect(replay.body.error).toEqual({ code: 'SOCIAL_FAILED', message: 'Failed to connect' })
  })

  it('a result URI is useless without the login nonce, and one wrong try uses it up', async () => {
    const { nonce, hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'alice', hash)
    const result = readResult(await (await openCallback(callbackUrl)).text())
    const stolen = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri: result?.resultUri, loginNonce: loginNonce().nonce },
    })
    expect(stolen.body.error.code).toBe('SOCIAL_FAILED')
    const late = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri: result?.resultUri, loginNonce: nonce },
    })
    expect(late.body.error.code).toBe('SOCIAL_FAILED')
  })

  it('a result URI expires after 2 minutes', async () => {
    const { nonce, hash } = loginNonce()
    const { callbackUrl } = await popup('github', 'alice', hash)
    const result = readResult(await (await openCallback(callbackUrl)).text())
    clock += SOCIAL_RESULT_TTL_MS
    const late = await secure.call('POST', '/auth/v1/social/redeem', {
      body: { resultUri: result?.resultUri, loginNonce: nonce },
    })
    expect(late.body.error.code).toBe('SOCIAL_FAILED')
  })

  it.each([
    ['social', '/auth/v1/social/start', { provider: 'github', projectId: 'p2' }],
    ['farcaster', '/auth/v1/farcaster/start', { projectId: 'p2' }],
  ])(
    'issue 16: a %s login for a project allowing * is refused outside development',
    async (_kind, path, body) => {
      const answer = await secure.call('POST', path, {
        body: { ...body, loginNonceHash: loginNonce().hash },
      })
      expect(answer.status).toBe(403)
      expect(answer.body.error.code).toBe('WILDCARD_ORIGINS')
    },
  )

  it('every provider is reported available when configured, Farcaster too', async () => {
    const answer = await secure.call('GET', '/auth/v1/providers', {
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(answer.body).toEqual({
      social: ['google', 'x', 'discord', 'apple', 'github', 'facebook'].map((id) => ({
        id,
        available: true,
      })),
      farcaster: true,
    })
  })
})

describe('providers without configuration', () => {
  it('are reported unavailable, and starting one answers PROVIDER_UNAVAILABLE', async () => {
    const bare = await startTestSecure({
      social: { github: readSocialProviders(idp.socialEnv).github },
    })
    try {
      const providers = await bare.call('GET', '/auth/v1/providers', { origin: null })
      expect(
        providers.body.social
          .filter((p: { available: boolean }) => p.available)
          .map((p: { id: string }) => p.id),
      ).toEqual(['github'])
      expect(providers.body.farcaster).toBe(false)
      const google = await bare.call('POST', '/auth/v1/social/start', {
        body: {
          provider: 'google',
          projectId: 'p1',
          loginNonceHash: loginNonce().hash,
        },
      })
      expect(google.body.error.code).toBe('PROVIDER_UNAVAILABLE')
      const farcaster = await bare.call('POST', '/auth/v1/farcaster/start', {
        body: { projectId: 'p1', loginNonceHash: loginNonce().hash },
      })
      expect(farcaster.body.error.code).toBe('PROVIDER_UNAVAILABLE')
    } finally {
      await bare.close()
    }
  })
})

describe('Farcaster through its relay', () => {
  async function approve(connectUrl: string, user: string) {
    const channelToken = new URL(connectUrl).searchParams.get('channelToken') as string
    const response = await fetch(`${idp.issuer}/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, user }),
    })
    expect(response.status).toBe(200)
  }

  it('start gives the connect URI; wait is pending until the approving app signs, then the SIWE message is checked and a session opens', async () => {
    const { nonce, hash } = loginNonce()
    const started = await secure.call('POST', '/auth/v1/farcaster/start', {
      body: { projectId: 'p1', loginNonceHash: hash },
    })
    expect(started.status).toBe(200)
    expect(started.body.url).toMatch(/^farcaster:\/\/connect\?/)
    const wait = () =>
      secure.call('POST', '/auth/v1/farcaster/wait', {
        body: { channelId: started.body.channelId, loginNonce: nonce },
      })
    expect((await wait()).body).toEqual({ status: 'pending' })
    await approve(started.body.url, 'bob')
    const done = await wait()
    expect(done.body).toMatchObject({
      status: 'completed',
      user: { userName: 'bob', socialProvider: 'farcaster', email: null },
    })
    // Used up: the channel cannot open a second session.
    expect((await wait()).body.error.code).toBe('FARCASTER_FAILED')
  })

  it('issue 16: waiting from another frame key is refused, even with the right nonce', async () => {
    const { nonce, hash } = loginNonce()
    const started = await secure.call('POST', '/auth/v1/farcaster/start', {
      body: { projectId: 'p1', loginNonceHash: hash },
    })
    const answer = await secure.call('POST', '/auth/v1/farcaster/wait', {
      body: { channelId: started.body.channelId, loginNonce: nonce },
      device: createTestDevice(),
    })
    expect(answer.body.error.code).toBe('FARCASTER_FAILED')
  })

  it('waiting with another login nonce is refused', async () => {
    const { hash } = loginNonce()
    const started = await secure.call('POST', '/auth/v1/farcaster/start', {
      body: { projectId: 'p1', loginNonceHash: hash },
    })
    const answer = await secure.call('POST', '/auth/v1/farcaster/wait', {
      body: { channelId: started.body.channelId, loginNonce: loginNonce().nonce },
    })
    expect(answer.body.error).toEqual({
      code: 'FARCASTER_FAILED',
      message: 'Failed to connect to farcaster',
    })
  })
})
