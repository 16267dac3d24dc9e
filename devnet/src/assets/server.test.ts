import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFreePorts } from '../testing/freePorts.js'
import { type AssetServer, routeAssetRequest, startAssetServer } from './server.js'

const BASE_URL = 'http://127.0.0.1:8547'

describe('routeAssetRequest', () => {
  test.each([
    { path: '/nft/1.json', status: 200, contentType: 'application/json; charset=utf-8' },
    { path: '/nft/10000.svg', status: 200, contentType: 'image/svg+xml' },
    { path: '/tokens/USDC.svg', status: 200, contentType: 'image/svg+xml' },
    { path: '/tokens/ETH.svg', status: 200, contentType: 'image/svg+xml' },
    { path: '/chains/31338.svg', status: 200, contentType: 'image/svg+xml' },
    { path: '/', status: 200, contentType: 'application/json; charset=utf-8' },
    { path: '/nft/0.json', status: 404, contentType: 'application/json; charset=utf-8' },
    { path: '/nft/10001.json', status: 404, contentType: 'application/json; charset=utf-8' },
    { path: '/nft/abc.json', status: 404, contentType: 'application/json; charset=utf-8' },
    { path: '/tokens/BTC.svg', status: 404, contentType: 'application/json; charset=utf-8' },
    { path: '/chains/1.svg', status: 404, contentType: 'application/json; charset=utf-8' },
    { path: '/devnet.json', status: 503, contentType: 'application/json; charset=utf-8' },
    { path: '/../etc/passwd', status: 404, contentType: 'application/json; charset=utf-8' },
  ])('$path → $status $contentType', ({ path, status, contentType }) => {
    const reply = routeAssetRequest(path, BASE_URL)
    expect([reply.status, reply.contentType]).toEqual([status, contentType])
  })

  test('errors have the one error shape', () => {
    expect(JSON.parse(routeAssetRequest('/nft/0.json', BASE_URL).body)).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "not_found",
          "message": "no NFT with token id 0",
        },
      }
    `)
  })

  test('NFT metadata points at the image on the same server and is the same every time', () => {
    const metadata = JSON.parse(routeAssetRequest('/nft/42.json', BASE_URL).body)
    expect(metadata.image).toBe(`${BASE_URL}/nft/42.svg`)
    expect(routeAssetRequest('/nft/42.json', BASE_URL).body).toBe(
      routeAssetRequest('/nft/42.json', BASE_URL).body,
    )
  })

  test('different tokens get different pictures', () => {
    const images = new Set(
      Array.from({ length: 8 }, (_, i) => routeAssetRequest(`/nft/${i + 1}.svg`, BASE_URL).body),
    )
    expect(images.size).toBe(8)
  })

  test('/devnet.json serves the config once it is known', () => {
    const reply = routeAssetRequest('/devnet.json', BASE_URL, () => ({ chains: [] }))
    expect([reply.status, JSON.parse(reply.body)]).toEqual([200, { chains: [] }])
  })
})

describe('startAssetServer', () => {
  let server: AssetServer

  beforeAll(async () => {
    const [port] = (await getFreePorts(1)) as [number]
    server = await startAssetServer({ port })
  })
  afterAll(() => server?.close())

  test('serves with CORS open to every origin', async () => {
    const response = await fetch(`${server.url}/tokens/DAI.svg`, {
      headers: { origin: 'http://127.0.0.1:5173' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(await response.text()).toMatch(/^<svg /)
  })

  test('answers preflights with 204', async () => {
    const response = await fetch(`${server.url}/nft/1.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'GET' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('GET')
  })

  test.each([
    { method: 'HEAD', status: 200, body: '' },
    { method: 'POST', status: 405, body: 'POST is not allowed; use GET' },
    { method: 'DELETE', status: 405, body: 'DELETE is not allowed; use GET' },
  ])('$method → $status', async ({ method, status, body }) => {
    const response = await fetch(`${server.url}/nft/1.json`, { method })
    expect(response.status).toBe(status)
    const text = await response.text()
    if (body === '') expect(text).toBe('')
    else expect(JSON.parse(text).error.message).toBe(body)
  })

  test('the metadata image URL uses the port the server listens on', async () => {
    const metadata = (await (await fetch(`${server.url}/nft/3.json`)).json()) as { image: string }
    expect(metadata.image).toBe(`${server.url}/nft/3.svg`)
  })
})
