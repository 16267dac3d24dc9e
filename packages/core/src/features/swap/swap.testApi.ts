// Test helper (not exported from the package): a real HTTP server on 127.0.0.1 standing in for the
// Portico API's convert, price and balance routes in core's swap rule tests — for the answers the
// devnet cannot be made to give on demand (a refused pair, a quote held open, a failing route).
// The swap itself is tested against the real API on a seeded devnet (swapTokens.devnet.test.ts).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createFakeAdapter,
  jsonAnswer,
  type TestAnswer,
  testInstance,
  testNetwork,
} from '../../testing/index.js'
import type { Network } from '../../types/network.js'

/** One request the stand-in received. */
export type SwapTestRequest = { method: string; url: URL; body: unknown }

/** Answers a request, or undefined for the default; may wait (a promise) to hold it open. */
export type SwapTestRoute = (
  request: SwapTestRequest,
) => TestAnswer | undefined | Promise<TestAnswer | undefined>

export const TEST_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const TEST_USDC = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
export const TEST_DAI = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'
export const TEST_WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const TEST_ROUTER = '0x8f86403A4DE0BB5791fa46B8e795C547942fE4Cf'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The swap tokens of chain `eip155:<chainId>` as the convert API lists them. */
export function testSwapTokens(chainId: number) {
  const caip = (address: string) => `eip155:${chainId}:${address}`
  return [
    {
      name: 'Wrapped Ether',
      symbol: 'WETH',
      address: caip(TEST_WETH),
      decimals: 18,
      logoUri: 'http://127.0.0.1/weth.svg',
      eip2612: false,
    },
    {
      name: 'Ether',
      symbol: 'ETH',
      address: caip(NATIVE),
      decimals: 18,
      logoUri: 'http://127.0.0.1/eth.svg',
      eip2612: false,
    },
    {
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      address: caip(TEST_DAI),
      decimals: 18,
      logoUri: 'http://127.0.0.1/dai.svg',
      eip2612: true,
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      address: caip(TEST_USDC),
      decimals: 6,
      logoUri: 'http://127.0.0.1/usdc.svg',
      eip2612: true,
    },
  ]
}

/** USD prices of the stand-in: 1 ETH = 3000, stablecoins 1 (the devnet pools' prices). */
const PRICES: Record<string, number> = {
  [NATIVE]: 3000,
  [TEST_WETH.toLowerCase()]: 3000,
  [TEST_USDC.toLowerCase()]: 1,
  [TEST_DAI.toLowerCase()]: 1,
}

/** The quote of the stand-in: at the pools' prices less 0.3 %, in the target's base units. */
export function testQuoteAmount(from: string, to: string, amount: bigint): bigint {
  const decimals = (address: string) =>
    address.toLowerCase().endsWith(TEST_USDC.toLowerCase()) ? 6 : 18
  const price = (address: string) => PRICES[(address.split(':').at(-1) ?? '').toLowerCase()] ?? 0
  const usdMicros = (amount * BigInt(price(from) * 1_000_000)) / 10n ** BigInt(decimals(from))
  const out = (usdMicros * 10n ** BigInt(decimals(to))) / BigInt(price(to) * 1_000_000)
  return (out * 997n) / 1000n
}

