// Test helper (not exported from the package): a real HTTP server on 127.0.0.1 standing in for the
// Portico API's account routes in core's unit tests; services/api is tested against the devnet.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Portico } from '../../instance/Portico.js'
import {
  createFakeAdapter,
  jsonAnswer,
  type TestAnswer,
  testInstance,
} from '../../testing/index.js'
import type { Network } from '../../types/network.js'

/** Answers one request, or undefined for 404. May wait (a promise) to hold a request open. */
export type TestApiRoute = (url: URL) => TestAnswer | undefined | Promise<TestAnswer | undefined>

/**
 * Starts a server whose answers `route` gives by URL; every request's URL is kept in `requests`.
 * `unreachableUrl` is a base URL nothing listens on.
 */
export async function startAccountTestApi(route: TestApiRoute) {
  const requests: URL[] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const answer =
      (await route(url)) ?? jsonAnswer(404, { error: { code: 'NOT_FOUND', message: url.pathname } })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(answer.body)
  })
  const listen = (target: ReturnType<typeof createServer>) =>
    new Promise<number>((resolve) =>
      target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)),
    )
  const port = await listen(server)
  const closed = createServer()
  const closedPort = await listen(closed)
  await new Promise((resolve) => closed.close(resolve))
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    unreachableUrl: `http://127.0.0.1:${closedPort}`,
    requests,
    /** Paths asked so far, with `/v1/supported-chains` left out. */
    paths: () => requests.map((u) => u.pathname).filter((path) => path !== '/v1/supported-chains'),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * A mounted instance reading `apiUrl`, connected to a fake wallet at `address` on the first of
 * `networks`; `unmounts` gets its unmount, and the API's requests so far are forgotten.
 */
export async function connectedAccountInstance({
  api,
  address,
  networks,
  namespace = 'eip155',
  unmounts,
}: {
  api: { apiUrl: string; requests: URL[] }
  address: string
  networks: [Network, ...Network[]]
  namespace?: 'eip155' | 'solana' | undefined
  unmounts: (() => void)[]
}): Promise<Portico> {
  const wallet = { id: 'w1', address, chainId: networks[0].id }
  const portico = testInstance({
    networks,
    adapters: [createFakeAdapter(namespace, [wallet]).adapter],
    apiUrl: api.apiUrl,
  })
  unmounts.push(portico.mount())
  await portico.connect({ connectorId: 'w1' })
  api.requests.length = 0
  return portico
}
