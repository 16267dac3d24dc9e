/**
 * Issue 16, finding 4: the approval screen's fee in USD. The frame asks its own origin
 * (`GET /auth/v1/prices/native`), which asks the Portico API's price route for the chain's native
 * currency: a price is answered, anything else is `{ usd: null }` — never 0.
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { NATIVE_TOKEN_ADDRESS } from '@portico/api'
import { ENGINES, P1_QUERY, startTestApi, startTestPriceProvider } from '@portico/api/testing'
import { getFreePorts } from '@portico/devnet/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestSecure, type TestSecure } from '../testing/startTestSecure.js'
import { createNativePriceClient, NATIVE_PRICE_CACHE_TTL_MS } from './createNativePriceClient.js'

const CHAIN_ID = 31337
const SERVICE_TOKEN = randomBytes(32).toString('hex')

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

type TestProvider = Awaited<ReturnType<typeof startTestPriceProvider>>

/**
 * A test API serving CHAIN_ID's prices from an HTTP price provider's stand-in that answers `usd`
 * for its native currency; the API keeps no price (the secure service's own cache is tested).
 */
async function startApiWithPrice(engine: (typeof ENGINES)[number], usd: number) {
  const provider = await startTestPriceProvider({ chainId: CHAIN_ID, ttlMs: 0 })
  cleanups.push(() => provider.close())
  setPrice(provider, usd)
  const api = await startTestApi(engine, {
    serviceToken: SERVICE_TOKEN,
    projectCacheTtlMs: 0,
    rateLimit: { perProject: { max: 3, windowMs: 60_000 } },
    prices: provider.prices,
  })
  cleanups.push(() => api.close())
  const url = (await api.app.listen({ host: '127.0.0.1', port: 0 })).replace(
    'localhost',
    '127.0.0.1',
  )
  return { api, provider, url }
}

function setPrice(provider: TestProvider, usd: number) {
  provider.setPrices({ [NATIVE_TOKEN_ADDRESS]: usd })
}

async function startSecure(apiUrl: string, now?: () => number): Promise<TestSecure> {
  const secure = await startTestSecure({ apiUrl, serviceToken: SERVICE_TOKEN, now })
  cleanups.push(() => secure.close())
  return secure
}

const priceOf = (secure: TestSecure, chainId: number | string, projectId = 'p1') =>
  secure.call('GET', `/auth/v1/prices/native?chainId=${chainId}&projectId=${projectId}`)

describe.each(ENGINES)('the native USD price on %s', (engine) => {
  it("a chain the API has a price for: the price, though strangers spent p1's bucket (service token)", async () => {
    const { api, url } = await startApiWithPrice(engine, 3012.5)
    for (let i = 0; i < 4; i++)
      await api.app.inject({
        url: `/projects/v1/origins?${P1_QUERY}`,
        remoteAddress: `203.0.113.${i}`,
      })
    const secure = await startSecure(url)
    expect(await priceOf(secure, CHAIN_ID)).toMatchObject({ status: 200, body: { usd: 3012.5 } })
  })
})

describe('no trustworthy price is null, never 0', () => {
  it.each([
    ['a chain the API has no price for', 999, 'p1', 3012.5],
    ['a project the API does not know', CHAIN_ID, 'nope', 3012.5],
    ['a price of 0 in the API', CHAIN_ID, 'p1', 0],
    ['a negative price from the provider (none in the API)', CHAIN_ID, 'p1', -1],
  ])('%s', async (_, chainId, projectId, usd) => {
    const { url } = await startApiWithPrice('sqlite', usd)
    const secure = await startSecure(url)
    expect(await priceOf(secure, chainId, projectId)).toMatchObject({
      status: 200,
      body: { usd: null },
    })
  })

  it('the API down', async () => {
    const [closed] = await getFreePorts(1)
    const secure = await startSecure(`http://127.0.0.1:${closed}`)
    expect(await priceOf(secure, CHAIN_ID)).toMatchObject({ status: 200, body: { usd: null } })
  })
})

it('an API that does not answer in time: null (the timeout, 2 s by default)', async () => {
  // A stand-in: a real API that hangs cannot be made to.
  const hanging = createServer(() => {})
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    hanging.closeAllConnections()
    await new Promise<void>((resolve) => hanging.close(() => resolve()))
  })
  const client = createNativePriceClient({
    apiUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
    timeoutMs: 100,
  })
  const errors: unknown[] = []
  const usd = await client.get({
    chainId: CHAIN_ID,
    projectId: 'p1',
    onError: (error) => errors.push(error),
  })
  expect(usd).toBeNull()
  expect(errors).toHaveLength(1)
})

describe('the route', () => {
  it("needs the frame's DPoP proof, and a chain id", async () => {
    const { url } = await startApiWithPrice('sqlite', 3012.5)
    const secure = await startSecure(url)
    const path = `/auth/v1/prices/native?chainId=${CHAIN_ID}&projectId=p1`
    expect((await secure.call('GET', path, { device: null })).status).toBe(401)
    for (const chainId of ['0', 'abc', '1.5'])
      expect((await priceOf(secure, chainId)).status).toBe(400)
  })

  it("keeps a chain's answer 30 s", async () => {
    const { provider, url } = await startApiWithPrice('sqlite', 3000)
    let clock = Date.now()
    const secure = await startSecure(url, () => clock)
    expect((await priceOf(secure, CHAIN_ID)).body).toEqual({ usd: 3000 })
    setPrice(provider, 3100)
    clock += NATIVE_PRICE_CACHE_TTL_MS - 1
    expect((await priceOf(secure, CHAIN_ID)).body).toEqual({ usd: 3000 })
    clock += 1
    expect((await priceOf(secure, CHAIN_ID)).body).toEqual({ usd: 3100 })
  })
})
