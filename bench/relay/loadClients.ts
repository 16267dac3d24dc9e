import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import WebSocket from 'ws'
import {
  createClientIdentity,
  signClientJwt,
} from '../../services/relay/src/testkit/clientIdentity.js'

/** One publisher and the client that hears it (relay), or a sender and an idle peer (echo). */
export type ClientPair = { publisher: WebSocket; subscriber: WebSocket; topic: string }

/** What one load run measured. */
export type LoadResult = {
  messages: number
  clients: number
  /** Paced send rate asked for, or null for a burst (everything sent at once). */
  ratePerSecond: number | null
  elapsedMs: number
  messagesPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Messages that never arrived within the run's time limit. */
  lost: number
  /** Publishes the relay answered with an error. */
  errors: number
  /** CPU time the server used per message (user + system), in µs: what the machine's load does not change. */
  serverCpuUsPerMessage: number
  /** CPU time this process (the clients) used per message, in µs. */
  clientCpuUsPerMessage: number
}

/** Base64 padding that makes a message the size of a typical encrypted WalletConnect envelope. */
const ENVELOPE_PADDING = randomBytes(300).toString('base64')

type Run = {
  sentAt: Float64Array
  latencies: number[]
  received: number
  errors: number
  done: () => void
}
let current: Run | undefined
let runSequence = 0

/** The sequence number at the start of a message (`"message":"<seq>:…"`), without parsing JSON. */
function sequenceOf(text: string): number {
  const at = text.indexOf('"message":"') + 11
  return Number(text.slice(at, text.indexOf(':', at)))
}

function onDelivered(text: string) {
  const run = current
  if (!run) return
  const seq = sequenceOf(text)
  const sent = run.sentAt[seq]
  if (sent === undefined || sent === 0) return
  run.latencies.push(performance.now() - sent)
  run.sentAt[seq] = 0
  run.received++
  if (run.received === run.sentAt.length) run.done()
}

const corked = new WeakSet<WebSocket>()
/**
 * Sends a frame, holding this tick's frames of the socket for one write on the next (the relay
 * does the same); used for both servers alike.
 */
function send(ws: WebSocket, text: string) {
  const raw = (ws as unknown as { _socket?: Socket })._socket
  if (raw && !corked.has(ws)) {
    corked.add(ws)
    raw.cork()
    process.nextTick(() => {
      corked.delete(ws)
      raw.uncork()
    })
  }
  ws.send(text)
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

let requestSequence = 0
const requestId = () => `"${Date.now()}${String(++requestSequence % 1_000_000).padStart(6, '0')}"`

/**
 * Opens `count` pairs on the relay: each publisher and subscriber authenticated with its own
 * JWT, each subscriber subscribed to its pair's topic and acking every delivery as the SDK does.
 */
export async function openRelayPairs(url: string, count: number): Promise<ClientPair[]> {
  const pairs: ClientPair[] = []
  const connect = async () => {
    const identity = createClientIdentity()
    const auth = await signClientJwt(identity, url)
    return open(`${url}?auth=${auth}&projectId=bench&ua=wc-2/js-2.25.0/bench`)
  }
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const [publisher, subscriber] = await Promise.all([connect(), connect()])
        const topic = randomBytes(32).toString('hex')
        await new Promise<void>((resolve) => {
          subscriber.once('message', () => resolve())
          subscriber.send(
            `{"id":${requestId()},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${topic}"}}`,
          )
        })
        subscriber.on('message', (data) => {
          const text = data.toString()
          if (!text.includes('"irn_subscription"')) return
          // Ack as the clients do: {id, result: true}, the id as received.
          subscriber.send(
            `{"id":${text.slice(6, text.indexOf(','))},"jsonrpc":"2.0","result":true}`,
          )
          onDelivered(text)
        })
        publisher.on('message', (data) => {
          if (current && data.toString().includes('"error"')) current.errors++
        })
        return { publisher, subscriber, topic }
      }),
    )
    pairs.push(...batch)
  }
  return pairs
}

/** Opens `count` pairs on the bare echo server: the publisher hears its own frames back. */
export async function openEchoPairs(url: string, count: number): Promise<ClientPair[]> {
  const pairs: ClientPair[] = []
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, async () => {
        const [publisher, subscriber] = await Promise.all([open(url), open(url)])
        publisher.on('message', (data) => onDelivered(data.toString()))
        return { publisher, subscriber, topic: randomBytes(32).toString('hex') }
      }),
    )
    pairs.push(...batch)
  }
  return pairs
}

/**
 * Sends `messages` irn_publish frames spread over the pairs (a burst, or paced at
 * `ratePerSecond`) and measures each one's publish→deliver time (both ends in this process,
 * one clock) and the throughput from the first send to the last delivery.
 */
export async function runLoad(
  pairs: ClientPair[],
  {
    messages,
    ratePerSecond = null,
    timeoutMs = 60_000,
    serverCpuMs,
  }: {
    messages: number
    ratePerSecond?: number | null
    timeoutMs?: number
    /** The server process's CPU time so far, in ms. */
    serverCpuMs: () => number
  },
): Promise<LoadResult> {
  const run: Run = {
    sentAt: new Float64Array(messages),
    latencies: [],
    received: 0,
    errors: 0,
    done: () => {},
  }
  const finished = new Promise<void>((resolve) => {
    run.done = resolve
  })
  current = run
  // The relay stores a topic's identical messages once: each run's messages are its own.
  const nonce = `${++runSequence}`
  const publish = (seq: number) => {
    const pair = pairs[seq % pairs.length]!
    run.sentAt[seq] = performance.now()
    send(
      pair.publisher,
      `{"id":${requestId()},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${pair.topic}","message":"${seq}:${nonce}${ENVELOPE_PADDING}","ttl":30,"tag":1108,"prompt":false}}`,
    )
  }
  const serverCpuBefore = serverCpuMs()
  const clientCpuBefore = process.cpuUsage()
  const started = performance.now()
  let pacing: NodeJS.Timeout | undefined
  if (ratePerSecond === null) for (let seq = 0; seq < messages; seq++) publish(seq)
  else {
    let sent = 0
    pacing = setInterval(() => {
      const due = Math.min(
        messages,
        Math.floor(((performance.now() - started) * ratePerSecond) / 1_000),
      )
      while (sent < due) publish(sent++)
      if (sent === messages) clearInterval(pacing)
    }, 1)
  }
  let timer: NodeJS.Timeout | undefined
  await Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
  clearTimeout(timer)
  clearInterval(pacing)
  const elapsedMs = performance.now() - started
  const serverCpu = serverCpuMs() - serverCpuBefore
  const clientCpu = process.cpuUsage(clientCpuBefore)
  current = undefined
  const sorted = run.latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
  return {
    messages,
    clients: pairs.length * 2,
    ratePerSecond,
    elapsedMs,
    messagesPerSecond: (run.received / elapsedMs) * 1_000,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    lost: messages - run.received,
    errors: run.errors,
    serverCpuUsPerMessage: (serverCpu * 1_000) / messages,
    clientCpuUsPerMessage: (clientCpu.user + clientCpu.system) / messages,
  }
}

/** Closes every client of the pairs. */
export async function closePairs(pairs: ClientPair[]): Promise<void> {
  await Promise.all(
    pairs.flatMap((pair) =>
      [pair.publisher, pair.subscriber].map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve()
            ws.once('close', () => resolve())
            ws.terminate()
          }),
      ),
    ),
  )
}
