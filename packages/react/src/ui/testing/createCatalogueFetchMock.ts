// Test-only. A stand-in for the Portico API's wallet catalogue in browser component tests, where
// the real service (services/api) cannot run: it answers GET /getWallets as the service does
// (page, entries, include, exclude, case-insensitive name search capped at 100 matches, chains by
// CAIP-2 id or namespace; spec §7), /projects/v1/origins with the page's origin, and 404
// otherwise. The real catalogue is exercised end to end by e2e/specs/catalogue.spec.ts.
import type { WalletCatalogueEntry } from '@portico/core'

const SEARCH_CAP = 100

export type CatalogueFetchMock = {
  /** Install as `globalThis.fetch` (vi.stubGlobal). */
  fetch: typeof fetch
  /** Every /getWallets request, in order. */
  requests: URL[]
  /** Holds /getWallets answers until `release()`. */
  hold(): void
  release(): void
  /** Makes the next `count` /getWallets requests that `match` fail with HTTP 500. */
  failNext(count?: number, match?: (url: URL) => boolean): void
}

/** A catalogue of `count` made-up wallets (EVM, one in five also Solana), for tests. */
export function makeWallets(count: number, prefix = 'wallet'): WalletCatalogueEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-${String(i).padStart(5, '0')}`,
    name: `${prefix[0]?.toUpperCase()}${prefix.slice(1)} ${i}`,
    rdns: `com.example.${prefix}${i}`,
    chains: i % 5 === 0 ? ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] : ['eip155:1'],
    mobile_link: `${prefix}${i}://`,
  }))
}

export function createCatalogueFetchMock(
  catalogue: readonly WalletCatalogueEntry[],
): CatalogueFetchMock {
  const requests: URL[] = []
  let gate: Promise<void> | undefined
  let open = () => {}
  let failures = 0
  let failing: (url: URL) => boolean = () => true
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const list = (query: URLSearchParams) => (name: string) =>
    (query.get(name) ?? '').split(',').filter(Boolean)
  const getWallets = (url: URL) => {
    const param = list(url.searchParams)
    const include = param('include')
    const exclude = param('exclude')
    const chains = param('chains')
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase()
    const page = Number(url.searchParams.get('page') ?? '1')
    const entries = Number(url.searchParams.get('entries') ?? '40')
    let matches = catalogue.filter(
      (w) =>
        (include.length === 0 || include.includes(w.id)) &&
        !exclude.includes(w.id) &&
        (!search || w.name.toLowerCase().includes(search)) &&
        (chains.length === 0 ||
          (w.chains ?? []).some(
            (c) => chains.includes(c) || chains.includes(c.split(':')[0] ?? ''),
          )),
    )
    if (search) matches = matches.slice(0, SEARCH_CAP)
    return { data: matches.slice((page - 1) * entries, page * entries), count: matches.length }
  }
  const mockFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.pathname === '/projects/v1/origins')
      return json(200, { allowedOrigins: [globalThis.location.origin] })
    if (url.pathname !== '/getWallets')
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } })
    requests.push(url)
    await gate
    if (failures > 0 && failing(url)) {
      failures--
      return json(500, { error: { code: 'SERVER_ERROR', message: 'Server error' } })
    }
    return json(200, getWallets(url))
  }
  return {
    fetch: mockFetch as typeof fetch,
    requests,
    hold() {
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release() {
      gate = undefined
      open()
    },
    failNext(count = 1, match = () => true) {
      failures = count
      failing = match
    },
  }
}
