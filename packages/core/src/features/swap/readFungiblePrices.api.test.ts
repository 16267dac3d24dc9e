// The Swap view's price request against the real Portico API (services/api on SQLite, listening
// on a free port), its one chain listing one token priced by an HTTP price provider's stand-in.
import type { AddressInfo } from 'node:net'
import { P1_QUERY, startTestApi, startTestPriceProvider } from '@portico/api/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFungiblePrices } from './convertApi.js'

const projectId = P1_QUERY.match(/projectId=([^&]+)/)?.[1] ?? 'p1'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
let apiUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  const provider = await startTestPriceProvider({
    chainId: 31337,
    tokens: [{ address: TOKEN, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
  })
  provider.setPrices({ [TOKEN]: 1 })
  const api = await startTestApi('sqlite', { prices: provider.prices })
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = async () => {
    await api.close()
    await provider.close()
  }
}, 60_000)
afterAll(async () => {
  await closeApi?.()
})

describe('readFungiblePrices — the Swap view’s prices', () => {
  // spec §7: "POST /v1/fungible/price (currency usd, addresses, projectId; fungibles)"
  it('sends currency usd, which the API requires, and reads the price it answers', async () => {
    const prices = await readFungiblePrices({
      apiUrl,
      projectId,
      addresses: [
        `eip155:31337:${TOKEN}`,
        'eip155:31337:0x0000000000000000000000000000000000000001',
      ],
    })
    expect([...prices]).toEqual([[`eip155:31337:${TOKEN}`, 1]])
  })
})
