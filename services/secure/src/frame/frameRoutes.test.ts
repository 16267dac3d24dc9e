/**
 * The frame page and the same-origin rule (issue 7 "The site refuses to run for an unknown
 * project or a parent origin outside the project's allowed origins (Content-Security-Policy
 * frame-ancestors from the project; 'Origin Not Allowed', 'Unverified Domain', 'Invalid Project
 * ID')"), against a real test API.
 */
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_CONFIG_ELEMENT_ID } from '../../frame/src/config/framePageConfig.js'
import { readSecureConfig } from '../config/readSecureConfig.js'
import { ORIGINS_CACHE_TTL_MS } from '../projects/createOriginsClient.js'
import { startTestSecure, TEST_FRAME_SCRIPT, type TestSecure } from '../testing/index.js'

let clock = Date.now()
let secure: TestSecure
beforeAll(async () => {
  secure = await startTestSecure({
    now: () => clock,
    frameNetworks: {
      evmNetworks: [
        {
          chainId: 31337,
          name: 'Devnet A',
          // issue 18 "RPC URLs (ordered fallbacks)": the frame may call any of them.
          rpcUrls: ['http://127.0.0.1:8545/', 'https://eth-fallback.example.net/v2/key'],
          nativeCurrency: {
            name: 'Ether',
            symbol: 'ETH',
            decimals: 18,
            iconUrl: 'http://127.0.0.1:8547/eth.svg',
          },
        },
      ],
      solanaNetworks: [
        {
          chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          name: 'Solana Devnet',
          rpcUrls: ['http://127.0.0.1:8899', 'https://solana-fallback.example.org:8443/rpc'],
        },
      ],
    },
    connectSrc: ['https://rpc.example.org'],
  })
})
afterAll(async () => {
  await secure?.close()
})

