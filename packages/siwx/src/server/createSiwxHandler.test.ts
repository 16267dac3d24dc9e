import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxClient, SiwxBackendError } from '../client/createSiwxClient.js'
import { type SiwxChain, startSiwxChain } from '../testing/startSiwxChain.js'
import { createEvmVerifier } from '../verifiers/createEvmVerifier.js'
import { createSiwxHandler } from './createSiwxHandler.js'
import { createSiwxServer } from './createSiwxServer.js'

const ORIGIN = 'http://127.0.0.1:5173'
let world: SiwxChain
beforeAll(async () => {
  world = await startSiwxChain()
}, 60_000)
afterAll(() => world?.stop())

function backend() {
  const server = createSiwxServer({
    domain: '127.0.0.1:5173',
    verifiers: [createEvmVerifier({ clients: { 31337: world.client } })],
    sessionSecret: crypto.getRandomValues(new Uint8Array(32)),
  })
  return createSiwxHandler(server, { allowedOrigins: [ORIGIN] })
}

/**
 * The browser side in-process: a fetch that hands requests straight to the handler, adds the
 * page's Origin (on POST, as browsers do) and keeps the cookie the handler sets, like a cookie jar.
 */
function inProcessBrowser(handle: ReturnType<typeof backend>) {
  let cookie = ''
  const browserFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), ORIGIN), init)
    if (request.method === 'POST') request.headers.set('origin', ORIGIN)
    if (cookie) request.headers.set('cookie', cookie)
    const response = (await handle(request)) ?? new Response('not found', { status: 404 })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0]?.endsWith('=') ? '' : (set.split(';')[0] as string)
    return response
  }) as typeof globalThis.fetch
  return { fetch: browserFetch, cookie: () => cookie }
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}/api/siwx/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(body),
  })

describe('client config ↔ routes ↔ server, an EVM account on a real chain', () => {
  it('createMessage (nonce from the backend) → wallet signs → verify sets the cookie → getSessions → signOut', async () => {
    const handle = backend()
    const browser = inProcessBrowser(handle)
    const client = createSiwxClient({
      fetch: browser.fetch,
      domain: '127.0.0.1:5173',
      uri: ORIGIN,
      statement: 'Sign in to the demo',
      required: true,
    })
    const wallet = privateKeyToAccount(generatePrivateKey())
    const chainId = 'eip155:31337'
    expect(await client.getSessions?.({ chainId, accountAddress: wallet.address })).toEqual([])
    const message = await client.createMessage!({ accountAddress: wallet.address, chainId })
    expect(message.serializedMessage).toContain('Sign in to the demo')
    const signature = await wallet.signMessage({ message: message.serializedMessage as string })
    expect(await client.verify!({ message, signature })).toBe(true)
    expect(browser.cookie()).toMatch(/^portico_siwx=/)
    const [session] = (await client.getSessions!({ chainId, accountAddress: wallet.address })) ?? []
    expect(session).toMatchObject({ accountAddress: wallet.address, chainId })
    expect(
      await client.getSessions!({ chainId: 'eip155:31338', accountAddress: wallet.address }),
    ).toEqual([])
    // A replay of the same message and signature is refused by the backend.
    await expect(client.verify!({ message, signature })).rejects.toMatchObject({
      name: 'SiwxBackendError',
      code: 'NONCE_INVALID',
      status: 401,
    })
    await client.signOut()
    expect(browser.cookie()).toBe('')
    expect(await client.getSessions!({ chainId, accountAddress: wallet.address })).toEqual([])
    expect(client.getRequired?.()).toBe(true)
  })

  it('an EIP-1271 contract account signs in through its owner', async () => {
    const handle = backend()
    const client = createSiwxClient({
      fetch: inProcessBrowser(handle).fetch,
      domain: '127.0.0.1:5173',
      uri: ORIGIN,
    })
    const message = await client.createMessage!({
      accountAddress: world.smartWallet,
      chainId: 'eip155:31337',
    })
    const signature = await world.owner.signMessage({
      message: message.serializedMessage as string,
    })
    expect(await client.verify!({ message, signature })).toBe(true)
  })
})

describe('routes: same origin only, JSON bodies, clear errors', () => {
  const cases: { rule: string; request: () => Request; status: number; code: string }[] = [
    {
      rule: 'a POST from another origin is forbidden',
      request: () => post('signout', {}, { origin: 'http://evil.example' }),
      status: 403,
      code: 'FORBIDDEN_ORIGIN',
    },
    {
      rule: 'a POST without Origin is forbidden',
      request: () =>
        new Request(`${ORIGIN}/api/siwx/signout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      status: 403,
      code: 'FORBIDDEN_ORIGIN',
    },
    {
      rule: 'a cross-site GET (Sec-Fetch-Site: cross-site) is forbidden',
      request: () =>
        new Request(`${ORIGIN}/api/siwx/nonce`, { headers: { 'sec-fetch-site': 'cross-site' } }),
      status: 403,
      code: 'FORBIDDEN_ORIGIN',
    },
    {
      rule: 'verify needs a JSON body',
      request: () =>
        new Request(`${ORIGIN}/api/siwx/verify`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'text/plain' },
          body: 'x',
        }),
      status: 400,
      code: 'INVALID_MESSAGE',
    },
    {
      rule: 'verify refuses a body over 16 KiB',
      request: () => post('verify', { message: 'x'.repeat(20_000), signature: '0x00' }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      rule: 'verify refuses a malformed message with the parser’s reason',
      request: () => post('verify', { message: 'hello', signature: '0x00' }),
      status: 400,
      code: 'INVALID_MESSAGE',
    },
    {
      rule: 'an unknown route is 404',
      request: () => new Request(`${ORIGIN}/api/siwx/other`),
      status: 404,
      code: 'NOT_FOUND',
    },
    {
      rule: 'a wrong method is 405',
      request: () => new Request(`${ORIGIN}/api/siwx/verify`),
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    },
  ]
  it.each(cases)('$rule', async ({ request, status, code }) => {
    const response = (await backend()(request())) as Response
    expect(response.status).toBe(status)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code)
  })
  it('paths outside the base are not the handler’s', async () => {
    expect(await backend()(new Request(`${ORIGIN}/api/other`))).toBeUndefined()
  })
  it('a same-origin GET (no Origin header, as browsers send it) gets a nonce, not cached', async () => {
    const response = (await backend()(new Request(`${ORIGIN}/api/siwx/nonce`))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(((await response.json()) as { nonce: string }).nonce).toMatch(/^[A-Za-z0-9]{24}$/)
  })
  it('SiwxBackendError carries the backend’s code and words', () => {
    const error = new SiwxBackendError(401, 'EXPIRED', 'The message expired at …')
    expect([error.status, error.code, error.message]).toEqual([
      401,
      'EXPIRED',
      'The message expired at …',
    ])
  })
})
