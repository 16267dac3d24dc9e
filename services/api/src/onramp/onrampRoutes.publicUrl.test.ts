/**
 * Issue 16 (low): the on-ramp checkout URL is never built from the Host header. The sandbox's
 * checkout page lives on the API; its URL goes to the buyer, so a client that sends
 * `Host: evil.example` must not get a checkout link (or a return link) on evil.example.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createProjectRepository } from '../projects/createProjectRepository.js'
import { createServer } from '../server/createServer.js'
import { ENGINES, openTestDatabase } from '../testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from '../testing/startTestApi.js'
import type { OnrampProvider, OnrampUrlRequest } from './OnrampProvider.js'

/** A provider that keeps the apiBaseUrl the route hands it and builds its checkout URL on it. */
function createRecordingProvider(seen: OnrampUrlRequest[]): OnrampProvider {
  return {
    id: 'recording',
    name: 'Recording',
    options: async () => ({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
      ],
      purchaseCurrencies: [
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'ethereum',
              display_name: 'Ethereum',
              chain_id: '1',
              contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
            },
          ],
        },
      ],
    }),
    buildUrl: async (request) => {
      seen.push(request)
      return `${request.apiBaseUrl}/v1/onramp/sandbox/checkout/0123`
    },
  }
}

const BODY = {
  provider: 'recording',
  destinationWallets: [
    {
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      blockchains: ['ethereum'],
      assets: ['USDC'],
    },
  ],
  defaultNetwork: 'ethereum',
  partnerUserId: 'buyer-1',
  defaultExperience: 'buy',
  presetFiatAmount: '100.00',
}

describe.each(ENGINES)('the checkout URL and the Host header on %s', (engine) => {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
  })

  it.each([
    {
      rule: 'PORTICO_API_PUBLIC_URL set: the URL is on it, whatever Host says',
      publicUrl: 'https://api.portico.example/',
      headers: { host: 'evil.example' },
      base: 'https://api.portico.example',
    },
    {
      rule: 'none set: the default (http://127.0.0.1:4000), never the Host header',
      publicUrl: undefined,
      headers: { host: 'evil.example:8443' },
      base: 'http://127.0.0.1:4000',
    },
    {
      rule: 'none set, behind a proxy: never X-Forwarded-Host either',
      publicUrl: undefined,
      trustProxy: true,
      headers: {
        host: 'api.internal',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      base: 'http://127.0.0.1:4000',
    },
  ])('$rule', async ({ publicUrl, headers, base, trustProxy }) => {
    const database = await openTestDatabase(engine)
    const projects = createProjectRepository(database.db)
    for (const project of TEST_PROJECTS) await projects.create(project)
    const seen: OnrampUrlRequest[] = []
    const app = await createServer({
      database,
      trustProxy,
      onramp: { providers: [createRecordingProvider(seen)], publicUrl },
    })
    closers.push(async () => {
      await app.close()
      await database.destroy()
    })
    const response = await app.inject({
      method: 'POST',
      url: `/v1/generators/onrampurl?${P1_QUERY}`,
      headers,
      payload: BODY,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(seen.map((request) => request.apiBaseUrl)).toEqual([base])
    expect(response.json().url).toBe(`${base}/v1/onramp/sandbox/checkout/0123`)
    expect(response.body).not.toContain('evil')
  })
})