/** What the stand-in answers by default; each test changes what it needs through `route`. */
function defaultAnswer({ method, url, body }: SwapTestRequest): TestAnswer | undefined {
  const q = url.searchParams
  const path = url.pathname
  if (path === '/v1/supported-chains') return jsonAnswer(200, { http: ['eip155:31337'], ws: [] })
  if (path === `/v1/account/${TEST_ACCOUNT}/balance`) {
    const chainId = q.get('chainId') ?? 'eip155:31337'
    return jsonAnswer(200, {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId,
          quantity: { decimals: '18', numeric: '1.5' },
          price: 3000,
          value: 4500,
          iconUrl: '',
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId,
          address: `${chainId}:${TEST_USDC}`,
          quantity: { decimals: '6', numeric: '250.5' },
          price: 1,
          value: 250.5,
          iconUrl: '',
        },
      ],
    })
  }
  if (path === '/v1/convert/tokens') {
    const chainId = Number((q.get('chainId') ?? '').split(':')[1])
    return jsonAnswer(200, { tokens: testSwapTokens(chainId) })
  }
  if (path === '/v1/fungible/price' && method === 'POST') {
    const addresses = (body as { addresses: string[] }).addresses
    return jsonAnswer(200, {
      fungibles: addresses.flatMap((address) => {
        const price = PRICES[(address.split(':').at(-1) ?? '').toLowerCase()]
        return price === undefined ? [] : [{ address, name: '', symbol: '', iconUrl: '', price }]
      }),
    })
  }
  if (path === '/v1/convert/gas-price')
    return jsonAnswer(200, { standard: '1000000000', fast: '1200000000', instant: '1500000000' })
  if (path === '/v1/convert/quotes') {
    const amount = BigInt(q.get('amount') ?? '0')
    const from = q.get('from') ?? ''
    const to = q.get('to') ?? ''
    return jsonAnswer(200, {
      quotes: [
        {
          id: 'q1',
          fromAmount: amount.toString(),
          fromAccount: from,
          toAmount: testQuoteAmount(from, to, amount).toString(),
          toAccount: to,
          provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
          fee: { bps: 0, amount: '0' },
          priceImpact: 0.12,
        },
      ],
    })
  }
  if (path === '/v1/convert/allowance') return jsonAnswer(200, { allowance: '0' })
  if (path === '/v1/convert/build-approve')
    return jsonAnswer(200, {
      tx: {
        from: q.get('userAddress'),
        to: (q.get('from') ?? '').split(':').at(-1),
        data: `0x095ea7b3${'0'.repeat(128)}`,
        value: '0',
        eip155: { gas: '46000', gasPrice: '1000000000' },
      },
    })
  if (path === '/v1/convert/build-transaction' && method === 'POST') {
    const { from } = body as { from: string }
    return jsonAnswer(200, {
      tx: {
        from: (body as { userAddress: string }).userAddress,
        to: TEST_ROUTER,
        data: '0x7ff36ab5',
        amount: from.endsWith(NATIVE) ? (body as { amount: string }).amount : '0',
        eip155: { gas: '150000', gasPrice: '1000000000' },
      },
    })
  }
  return undefined
}

/**
 * Starts the stand-in; `route` answers first (undefined: the default answer). Every request is
 * kept in `requests`.
 */
export async function startSwapTestApi(route: SwapTestRoute = () => undefined) {
  const requests: SwapTestRequest[] = []
  let current = route
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const request: SwapTestRequest = {
      method: incoming.method ?? 'GET',
      url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(request)
    const answer =
      (await current(request)) ??
      defaultAnswer(request) ??
      jsonAnswer(404, { error: { code: 'NOT_FOUND', message: 'Not Found' } })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body)
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Requests to `path`, in order. */
    to: (path: string) => requests.filter((r) => r.url.pathname === path),
    /** Replaces the route of the next requests. */
    route: (next: SwapTestRoute) => {
      current = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A mounted instance on `networks` (the devnet chain 31337 first by default) with the fake wallet
 * `w1` (TEST_ACCOUNT) connected, asking the stand-in at `apiUrl`.
 */
export async function connectedSwapInstance(
  apiUrl: string,
  networks: [Network, ...Network[]] = [testNetwork(31337), testNetwork(31338)],
) {
  const namespace = networks[0].chainNamespace
  const wallets = createFakeAdapter(namespace, [
    {
      id: 'w1',
      address: namespace === 'eip155' ? TEST_ACCOUNT : 'So1ana',
      chainId: networks[0].id,
    },
  ])
  const portico = testInstance({ networks, adapters: [wallets.adapter], apiUrl })
  const unmount = portico.mount()
  await portico.connect({ connectorId: 'w1' })
  wallets.calls.length = 0
  return { portico, wallets, unmount }
}
