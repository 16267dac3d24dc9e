import { chainIdToCoinType } from '@portico/core'
import {
  catalogueIcon,
  FIXTURE_CATALOGUE,
  fixtureIcon,
  GALLERY_NETWORKS,
  NAMED_ADDRESS,
  NAMED_ADDRESS_NAME,
} from './fixtures.js'

/**
 * The gallery's Portico API: a base URL that no server answers (`.invalid` never resolves), whose
 * requests the gallery's `fetch` answers from fixture data instead. No tile makes a network call.
 */
export const FIXTURE_API_URL = 'https://api.gallery.invalid'

/** How the fixture API answers `GET /getWallets`. */
export type CatalogueAnswer = 'list' | 'empty' | 'error' | 'loading'

/** How the fixture API answers the Account tabs' lists (balances, NFTs, history). */
export type AccountListsAnswer = 'filled' | 'empty' | 'loading'

/** What the fixture API serves to one tile. */
export type FixtureApiScript = {
  catalogue: CatalogueAnswer
  /**
   * The Account tabs' lists. `loading` never answers the tab's own balance request (the one without
   * forceUpdate; the connection's read is answered, so the account shows its balance).
   * @default 'filled'
   */
  accountLists?: AccountListsAnswer | undefined
  /**
   * The on-ramp routes: `quote` offers the four providers and quotes like the devnet sandbox;
   * `estimate` fails every quote (the widget shows its estimate); `noProviders` offers none.
   * @default 'quote'
   */
  onramp?: OnrampAnswer | undefined
}

/** How the fixture API answers the on-ramp routes (`GET /v1/onramp/options`, `POST /v1/onramp/quote`). */
export type OnrampAnswer = 'quote' | 'estimate' | 'noProviders'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

/** The balances of every fixture account (spec §3 "Token balance"): the native coin and USDC. */
function fixtureBalances(url: URL) {
  const chainId = url.searchParams.get('chainId') ?? 'eip155:31337'
  const solana = chainId.startsWith('solana:')
  return [
    {
      name: solana ? 'Solana' : 'Ether',
      symbol: solana ? 'SOL' : 'ETH',
      chainId,
      quantity: { decimals: solana ? '9' : '18', numeric: '1.2345' },
      price: solana ? 150 : 3000,
      value: solana ? 185.18 : 3703.5,
      iconUrl: '',
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId,
      address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
      quantity: { decimals: '6', numeric: '250.5' },
      price: 1,
      value: 250.5,
      iconUrl: '',
    },
  ]
}

/** Account names the fixture API has registered (RegisterAccountName shows them as taken). */
export const TAKEN_NAMES: readonly string[] = [NAMED_ADDRESS_NAME, 'cobalt1.portico.eth']

/** A fixture image as a data: URL the widget shows (http(s) or `data:image/…;`). */
const imageUrl = (color: string, shape: 'circle' | 'diamond' | 'bars') =>
  fixtureIcon(color, shape).replace('data:image/svg+xml,', 'data:image/svg+xml;charset=utf-8,')

/** The ERC-721 tokens every fixture account holds on `chainId`. */
function fixtureNfts(chainId: string) {
  const contract = '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48'
  const pals = { name: 'Portico Pals', symbol: 'PALS' }
  return [
    { tokenId: '1', image: imageUrl('#7048e8', 'circle') },
    { tokenId: '2', image: imageUrl('#0ca678', 'diamond') },
    { tokenId: '3', image: imageUrl('#f08c00', 'bars') },
  ].map(({ tokenId, image }) => ({
    chainId,
    contract,
    tokenId,
    name: `Portico Pal #${tokenId}`,
    imageUrl: image,
    collection: pals,
  }))
}

/**
 * The history of every fixture account on `chainId`: a send, a receive, an NFT and a swap this
 * month, and older ones a month and more back. Times are relative to now (the relative times read
 * the same on every run; the month headings are those of the day the tile runs).
 */