async function openFrame(query: string, target = secure) {
  const response = await fetch(`${target.url}/frame${query}`)
  const html = await response.text()
  const json = new RegExp(
    `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html)?.[1]
  const csp = response.headers.get('content-security-policy') ?? ''
  return {
    response,
    html,
    config: json ? JSON.parse(json) : undefined,
    csp,
    ancestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
  }
}

describe('GET /frame', () => {
  it.each([
    [
      'p1',
      'http://127.0.0.1:5173 https://*.example.com',
      ['http://127.0.0.1:5173', 'https://*.example.com'],
    ],
    ['p2', '*', ['*']],
  ])(
    'project %s: frame-ancestors is its allowed origins (%s)',
    async (projectId, ancestors, allowed) => {
      const frame = await openFrame(`?projectId=${projectId}`)
      expect(frame.response.status).toBe(200)
      expect(frame.ancestors).toBe(ancestors)
      expect(frame.config).toEqual({
        projectId,
        status: 'OK',
        allowedOrigins: allowed,
        apiBasePath: '/auth/v1',
        evmNetworks: [
          expect.objectContaining({
            chainId: 31337,
            rpcUrls: ['http://127.0.0.1:8545/', 'https://eth-fallback.example.net/v2/key'],
          }),
        ],
        solanaNetworks: [expect.objectContaining({ name: 'Solana Devnet' })],
      })
      expect(frame.html).toContain('<script type="module" src="/frame/frame.js"></script>')
      expect(frame.html).toContain('<main id="frame-root">')
    },
  )

  it("a strict CSP for the page's own scripts: no inline script, no eval; the networks' RPC and icons, and the operator's sources", async () => {
    const { csp, html, response } = await openFrame('?projectId=p1')
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/)
        return [name, values]
      }),
    )
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'none'"])
    // Every RPC URL's origin, not only the first's: the frame falls over to the next URL.
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:8545',
      'https://eth-fallback.example.net',
      'http://127.0.0.1:8899',
      'https://solana-fallback.example.org:8443',
      'https://rpc.example.org',
    ])
    expect(directives['img-src']).toContain('http://127.0.0.1:8547')
    // The only scripts of the page: the JSON data block and the same-origin module.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1])
    expect(scripts).toEqual([
      ` type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}"`,
      ' type="module" src="/frame/frame.js"',
    ])
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-frame-options')).toBeNull()
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it.each([
    ['an unknown project', '?projectId=nope', 401, 'INVALID_PROJECT_ID', 'Invalid Project ID'],
    [
      'a malformed project id',
      '?projectId=%3Cscript%3E',
      401,
      'INVALID_PROJECT_ID',
      'Invalid Project ID',
    ],
    ['no project id', '', 400, 'PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
  ])('%s: a page saying so, with no allowed origin', async (_name, query, status, code, words) => {
    const frame = await openFrame(query)
    expect(frame.response.status).toBe(status)
    expect(frame.config).toMatchObject({ status: code, allowedOrigins: [] })
    expect(frame.html).toContain(words)
    expect(frame.html).not.toContain('<script>')
  })

  it("the API down: a page saying 'Server Error'", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()))
    const port = (closed.address() as { port: number }).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const down = await startTestSecure({ apiUrl: `http://127.0.0.1:${port}` })
    try {
      const frame = await openFrame('?projectId=p1', down)
      expect(frame.response.status).toBe(503)
      expect(frame.config.status).toBe('SERVER_ERROR')
      expect(frame.html).toContain('Server Error')
    } finally {
      await down.close()
    }
  })

  it('the allowed origins are cached 60 s: an edit shows after that', async () => {
    await secure.projects?.create({
      id: 'p-cache',
      name: 'cache',
      allowedOrigins: ['https://one.example'],
    })
    expect((await openFrame('?projectId=p-cache')).ancestors).toBe('https://one.example')
    await secure.projects?.update('p-cache', { allowedOrigins: ['https://two.example'] })
    clock += ORIGINS_CACHE_TTL_MS - 1
    expect((await openFrame('?projectId=p-cache')).ancestors).toBe('https://one.example')
    clock += 1
    expect((await openFrame('?projectId=p-cache')).ancestors).toBe('https://two.example')
  })

  it('serves the built script at /frame/frame.js, and nothing outside its folder', async () => {
    const script = await fetch(`${secure.url}/frame/frame.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toBe(TEST_FRAME_SCRIPT)
    for (const path of ['/frame/..%2Fpackage.json', '/frame/.env', '/frame/missing.js'])
      expect((await fetch(`${secure.url}${path}`)).status).toBe(404)
  })
})

describe('the auth API is same-origin only (no CORS)', () => {
  const body = { email: 'origin@example.com', projectId: 'p1' }
  it.each([
    ['another Origin', { origin: 'http://127.0.0.1:5173' }, 'POST', 403],
    ['no Origin on a POST', { origin: null }, 'POST', 403],
    ['the secure origin', {}, 'POST', 200],
    [
      "an opaque Origin ('null') the browser says is same-origin (a form under no-referrer)",
      { origin: 'null', headers: { 'sec-fetch-site': 'same-origin' } },
      'POST',
      200,
    ],
    [
      "an opaque Origin ('null') from another site",
      { origin: 'null', headers: { 'sec-fetch-site': 'cross-site' } },
      'POST',
      403,
    ],
    ["an opaque Origin ('null') without Sec-Fetch-Site", { origin: 'null' }, 'POST', 403],
  ] as const)('%s → %s', async (_name, options, method, status) => {
    const answer = await secure.call(method, '/auth/v1/email/start', { body, ...options })
    expect(answer.status).toBe(status)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it.each([
    ['a cross-site GET', 'cross-site', 403],
    ['a same-site GET', 'same-site', 403],
    ['a same-origin GET', 'same-origin', 401],
  ])('%s of /me → %s', async (_name, site, status) => {
    const answer = await secure.call('GET', '/auth/v1/me', {
      origin: null,
      headers: { 'sec-fetch-site': site },
    })
    expect(answer.status).toBe(status)
  })

  it.each(['/%61uth/v1/email/start', '/auth/v1/email/%73tart'])(
    'a percent-encoded path (%s) meets the same check',
    async (path) => {
      const answer = await secure.call('POST', path, { body, origin: 'https://evil.example.org' })
      expect([403, 404]).toContain(answer.status)
    },
  )

  it('a preflight gets no CORS permission', async () => {
    const answer = await fetch(`${secure.url}/auth/v1/email/start`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    expect(answer.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('a form post to a JSON route is refused (415)', async () => {
    const url = `${secure.url}/auth/v1/email/start`
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        origin: secure.url,
        'content-type': 'application/x-www-form-urlencoded',
        dpop: secure.device.proof({ method: 'POST', url }),
      },
      body: new URLSearchParams(body).toString(),
    })
    expect(answer.status).toBe(415)
  })

  it('answers are never cached and never framed', async () => {
    const answer = await secure.call('POST', '/auth/v1/email/start', { body })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

/**
 * Issue 16 findings 6 and 10: loading the frame costs a lookup at the API, so it is limited per
 * client address; behind a proxy (PORTICO_SECURE_TRUST_PROXY=1, one hop) the address is the one
 * the proxy appended, so a client prepending forged addresses or hopping through its IPv6 /64
 * gets no fresh bucket. The auth API's per-address limit reads the same address.
 */
describe('per-address limits behind one proxy (PORTICO_SECURE_TRUST_PROXY=1)', () => {
  let proxied: TestSecure
  beforeAll(async () => {
    proxied = await startTestSecure({
      trustProxy: readSecureConfig({ PORTICO_SECURE_TRUST_PROXY: '1' }).trustProxy,
      rateLimits: {
        framePerIp: { max: 2, windowMs: 60_000 },
        authPerIp: { max: 2, windowMs: 60_000 },
      },
    })
  })
  afterAll(async () => {
    await proxied?.close()
  })

  /** X-Forwarded-For values of one client, as a proxy passes them on. */
  const CLIENTS = [
    {
      rule: 'a client prepending forged addresses',
      headers: ['198.51.100.7', '6.6.6.1, 198.51.100.7', '6.6.6.2, 2001:db8::9, 198.51.100.7'],
      other: '198.51.100.8',
    },
    {
      rule: 'an IPv6 client hopping through its /64',
      headers: ['2001:db8:5:6::1', '2001:db8:5:6::2', '6.6.6.3, 2001:db8:5:6:ffff::3'],
      other: '2001:db8:5:7::1',
    },
  ]

  it.each(CLIENTS)('GET /frame: $rule gets no fresh bucket', async ({ headers, other }) => {
    const load = (forwarded: string) =>
      fetch(`${proxied.url}/frame?projectId=p1`, { headers: { 'x-forwarded-for': forwarded } })
    const answers = []
    for (const forwarded of headers) answers.push(await load(forwarded))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
    const limited = answers[2] as Response
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await limited.text()
    expect(html).toContain('Rate Limited')
    expect(html).toContain('"status":"RATE_LIMITED"')
    // Another client behind the same proxy is served.
    expect((await load(other)).status).toBe(200)
  })

  it.each(CLIENTS)('the auth API: $rule gets no fresh bucket', async ({ headers }) => {
    const statuses: number[] = []
    for (const forwarded of headers) {
      const answer = await proxied.call('GET', '/auth/v1/me', {
        origin: null,
        headers: { 'sec-fetch-site': 'same-origin', 'x-forwarded-for': forwarded },
      })
      statuses.push(answer.status)
    }
    expect(statuses.map((status) => status === 429)).toEqual([false, false, true])
  })
})
