// The Swap view's price request against the real Portico API (services/api on SQLite, listening
// on a free port), its indexer tables holding one token and its price.
import type { AddressInfo } from 'node:net'
import { P1_QUERY, startTestApi } from '@portico/api/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFungiblePrices } from './convertApi.js'

const projectId = P1_QUERY.match(/projectId=([^&]+)/)?.[1] ?? 'p1'
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
let apiUrl: string
let closeApi: () => Promise<void>

beforeAll(async () => {
  const api = await startTestApi('sqlite')
  await api.database.db
    .insertInto('indexer_tokens')
    .values({
      chain_id: 31337,
      address: TOKEN,
      kind: 'erc20',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      icon_url: null,
      spam: 0,
    })
    .execute()
  await api.database.db
    .insertInto('indexer_prices')
    .values({ chain_id: 31337, token_address: TOKEN, usd_price: 1, updated_at: Date.now() })
    .execute()
  await api.app.listen({ host: '127.0.0.1', port: 0 })
  apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
  closeApi = api.close
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
