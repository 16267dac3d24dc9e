import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import {
  createClientIdentity,
  signClientJwt,
} from '../../services/relay/src/testkit/clientIdentity.js'
import { measureRoundTrips } from './roundTrips.js'
import type { BenchServer } from './spawnServer.js'

/** What the relay's memory did under a flood, and whether other clients were served. */
export type FloodResult = {
  /** Loopback addresses the flood came from (127.0.0.2 …). */
  addresses: number
  /** Connections each address tried to open. */
  connectionsPerAddress: number
  /** Connections the relay accepted, and refused (1013: address or node full). */
  connectionsAccepted: number
  connectionsRefused: number
  /** Publishes of 256 KiB with a 30-day ttl: stored, and refused by JSON-RPC error code. */
  publishesStored: number
  publishesRefused: Record<string, number>
  /** Bytes the flood sent to the relay. */
  bytesSent: number
  durationMs: number
  /** Server RSS before the flood, its peak during it, and at its end. */
  rssBeforeBytes: number
  rssPeakBytes: number
  rssEndBytes: number
  /** relay_stored_bytes at the end (what the byte budgets count), and the budget. */
  storedBytesEnd: number
  /** The relay's JS heap in use and its memory outside the heap (Buffers) at the end. */
  heapUsedBytesEnd: number
  heapTotalBytesEnd: number
  externalBytesEnd: number
  /** personal_sign through the real SignClient and WalletKit at 127.0.0.1 during the flood. */
  legitimate: { paired: boolean; roundTrips: number; p50Ms: number; error?: string }
}

/** An envelope of 256 KiB, the largest the relay takes by default. */
const BIG = 'f'.repeat(256 * 1024 - 32)

/**
 * Floods `server` (a relay with its default limits and a metrics token) from `addresses`
 * loopback addresses, `connectionsPerAddress` connections each (each with its own client id),
 * every connection publishing 256 KiB for 30 days to fresh topics as fast as the answers come
 * back, for `durationMs`. Meanwhile a real dApp and wallet at 127.0.0.1 pair and sign, and the
 * server's RSS is sampled every 100 ms.
 */
export async function runFlood(
  server: BenchServer,
  {
    addresses,
    connectionsPerAddress,
    durationMs,
    metricsUrl,
    metricsToken,
  }: {
    addresses: number
    connectionsPerAddress: number
    durationMs: number
    metricsUrl: string
    metricsToken: string
  },
): Promise<FloodResult> {
  const rssBeforeBytes = server.rss()
  let rssPeakBytes = rssBeforeBytes
  const sampler = setInterval(() => {
    rssPeakBytes = Math.max(rssPeakBytes, server.rss())
  }, 100)
  const refused: Record<string, number> = {}
  let connectionsRefused = 0
  let stored = 0
  let bytesSent = 0
  let flooding = true
  const sockets: WebSocket[] = []

  async function attacker(address: string) {
    const jwt = await signClientJwt(createClientIdentity(), server.url)
    const ws = new WebSocket(`${server.url}?auth=${jwt}&projectId=bench&ua=wc-2/js-2.25.0/flood`, {
      localAddress: address,
      perMessageDeflate: false,
    })
    sockets.push(ws)
    ws.on('error', () => {})
    // A refused connection opens, then is closed with 1013 and its reason.
    ws.once('close', (code) => {
      if (code === 1013) connectionsRefused++
    })
    const opened = await new Promise<boolean>((resolve) => {
      ws.once('open', () => resolve(true))
      ws.once('close', () => resolve(false))
    })
    if (!opened) return
    let sequence = 0
    const answers = new Map<string, (text: string) => void>()
    ws.on('message', (data) => {
      const text = data.toString()
      const id = /^\{"id":"([^"]+)"/.exec(text)?.[1]
      if (id) answers.get(id)?.(text)
    })
    const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()))
    while (flooding && ws.readyState === WebSocket.OPEN) {
      const id = `${address}-${sequence++}`
      const frame = `{"id":"${id}","jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${randomBytes(32).toString('hex')}","message":"${sequence}:${BIG}","ttl":2592000,"tag":1108}}`
      const answer = new Promise<string | undefined>((resolve) => {
        answers.set(id, resolve)
        closed.then(() => resolve(undefined))
      })
      ws.send(frame)
      bytesSent += frame.length
      const text = await answer
      answers.delete(id)
      if (text === undefined) break
      const code = /"code":(-?\d+)/.exec(text)?.[1]
      if (code === undefined) stored++
      else {
        refused[code] = (refused[code] ?? 0) + 1
        // A refused attacker tries again a little later.
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }

  const started = performance.now()
  const flood = Promise.all(
    Array.from({ length: addresses }, (_, a) =>
      Array.from({ length: connectionsPerAddress }, () => attacker(`127.0.0.${a + 2}`)),
    ).flat(),
  )
  // Let the flood fill the relay before the real clients come.
  await new Promise((resolve) => setTimeout(resolve, Math.min(3_000, durationMs / 3)))
  let legitimate: FloodResult['legitimate']
  try {
    const [run] = await measureRoundTrips(server.url, [{ requests: 20, concurrency: 1 }])
    legitimate = { paired: true, roundTrips: run!.requests, p50Ms: run!.p50Ms }
  } catch (error) {
    legitimate = { paired: false, roundTrips: 0, p50Ms: Number.NaN, error: String(error) }
  }
  const left = durationMs - (performance.now() - started)
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  flooding = false
  await flood
  const durationMs_ = performance.now() - started
  clearInterval(sampler)
  const rssEndBytes = server.rss()
  rssPeakBytes = Math.max(rssPeakBytes, rssEndBytes)
  const metrics = await (
    await fetch(metricsUrl, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text()
  const gauge = (name: string) =>
    Number(new RegExp(`^${name} (\\d+)`, 'm').exec(metrics)?.[1] ?? Number.NaN)
  const storedBytesEnd = gauge('relay_stored_bytes')
  const heapUsedBytesEnd = gauge('nodejs_heap_used_bytes')
  const heapTotalBytesEnd = gauge('nodejs_heap_total_bytes')
  const externalBytesEnd = gauge('nodejs_external_memory_bytes')
  for (const ws of sockets) ws.terminate()
  return {
    addresses,
    connectionsPerAddress,
    connectionsAccepted: addresses * connectionsPerAddress - connectionsRefused,
    connectionsRefused,
    publishesStored: stored,
    publishesRefused: refused,
    bytesSent,
    durationMs: durationMs_,
    rssBeforeBytes,
    rssPeakBytes,
    rssEndBytes,
    storedBytesEnd,
    heapUsedBytesEnd,
    heapTotalBytesEnd,
    externalBytesEnd,
    legitimate,
  }
}
