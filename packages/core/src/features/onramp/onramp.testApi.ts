// Test helper (not exported from the package): a real HTTP server on 127.0.0.1 standing in for the
// Portico API where the real one cannot produce the case under test — an HTTP error, an answer of
// the wrong shape, a request held open to be superseded. The happy paths run against the real API
// (services/api) on a devnet.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestAnswer } from '../../testing/index.js'

/** One request the stand-in received. */
export type StandInRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  /** Set when the client went away before the answer (an aborted request). */
  aborted: boolean
}

/** Answers a request, or undefined for 404. May wait (a promise) to hold it open. */
export type StandInRoute = (
  request: StandInRequest,
) => TestAnswer | undefined | Promise<TestAnswer | undefined>

/** Starts the stand-in; every request is kept in `requests`. */
export async function startOnrampStandInApi(route: StandInRoute) {
  const requests: StandInRequest[] = []
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1')
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const request: StandInRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        aborted: false,
      }
      requests.push(request)
      response.on('close', () => {
        if (!response.writableFinished) request.aborted = true
      })
      const answer = (await route(request)) ?? {
        status: 404,
        body: JSON.stringify({ error: { code: 'NOT_FOUND', message: url.pathname } }),
      }
      if (response.destroyed) return
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(answer.body)
    })
  })
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A fake popup for node, where no browser window exists: records where it was sent and whether it
 * was closed. The real popup is opened by Chromium in the e2e test (e2e/specs/onramp.spec.ts).
 */
export function createFakePopup() {
  const popup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      popup.closed = true
    },
  }
  return { popup, window: popup as unknown as Window }
}