function fixtureHistory(chainId: string, account: string) {
  const MINUTE_MS = 60_000
  const DAY_MS = 86_400_000
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const item = (
    id: number,
    agoMs: number,
    operationType: string,
    transfers: readonly unknown[],
  ) => ({
    id: `0x${id.toString(16).padStart(64, '0')}`,
    metadata: {
      minedAt: new Date(Date.now() - agoMs).toISOString(),
      chain: chainId,
      operationType,
      status: 'confirmed',
      sentFrom: account,
      sentTo: other,
    },
    transfers,
  })
  const coin = (numeric: string, symbol: string, direction: 'in' | 'out') => ({
    quantity: { numeric },
    direction,
    fungible_info: { name: symbol, symbol },
  })
  return [
    item(1, 4 * MINUTE_MS, 'send', [coin('0.25', 'ETH', 'out')]),
    item(2, 3 * 60 * MINUTE_MS, 'receive', [coin('250.5', 'USDC', 'in')]),
    item(3, 26 * 60 * MINUTE_MS, 'receive', [
      {
        quantity: { numeric: '1' },
        direction: 'in',
        nft_info: {
          name: 'Portico Pal #2',
          content: { preview: { url: imageUrl('#0ca678', 'diamond') } },
          flags: { is_spam: false },
        },
      },
    ]),
    item(4, 40 * DAY_MS, 'trade', [coin('1', 'ETH', 'out'), coin('2999.123456', 'USDC', 'in')]),
    item(5, 70 * DAY_MS, 'send', [coin('100', 'DAI', 'out')]),
  ]
}

/** The swap tokens of the fixture API's devnet chain (`GET /v1/convert/tokens`), USDC as in the balances. */
const SWAP_FIXTURE_TOKENS = [
  {
    symbol: 'ETH',
    name: 'Ether',
    contract: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    decimals: 18,
    price: 3000,
    color: '#627eea',
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 6,
    price: 1,
    color: '#2775ca',
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    decimals: 18,
    price: 1,
    color: '#f5ac37',
  },
  {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    contract: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    decimals: 18,
    price: 3000,
    color: '#8a92b2',
  },
] as const

/** The devnet chain the fixture API swaps on; another one answers 'Network not supported'. */
const SWAP_FIXTURE_CHAIN = 'eip155:31337'

const swapToken = (address: string | null) =>
  SWAP_FIXTURE_TOKENS.find(
    (t) => t.contract.toLowerCase() === (address ?? '').split(':').at(-1)?.toLowerCase(),
  )

/**
 * The convert routes as services/api answers them on the devnet (docs/swaps-and-onramp.md), from
 * fixed prices: a quote is the amount at the two prices less 0.3 % (the pools' fee), with a 0.12 %
 * price impact; USDC has no allowance yet, so swapping it asks for an approval first.
 */
