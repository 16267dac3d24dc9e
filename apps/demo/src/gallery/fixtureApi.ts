import { chainIdToCoinType } from '@portico/core'
import {
  catalogueIcon,
  FIXTURE_CATALOGUE,
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

/** What the fixture API serves to one tile. */
export type FixtureApiScript = { catalogue: CatalogueAnswer }

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

const notFound = (path: string) =>
  json(404, { error: { code: 'NOT_FOUND', message: `no fixture for ${path}` } })

/** Answers one request to the fixture API, as services/api would with the fixture data. */
export function answerFixtureRequest(
  url: URL,
  method: string,
  script: FixtureApiScript,
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
  const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
  if (balance) return Promise.resolve(json(200, { balances: fixtureBalances(url) }))
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
    return answerFixtureRequest(url, request.method, script)
  }
  return () => {
    globalThis.fetch = original
  }
}
