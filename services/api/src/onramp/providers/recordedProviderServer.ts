/**
 * Tests only: a real HTTP server on 127.0.0.1 that stands in for a provider's API (Coinbase's
 * Session Token API, MoonPay's quotes, Transak's token and widget URL APIs). It answers recorded
 * responses — the shapes the providers document — per `METHOD /path`, in sequence when given a
 * list (the last one repeats), and keeps every request it received so tests can check exactly
 * what the API sent (headers, query, body).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the server received. */
export type RecordedRequest = {
  method: string
  /** Path and query as sent. */
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** One recorded answer. */
export type RecordedResponse = { status: number; body: unknown }

/** A running recorded provider server. */
export type RecordedProviderServer = {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** `127.0.0.1:<port>` */
  host: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** Starts a recorded provider server on a free port of 127.0.0.1. */
export async function startRecordedProviderServer(
  routes: Record<string, RecordedResponse | RecordedResponse[]>,
): Promise<RecordedProviderServer> {
  const requests: RecordedRequest[] = []
  const served = new Map<string, number>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const key = `${request.method} ${new URL(request.url ?? '/', 'http://x').pathname}`
      const route = routes[key]
      const list = route === undefined ? [] : Array.isArray(route) ? route : [route]
      const index = served.get(key) ?? 0
      served.set(key, index + 1)
      const answer = list[Math.min(index, list.length - 1)] ?? {
        status: 404,
        body: { error: 'not recorded' },
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
