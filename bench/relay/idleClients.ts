import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import {
  createClientIdentity,
  signClientJwt,
} from '../../services/relay/src/testkit/clientIdentity.js'
import type { BenchServer } from './spawnServer.js'

/** Memory of a server holding idle clients. */
export type IdleResult = {
  clients: number
  /** Server RSS before the clients, in bytes. */
  rssBeforeBytes: number
  /** Server RSS with every client connected (and, on the relay, subscribed), in bytes. */
  rssAfterBytes: number
  /** (after − before) / clients. */
  bytesPerClient: number
  /** How many such idle clients 1 GiB holds. */
  clientsPerGiB: number
  /** How long connecting (and authenticating) them took. */
  connectMs: number
}

/**
 * Connects `count` idle clients to `server` — on the relay each with its own auth JWT and one
 * subscribed topic, as a wallet with one session — waits for memory to settle and measures the
 * server's RSS. The clients stay open until `close()`.
 */
export async function holdIdleClients(
  server: BenchServer,
  count: number,
  { relay }: { relay: boolean },
): Promise<{ result: IdleResult; close(): Promise<void> }> {
  const rssBeforeBytes = server.rss()
  const sockets: WebSocket[] = []
  // Client-side signing is not the server's work: done before the clock starts.
  const jwts = relay
    ? await Promise.all(
        Array.from({ length: count }, () => signClientJwt(createClientIdentity(), server.url)),
      )
    : []
  const started = performance.now()
  const connectOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const url = relay
        ? `${server.url}?auth=${jwts[i]}&projectId=bench&ua=wc-2/js-2.25.0/bench`
        : server.url
      const ws = new WebSocket(url, { perMessageDeflate: false })
      sockets.push(ws)
      ws.once('error', reject)
      ws.once('open', () => {
        if (!relay) return resolve()
        ws.once('message', () => resolve())
        ws.send(
          `{"id":"${i}","jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${randomBytes(32).toString('hex')}"}}`,
        )
      })
    })
  for (let i = 0; i < count; i += 200)
    await Promise.all(Array.from({ length: Math.min(200, count - i) }, (_, k) => connectOne(i + k)))
  const connectMs = performance.now() - started
  // Let the server's allocations settle (GC runs when it is idle).
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const rssAfterBytes = server.rss()
  const bytesPerClient = (rssAfterBytes - rssBeforeBytes) / count
  return {
    result: {
      clients: count,
      rssBeforeBytes,
      rssAfterBytes,
      bytesPerClient,
      clientsPerGiB: Math.floor(1024 ** 3 / bytesPerClient),
      connectMs,
    },
    async close() {
      await Promise.all(
        sockets.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === WebSocket.CLOSED) return resolve()
              ws.once('close', () => resolve())
              ws.terminate()
            }),
        ),
      )
    },
  }
}
