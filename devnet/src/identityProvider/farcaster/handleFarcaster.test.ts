import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type IdentityProvider, startIdentityProvider } from '../startIdentityProvider.js'

let idp: IdentityProvider
beforeAll(async () => {
  idp = await startIdentityProvider({
    port: 0,
    redirectUris: ['http://127.0.0.1:9/social/callback'],
  })
})
afterAll(() => idp.close())

const openChannel = (body: unknown, contentType = 'application/json') =>
  fetch(`${idp.issuer}/farcaster/v1/channel`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const status = (token?: string) =>
  fetch(`${idp.issuer}/farcaster/v1/channel/status`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('Farcaster relay stand-in over HTTP', () => {
  it('channel → pending → the approving page → completed, signed by the custody key (verifyMessage)', async () => {
    const opened = await openChannel({
      siweUri: 'http://127.0.0.1:4002/farcaster',
      domain: '127.0.0.1:4002',
      nonce: 'portico12345',
    })
    expect(opened.status).toBe(201)
    const { channelToken, url, nonce, approveUrl } = (await opened.json()) as {
      channelToken: string
      url: string
      nonce: string
      approveUrl: string
    }
    expect(url).toBe(`farcaster://connect?channelToken=${channelToken}&nonce=portico12345`)
    expect(nonce).toBe('portico12345')
    expect(approveUrl).toBe(`${idp.issuer}/farcaster/approve?channelToken=${channelToken}`)

    const pending = await status(channelToken)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({ state: 'pending', nonce: 'portico12345', url })

    // The demo's QR code carries the farcaster:// URI: the page accepts it as ?url=.
    const page = await fetch(`${idp.issuer}/farcaster/approve?${new URLSearchParams({ url })}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('<button type="submit" data-testid="farcaster-approve">Approve</button>')
    expect(html).toContain(`name="channelToken" value="${channelToken}"`)
    expect(html).not.toMatch(/<script/i)

    const approved = await fetch(`${idp.issuer}/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ channelToken, user: 'bob' }),
    })
    expect(approved.status).toBe(200)
    expect(await approved.text()).toContain('as <strong>@bob</strong>')

    const completed = await status(channelToken)
    expect(completed.status).toBe(200)
    const result = (await completed.json()) as Record<string, unknown>
    expect(result).toMatchObject({
      state: 'completed',
      fid: 1002,
      username: 'bob',
      displayName: 'Bob Example',
      pfpUrl: `${idp.issuer}/avatars/bob.svg`,
      nonce: 'portico12345',
    })
    const message = result.message as string
    expect(parseSiweMessage(message)).toMatchObject({
      domain: '127.0.0.1:4002',
      address: result.custody,
      uri: 'http://127.0.0.1:4002/farcaster',
      nonce: 'portico12345',
      resources: ['farcaster://fid/1002'],
    })
    expect(
      await verifyMessage({
        address: result.custody as `0x${string}`,
        message,
        signature: result.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect((await fetch(`${idp.issuer}/avatars/bob.svg`)).headers.get('content-type')).toBe(
      'image/svg+xml',
    )
  })

  it('a channel without a nonce gets a random one of letters and digits', async () => {
    const { nonce, url } = (await (
      await openChannel({ siweUri: 'http://127.0.0.1:4002/', domain: '127.0.0.1:4002' })
    ).json()) as Record<string, string>
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(url).toContain(`&nonce=${nonce}`)
  })

  it.each([
    ['not JSON', 'siweUri=x', 'application/x-www-form-urlencoded', 415],
    ['broken JSON', '{"siweUri":', 'application/json', 400],
    ['a JSON array', '[]', 'application/json', 400],
    ['no domain', { siweUri: 'http://127.0.0.1:4002/' }, 'application/json', 400],
    [
      'a bad nonce',
      { siweUri: 'http://127.0.0.1:4002/', domain: '127.0.0.1:4002', nonce: 'a b' },
      'application/json',
      400,
    ],
    [
      'a body over 16 KiB',
      { siweUri: `http://127.0.0.1:4002/${'x'.repeat(20_000)}`, domain: 'a' },
      'application/json',
      413,
    ],
  ])('POST /farcaster/v1/channel refuses %s', async (_, body, type, code) => {
    const response = await openChannel(body, type)
    expect(response.status).toBe(code)
    expect(await response.json()).toMatchObject({ error: { message: expect.any(String) } })
  })

  it.each([
    ['no Authorization header', undefined],
    ['an unknown channel token', '0b9c7f5e-0000-4000-8000-000000000000'],
  ])('GET /farcaster/v1/channel/status with %s is 401', async (_, token) => {
    const response = await status(token)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'unauthorized' } })
  })

  it('the approving page says so for an unknown or expired request', async () => {
    const response = await fetch(
      `${idp.issuer}/farcaster/approve?channelToken=0b9c7f5e-0000-4000-8000-000000000000`,
    )
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('unknown or has expired')
  })
})
