import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/e2e/chromium'
import * as client from 'openid-client'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type IdentityProvider, startIdentityProvider } from './startIdentityProvider.js'

/**
 * The identity provider's pages in Debian's Chromium: the login form redirecting on to the
 * client (its CSP must allow that) and the Farcaster approving page.
 */
let app: Server
let appOrigin: string
let idp: IdentityProvider
let browser: Browser
let context: BrowserContext

beforeAll(async () => {
  // Stands in for the secure site: its /social/callback just shows what it got.
  app = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><title>app</title><p id="query">${new URL(request.url ?? '/', 'http://x').search.replace(/[<>&"]/g, '')}</p>`,
    )
  })
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
  ;[idp, browser] = await Promise.all([
    startIdentityProvider({ port: 0, redirectUris: [`${appOrigin}/social/callback`] }),
    chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }),
  ])
})
afterAll(async () => {
  await browser?.close()
  await Promise.all([idp?.close(), new Promise((resolve) => app?.close(resolve))])
})
beforeEach(async () => {
  context = await browser.newContext()
})
afterEach(() => context.close())

describe('identity provider pages in Chromium', () => {
  it('social login: the login page, then the redirect back to the app with a code openid-client redeems', async () => {
    const c = idp.clients.find((x) => x.provider === 'discord')
    if (!c) throw new Error('no discord client')
    const config = await client.discovery(
      new URL(idp.issuer),
      c.clientId,
      c.clientSecret,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    )
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: `${appOrigin}/social/callback`,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    const page = await context.newPage()
    await page.goto(authorizationUrl.href)
    await expect(
      page.getByRole('heading', { name: 'Sign in with Discord' }).isVisible(),
    ).resolves.toBe(true)
    await page.getByRole('radio', { name: /Bob Example/ }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL(`${appOrigin}/social/callback?**`)
    const tokens = await client.authorizationCodeGrant(config, new URL(page.url()), {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    })
    expect(tokens.claims()).toMatchObject({ sub: 'bob', preferred_username: 'bob.builder0' })
  })

  it('Farcaster: the approving page reached from the farcaster:// URI completes the channel', async () => {
    const opened = await fetch(`${idp.issuer}/farcaster/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: `${appOrigin}/`, domain: new URL(appOrigin).host }),
    })
    const { channelToken, url } = (await opened.json()) as { channelToken: string; url: string }
    const page = await context.newPage()
    await page.goto(`${idp.issuer}/farcaster/approve?url=${encodeURIComponent(url)}`)
    await page.getByRole('radio', { name: /@carol/ }).check()
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByText('You signed in to').waitFor()
    const status = await fetch(`${idp.issuer}/farcaster/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(await status.json()).toMatchObject({ state: 'completed', username: 'carol', fid: 1003 })
  })
})
