import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFakeAdapter, testInstance, testNetwork } from '../../testing/index.js'
import type { ApiBalance } from '../account/readApiBalance.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const balances: ApiBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    quantity: { decimals: '18', numeric: '9.25' },
    price: 3000,
    value: 27750,
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    quantity: { decimals: '6', numeric: '10000' },
    price: 1,
    value: 10000,
    iconUrl: '',
  },
  // Another chain's, a token with decimals '0' (spec §5: filtered out) and a malformed one.
  { ...balancesOf('eip155:31338'), symbol: 'OTHER' },
  {
    name: 'Zero',
    symbol: 'ZERO',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x0000000000000000000000000000000000000001',
    quantity: { decimals: '0', numeric: '5' },
    price: 0,
    value: 0,
    iconUrl: '',
  },
  { symbol: 'BAD', chainId: 'eip155:31337' } as unknown as ApiBalance,
]

function balancesOf(chainId: string): ApiBalance {
  return {
    name: 'Token',
    symbol: 'TKN',
    chainId,
    address: `${chainId}:0x0000000000000000000000000000000000000002`,
    quantity: { decimals: '18', numeric: '1' },
    price: 1,
    value: 1,
    iconUrl: '',
  }
}

/** A real HTTP server standing in for the Portico API's balance route. */
let server: Server
let apiUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '', 'http://x')
    const found = url.pathname === `/v1/account/${FROM}/balance`
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify(found ? { balances } : { error: { code: 'NOT_FOUND', message: 'not here' } }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("fetchSendTokenBalances: what the account can send (spec §3 'tokenBalances')", () => {
  it("the account's API balances of the active network, native first; decimals '0' and malformed items left out", async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
    const portico = testInstance({ apiUrl, adapters: [evm.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    const result = await portico.send.fetchTokenBalances()
    expect(result.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(portico.stores.send.getState()).toMatchObject({
      tokenBalances: result,
      networkBalanceInUSD: '27750',
    })
  })

  it('without an API, the native balance read exactly through the adapter', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
    const portico = testInstance({ adapters: [evm.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    const [native, ...rest] = await portico.send.fetchTokenBalances()
    expect(rest).toEqual([])
    // The fake wallet holds 1.2345 ETH: every digit, not the 3 decimals shown on the button.
    expect(native).toMatchObject({ symbol: 'ETH', quantity: { decimals: '18', numeric: '1.2345' } })
  })

  it('a chosen token takes its current balance', async () => {
    const evm = createFakeAdapter('eip155', [{ id: 'w1', address: FROM, chainId: 31337 }])
    const portico = testInstance({ apiUrl, adapters: [evm.adapter] })
    portico.mount()
    await portico.connect({ connectorId: 'w1' })
    portico.send.setToken({
      token: {
        ...balances[1]!,
        quantity: { decimals: '6', numeric: '1' },
      } as ApiBalance,
    })
    await portico.send.fetchTokenBalances()
    expect(portico.stores.send.getState().token?.quantity.numeric).toBe('10000')
  })
})

describe('fetchSendTokenBalances on Solana (spec §1: balance and send on EVM and Solana)', () => {
  const SOL_OWNER = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const local = testNetwork('GA8TCR2dM6JTrFGLr5vCJh5JvMB5LP9P', 'solana', 'Solana Local')
  const solanaBalances: ApiBalance[] = [
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: local.caipNetworkId,
      address: `${local.caipNetworkId}:${MINT}`,
      quantity: { decimals: '6', numeric: '10000' },
      price: 1,
      value: 10000,
      iconUrl: '',
    },
    {
      name: 'Solana',
      symbol: 'SOL',
      chainId: local.caipNetworkId,
      quantity: { decimals: '9', numeric: '99.999995' },
      price: 150,
      value: 14999.99925,
      iconUrl: '',
    },
  ]

  it.each([
    [
      'from the API: SOL first, then the SPL tokens; networkBalanceInUSD is the SOL value',
      true,
      ['SOL:99.999995', 'USDC:10000'],
      '14999.99925',
    ],
    [
      'without an API: SOL read exactly through the Solana adapter',
      false,
      // The fake adapter's balance: 1.2345 in its decimals. No price from an RPC, so no USD value
      // (issue 18: "a token without a trustworthy price has no value (never 0 …)").
      ['ETH:1.2345'],
      undefined,
    ],
  ])('%s', async (_rule, withApi, expected, usd) => {
    const paths: string[] = []
    const solanaApi = createServer((request, response) => {
      paths.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ balances: solanaBalances }))
    })
    await new Promise<void>((resolve) => solanaApi.listen(0, '127.0.0.1', resolve))
    const solanaApiUrl = `http://127.0.0.1:${(solanaApi.address() as AddressInfo).port}`
    try {
      const fake = createFakeAdapter('solana', [
        { id: 'phantom', address: SOL_OWNER, chainId: local.id },
      ])
      const portico = testInstance({
        networks: [local],
        adapters: [fake.adapter],
        ...(withApi ? { apiUrl: solanaApiUrl } : {}),
      })
      portico.mount()
      await portico.connect({ connectorId: 'phantom' })
      const result = await portico.send.fetchTokenBalances()
      expect(result.map((b) => `${b.symbol}:${b.quantity.numeric}`)).toEqual(expected)
      expect(portico.stores.send.getState().networkBalanceInUSD).toBe(usd)
      if (withApi)
        expect(paths.some((p) => p.startsWith(`/v1/account/${SOL_OWNER}/balance`))).toBe(true)
      else expect(paths).toEqual([])
    } finally {
      await new Promise<void>((resolve) => solanaApi.close(() => resolve()))
    }
  })
})
