// Test-only. A stand-in for the Portico API's account routes in browser component tests, where the
// real service (services/api) cannot run: GET /v1/supported-chains, /v1/account/{address}/balance,
// /nfts and /history (by cursor) answer from the script given, anything else 404. The real routes
// are tested on the devnet (services/api) and end to end by e2e/specs/account-tabs.spec.ts.
import type { ApiBalance, ApiHistoryItem, ApiNft } from '@portico/core'

export type AccountApiScript = {
  supportedChains?: string[]
  balances?: ApiBalance[]
  nfts?: ApiNft[]
  /** History pages by cursor ('' for the first). */
  history?: Record<string, { data: ApiHistoryItem[]; next: string | null }>
}

export type AccountApiFetchMock = {
  /** Install as `globalThis.fetch` (vi.stubGlobal). */
  fetch: typeof fetch
  /** Every request, in order. */
  requests: URL[]
  /** Paths of the requests to `path` (e.g. '/balance'), in order. */
  requestsTo(suffix: string): URL[]
  /** Holds answers to requests whose path ends with `suffix` until `release()`. */
  hold(suffix: string): void
  release(): void
  /** Makes the next `count` requests whose path ends with `suffix` fail with HTTP 500. */
  failNext(suffix: string, count?: number): void
  script: AccountApiScript
}

export function createAccountApiFetchMock(script: AccountApiScript): AccountApiFetchMock {
  const requests: URL[] = []
  let held: string | undefined
  let gate: Promise<void> | undefined
  let open = () => {}
  const failures = new Map<string, number>()
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const answer = (url: URL): Response => {
    const path = url.pathname
    if (path === '/v1/supported-chains')
      return json(200, { http: script.supportedChains ?? ['eip155:31337'], ws: [] })
    if (/^\/v1\/account\/[^/]+\/balance$/.test(path))
      return json(200, { balances: script.balances ?? [] })
    if (/^\/v1\/account\/[^/]+\/nfts$/.test(path)) return json(200, { nfts: script.nfts ?? [] })
    if (/^\/v1\/account\/[^/]+\/history$/.test(path)) {
      const page = (script.history ?? { '': { data: [], next: null } })[
        url.searchParams.get('cursor') ?? ''
      ]
      return page
        ? json(200, page)
        : json(400, { error: { code: 'INVALID_CURSOR', message: 'Invalid cursor' } })
    }
    return json(404, { error: { code: 'NOT_FOUND', message: path } })
  }
  const mockFetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    const suffix = [...failures.keys()].find((s) => url.pathname.endsWith(s))
    if (held && gate && url.pathname.endsWith(held)) await gate
    if (suffix !== undefined) {
      const left = failures.get(suffix) ?? 0
      if (left > 0) {
        failures.set(suffix, left - 1)
        return json(500, { error: { code: 'SERVER_ERROR', message: 'mock failure' } })
      }
    }
    return answer(url)
  }
  return {
    fetch: mockFetch as typeof fetch,
    requests,
    requestsTo: (suffix) => requests.filter((u) => u.pathname.endsWith(suffix)),
    hold(suffix) {
      held = suffix
      gate = new Promise((resolve) => {
        open = resolve
      })
    },
    release() {
      held = undefined
      open()
    },
    failNext(suffix, count = 1) {
      failures.set(suffix, count)
    },
    script,
  }
}
