import { chainIdToCoinType } from '@portico/core/internal'
import { fixtureBalances, fixtureHistory, fixtureNfts, TAKEN_NAMES } from './fixtureAccountData.js'
import { answerConvert } from './fixtureConvert.js'
import { fixtureOnrampOptions, fixtureOnrampQuote, type OnrampAnswer } from './fixtureOnramp.js'
import { json, notFound } from './fixtureResponse.js'
import {
  catalogueIcon,
  FIXTURE_CATALOGUE,
  GALLERY_NETWORKS,
  NAMED_ADDRESS,
  NAMED_ADDRESS_NAME,
} from './fixtures.js'

export { TAKEN_NAMES } from './fixtureAccountData.js'
export type { OnrampAnswer } from './fixtureOnramp.js'
export { fixtureOnrampOptions, fixtureOnrampQuote } from './fixtureOnramp.js'

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
