import { afterEach, describe, expect, it } from 'vitest'
import { createProjectRepository } from '../projects/createProjectRepository.js'
import { createServer } from '../server/createServer.js'
import { openTestDatabase } from '../testing/openTestDatabase.js'
import { P1_QUERY, TEST_PROJECTS } from '../testing/startTestApi.js'
import type { OnrampProvider, OnrampUrlRequest } from './OnrampProvider.js'

/** A provider that keeps what the route hands its buildUrl (to see the route's side of it). */
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
      return 'https://checkout.example/buy'
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

describe('POST /v1/generators/onrampurl hands the buyer IP to the provider (Coinbase requires clientIp)', () => {
  const closers: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const close of closers.splice(0)) await close()
  })

  it.each([
    {
      trustProxy: false,
      expected: '127.0.0.1',
      why: 'the socket address; X-Forwarded-For ignored',
    },
    { trustProxy: true, expected: '203.0.113.7', why: 'behind a proxy: the forwarded address' },
  ])('trustProxy $trustProxy: $why', async ({ trustProxy, expected }) => {
    const database = await openTestDatabase('sqlite')
    const projects = createProjectRepository(database.db)
    for (const project of TEST_PROJECTS) await projects.create(project)
    const seen: OnrampUrlRequest[] = []
    const app = await createServer({
      database,
      trustProxy,
      onramp: { providers: [createRecordingProvider(seen)] },
    })
    closers.push(async () => {
      await app.close()
      await database.destroy()
    })
    const response = await app.inject({
      method: 'POST',
      url: `/v1/generators/onrampurl?${P1_QUERY}`,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: BODY,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ url: 'https://checkout.example/buy' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.clientIp).toBe(expected)
  })
})
