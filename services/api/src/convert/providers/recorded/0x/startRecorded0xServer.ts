import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePorts } from '@portico/devnet/testing'

/** One recorded exchange with the 0x Swap API (a `*.json` beside this file; see README.md). */
export type Recorded0xExchange = {
  /** The file's name. */
  file: string
  description: string
  /** Answers any request whose `0x-api-key` is not the server's key. */
  when?: 'api-key-refused'
  request?: { method: string; path: string; query: Record<string, string> }
  response: { status: number; body: unknown; delayMs?: number }
}

/** A request the server received, as it arrived. */
export type Received0xRequest = {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  /** The recording it was answered with; undefined when none matched (answered 404). */
  answeredWith: string | undefined
}

/** Parameters of {@link startRecorded0xServer}. */
export type StartRecorded0xServerParameters = {
  /** The key requests must carry in `0x-api-key`; others get the recorded 401. */
  apiKey: string
}

/** The recorded 0x exchanges beside this file. */
export function readRecorded0xExchanges(): Recorded0xExchange[] {
  const directory = dirname(fileURLToPath(import.meta.url))
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      ...(JSON.parse(readFileSync(join(directory, file), 'utf8')) as Omit<
        Recorded0xExchange,
        'file'
      >),
    }))
}

/**
 * A real HTTP server on 127.0.0.1 that replays the recorded 0x Swap API v2 exchanges: a request
 * whose method, path and whole query equal a recording's gets that recording's answer (after its
 * delay), a wrong `0x-api-key` gets the recorded 401, anything else a 404 naming the request. Every
 * request is kept in `requests` so tests can assert exactly what was sent.
 */
export async function startRecorded0xServer({ apiKey }: StartRecorded0xServerParameters) {
  const exchanges = readRecorded0xExchanges()
  const refused = exchanges.find((exchange) => exchange.when === 'api-key-refused')
  if (!refused) throw new Error('recorded/0x has no api-key-refused exchange')
  const requests: Received0xRequest[] = []
  const timers = new Set<NodeJS.Timeout>()

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(url.searchParams)
    const exchange =
      request.headers['0x-api-key'] === apiKey
        ? exchanges.find(
            ({ request: recorded }) =>
              recorded !== undefined &&
              recorded.method === request.method &&
              recorded.path === url.pathname &&
              sameQuery(recorded.query, url.searchParams),
          )
        : refused
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query,
      headers: request.headers,
      answeredWith: exchange?.file,
    })
    const {
      status,
      body,
      delayMs = 0,
    } = exchange?.response ?? {
      status: 404,
      body: { name: 'NO_RECORDING', message: `no recording for ${request.method} ${url.pathname}` },
    }
    const timer = setTimeout(() => {
      timers.delete(timer)
      if (response.destroyed) return
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }, delayMs)
    timers.add(timer)
  })

  const [port] = await getFreePorts(1)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })

  return {
    /** Base URL to give the provider (`PORTICO_0X_API_URL`). */
    url: `http://127.0.0.1:${port}`,
    exchanges,
    requests,
    /** Stops listening and drops open connections (a delayed answer is never sent). */
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A started {@link startRecorded0xServer}. */
export type Recorded0xServer = Awaited<ReturnType<typeof startRecorded0xServer>>

function sameQuery(recorded: Record<string, string>, received: URLSearchParams): boolean {
  const keys = [...new Set(received.keys())]
  return (
    keys.length === Object.keys(recorded).length &&
    keys.every((key) => received.getAll(key).length === 1 && received.get(key) === recorded[key])
  )
}