function answerConvert(url: URL, path: string): Response | undefined {
  const chainId = url.searchParams.get('chainId') ?? SWAP_FIXTURE_CHAIN
  if (path === '/v1/convert/tokens' || path === '/v1/convert/gas-price') {
    if (chainId !== SWAP_FIXTURE_CHAIN)
      return json(400, {
        error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' },
      })
    if (path === '/v1/convert/gas-price')
      return json(200, { standard: '1000000000', fast: '1500000000', instant: '2000000000' })
    return json(200, {
      tokens: SWAP_FIXTURE_TOKENS.map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${SWAP_FIXTURE_CHAIN}:${t.contract}`,
        decimals: t.decimals,
        logoUri: imageUrl(t.color, 'circle'),
        eip2612: false,
      })),
    })
  }
  if (path === '/v1/fungible/price')
    return json(200, {
      fungibles: SWAP_FIXTURE_TOKENS.map((t) => ({
        address: `${SWAP_FIXTURE_CHAIN}:${t.contract}`,
        price: t.price,
      })),
    })
  if (path === '/v1/convert/quotes') {
    const from = swapToken(url.searchParams.get('from'))
    const to = swapToken(url.searchParams.get('to'))
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    if (!from || !to)
      return json(400, {
        error: { code: 'INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity' },
      })
    const toAmount =
      (amount * 10n ** BigInt(to.decimals) * BigInt(from.price) * 997n) /
      (10n ** BigInt(from.decimals) * BigInt(to.price) * 1000n)
    return json(200, {
      quotes: [
        {
          id: 'fixture-quote',
          fromAmount: amount.toString(),
          fromAccount: url.searchParams.get('from'),
          toAmount: toAmount.toString(),
          toAccount: url.searchParams.get('to'),
          provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
          fee: { bps: 0, amount: '0' },
          priceImpact: 0.12,
        },
      ],
    })
  }
  if (path === '/v1/convert/allowance') return json(200, { allowance: '0' })
  const tx = (to: string, data: string, gas: string) => ({
    from: url.searchParams.get('userAddress') ?? '',
    to,
    data,
    value: '0',
    amount: '0',
    eip155: { gas, gasPrice: '1000000000' },
  })
  if (path === '/v1/convert/build-approve')
    return json(200, {
      tx: tx(swapToken(url.searchParams.get('from'))?.contract ?? '', '0x095ea7b3', '46000'),
    })
  if (path === '/v1/convert/build-transaction')
    return json(200, {
      tx: tx('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9', '0x7ff36ab5', '150000'),
    })
  return undefined
}

/** A network of the on-ramp options (spec §3) for the gallery's devnet chains. */
const onrampNetwork = (id: number, name: string, contract: string) => ({
  name: `portico-devnet-${id === 31337 ? 'a' : 'b'}`,
  display_name: name,
  chain_id: String(id),
  contract_address: contract,
})

/** The on-ramp options every fixture tile gets (spec §3 shapes; spec §9 limits). */
export function fixtureOnrampOptions(answer: OnrampAnswer) {
  const limits = [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach', min: '10.00', max: '25000.00' },
  ]
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const native = '0x0000000000000000000000000000000000000000'
  return {
    providers: answer === 'noProviders' ? [] : ['sandbox', 'coinbase', 'moonpay', 'transak'],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          onrampNetwork(31337, 'Portico Devnet A', usdc),
          onrampNetwork(31338, 'Portico Devnet B', usdc),
        ],
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          onrampNetwork(31337, 'Portico Devnet A', native),
          onrampNetwork(31338, 'Portico Devnet B', native),
        ],
      },
    ],
  }
}

/**
 * A quote as the devnet sandbox works it out (docs/swaps-and-onramp.md): of the amount paid, a
 * 1.5 % provider fee (rounded half up to the cent) and a 0.10 network fee; the rest buys USDC at
 * 1 USD, or ETH at the fixture price of 3,000 USD.
 */
export function fixtureOnrampQuote(body: unknown) {
  const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const amount = typeof request.amount === 'string' ? request.amount : ''
  const currency = typeof request.paymentCurrency === 'string' ? request.paymentCurrency : 'USD'
  if (!/^\d+\.\d{2}$/.test(amount)) return undefined
  const total = BigInt(amount.replace('.', ''))
  const fee = (total * 150n + 5_000n) / 10_000n
  const subtotal = total - fee - 10n
  if (subtotal <= 0n) return undefined
  const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`
  const eth = request.purchaseCurrency === 'ETH'
  // ETH at 3,000 USD: subtotal cents × 10^18 / 300,000 cents, in wei, written in ETH.
  const wei = (subtotal * 10n ** 18n) / 300_000n
  const ethText = `${wei / 10n ** 18n}.${String(wei % 10n ** 18n).padStart(18, '0')}`
  return {
    networkFee: { amount: '0.10', currency },
    paymentSubtotal: { amount: cents(subtotal), currency },
    paymentTotal: { amount: cents(total), currency },
    purchaseAmount: eth
      ? { amount: ethText, currency: 'ETH' }
      : { amount: cents(subtotal), currency: 'USDC' },
    quoteId: `fixture-${amount}`,
  }
}

const notFound = (path: string) =>
  json(404, { error: { code: 'NOT_FOUND', message: `no fixture for ${path}` } })

/** Answers one request to the fixture API, as services/api would with the fixture data. */
export function answerFixtureRequest(
  url: URL,
  method: string,
  script: FixtureApiScript,
  /** The request's body (JSON text), for the routes that read one. */
  body?: string,
): Promise<Response> {
  const path = url.pathname
  if (path === '/appkit/v1/config') return Promise.resolve(json(200, { features: [] }))
  if (path === '/projects/v1/origins')
    return Promise.resolve(json(200, { allowedOrigins: [globalThis.location?.origin ?? ''] }))
  if (path === '/getAnalyticsConfig')
    return Promise.resolve(json(200, { isAnalyticsEnabled: false }))
  if (path === '/e' && method === 'POST') return Promise.resolve(json(202, {}))
  if (path === '/getWallets') {
    if (script.catalogue === 'loading') return new Promise<Response>(() => {})
    if (script.catalogue === 'error')
      return Promise.resolve(json(500, { error: { code: 'SERVER_ERROR', message: 'fixture' } }))
    if (script.catalogue === 'empty') return Promise.resolve(json(200, { count: 0, data: [] }))
    const search = url.searchParams.get('search')?.toLowerCase()
    const include = url.searchParams.get('include')?.split(',')
    const exclude = url.searchParams.get('exclude')?.split(',') ?? []
    const data = FIXTURE_CATALOGUE.filter(
      (w) =>
        (!search || w.name.toLowerCase().includes(search)) &&
        (!include || include.includes(w.id)) &&
        !exclude.includes(w.id),
    )
    return Promise.resolve(json(200, { count: data.length, data }))
  }
  const image = /^\/getWalletImage\/([^/]+)$/.exec(path)
  if (image) {
    const svg = decodeURIComponent(catalogueIcon(decodeURIComponent(image[1]!)).split(',')[1]!)
    return Promise.resolve(new Response(svg, { headers: { 'content-type': 'image/svg+xml' } }))
  }
  const lists = script.accountLists ?? 'filled'
  if (path === '/v1/supported-chains')
    return Promise.resolve(
      json(200, { http: GALLERY_NETWORKS.map((n) => n.caipNetworkId), ws: [] }),
    )
  const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
  if (balance) {
    const tabsOwn = !url.searchParams.has('forceUpdate')
    if (tabsOwn && lists === 'loading') return new Promise<Response>(() => {})
    return Promise.resolve(
      json(200, { balances: tabsOwn && lists === 'empty' ? [] : fixtureBalances(url) }),
    )
  }
  const nfts = /^\/v1\/account\/([^/]+)\/nfts$/.exec(path)
  if (nfts) {
    if (lists === 'loading') return new Promise<Response>(() => {})
    const chainId = url.searchParams.get('chainId') ?? 'eip155:31337'
    return Promise.resolve(json(200, { nfts: lists === 'empty' ? [] : fixtureNfts(chainId) }))
  }
  const history = /^\/v1\/account\/([^/]+)\/history$/.exec(path)
  if (history) {
    if (lists === 'loading') return new Promise<Response>(() => {})
    const chainId = url.searchParams.get('chainId') ?? 'eip155:31337'
    const data = lists === 'empty' ? [] : fixtureHistory(chainId, decodeURIComponent(history[1]!))
    return Promise.resolve(json(200, { data, next: null }))
  }
  const suggestions = /^\/v1\/profile\/suggestions\/([^/]+)$/.exec(path)
  if (suggestions) {
    // The typed name first with whether it is taken, then variants (spec §7).
    const label = decodeURIComponent(suggestions[1]!)
    const zone = url.searchParams.get('zone') ?? ''
    return Promise.resolve(
      json(200, {
        suggestions: [label, `${label}1`, `${label}-eth`, `my${label}`].map((l) => ({
          name: `${l}.${zone}`,
          registered: TAKEN_NAMES.includes(`${l}.${zone}`),
        })),
      }),
    )
  }
  const accountName = /^\/v1\/profile\/account\/([^/]+)$/.exec(path)
  if (accountName && method === 'GET') {
    const name = decodeURIComponent(accountName[1]!)
    if (!TAKEN_NAMES.includes(name)) return Promise.resolve(json(404, { reasons: [] }))
    return Promise.resolve(
      json(200, {
        name,
        registered: 1_700_000_000,
        updated: 1_700_000_000,
        addresses: {
          '60': { address: NAMED_ADDRESS, created: 1_700_000_000 },
          // The gallery's devnet chains (ENSIP-11 coin types), where sends look names up.
          ...Object.fromEntries(
            GALLERY_NETWORKS.filter((n) => n.chainNamespace === 'eip155').map((n) => [
              String(chainIdToCoinType(Number(n.id))),
              { address: NAMED_ADDRESS, created: 1_700_000_000 },
            ]),
          ),
        },
        attributes: [{}],
      }),
    )
  }
  const convert = answerConvert(url, path)
  if (convert) return Promise.resolve(convert)
  const onramp = script.onramp ?? 'quote'
  if (path === '/v1/onramp/options') return Promise.resolve(json(200, fixtureOnrampOptions(onramp)))
  if (path === '/v1/onramp/quote' && method === 'POST') {
    if (onramp === 'estimate')
      return Promise.resolve(
        json(502, { error: { code: 'ONRAMP_PROVIDER_ERROR', message: 'fixture: no quote' } }),
      )
    let parsed: unknown
    try {
      parsed = JSON.parse(body ?? '')
    } catch {
      parsed = undefined
    }
    const quote = fixtureOnrampQuote(parsed)
    return Promise.resolve(
      quote ? json(200, quote) : json(400, { error: { code: 'BAD_REQUEST', message: 'amount' } }),
    )
  }
  const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
  if (identity) {
    const named = identity[1]!.toLowerCase() === NAMED_ADDRESS.toLowerCase()
    return Promise.resolve(json(200, { name: named ? NAMED_ADDRESS_NAME : null, avatar: null }))
  }
  return Promise.resolve(notFound(path))
}

/**
 * Routes the page's `fetch` calls to FIXTURE_API_URL to `answerFixtureRequest`; every other
 * request goes to the browser's fetch as before. Returns what restores it.
 */
export function installFixtureApi(script: FixtureApiScript): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== FIXTURE_API_URL) return original(input, init)
    if (request.method === 'POST')
      return request.text().then((body) => answerFixtureRequest(url, request.method, script, body))
    return answerFixtureRequest(url, request.method, script)
  }
  return () => {
    globalThis.fetch = original
  }
}
