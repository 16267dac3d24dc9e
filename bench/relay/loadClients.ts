import { randomBytes } from 'node:crypto'
import type { Socket } from 'node:net'
import WebSocket from 'ws'
import {
  createClientIdentity,
  signClientJwt,
} from '../../services/relay/src/testkit/clientIdentity.js'

/** One publisher and the client that hears it (relay), or a sender and an idle peer (echo). */
export type ClientPair = { publisher: WebSocket; subscriber: WebSocket; topic: string }

/**
 * What one load process saw of a run: each delivered message's publish→deliver time (both ends
 * in that process, one clock), and when its first publish and its last delivery happened on the
 * machine's clock (performance.timeOrigin + now: comparable between processes).
 */
export type LoadSample = {
  messages: number
  clients: number
  received: number
  /** Publishes the relay answered with an error. */
  errors: number
  latencies: number[]
  startedAtMs: number
  endedAtMs: number
  /** CPU time this process used in the run (user + system), in µs. */
  cpuUs: number
}

/** Base64 padding that makes a message the size of a typical encrypted WalletConnect envelope. */
const ENVELOPE_PADDING = randomBytes(300).toString('base64')

type Run = {
  sentAt: Float64Array
  latencies: number[]
  received: number
  errors: number
  /** performance.now() of the last delivery. */
  lastAt: number
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
  const at = performance.now()
  run.latencies.push(at - sent)
  run.lastAt = at
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
 * `ratePerSecond`) and records each one's publish→deliver time, until all arrived or `timeoutMs`.
 */
export async function runLoad(
  pairs: ClientPair[],
  {
    messages,
    ratePerSecond = null,
    timeoutMs = 60_000,
  }: { messages: number; ratePerSecond?: number | null; timeoutMs?: number },
): Promise<LoadSample> {
  const run: Run = {
    sentAt: new Float64Array(messages),
    latencies: [],
    received: 0,
    errors: 0,
    lastAt: 0,
    done: () => {},
  }
  const finished = new Promise<void>((resolve) => {
    run.done = resolve
  })
  current = run
  // The relay stores a topic's identical messages once: each run's messages are its own.
  const nonce = `${process.pid}.${++runSequence}`
  const publish = (seq: number) => {
    const pair = pairs[seq % pairs.length]!
    run.sentAt[seq] = performance.now()
    send(
      pair.publisher,
      `{"id":${requestId()},"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${pair.topic}","message":"${seq}:${nonce}${ENVELOPE_PADDING}","ttl":30,"tag":1108,"prompt":false}}`,
    )
  }
  const cpuBefore = process.cpuUsage()
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
  const cpu = process.cpuUsage(cpuBefore)
  current = undefined
  return {
    messages,
    clients: pairs.length * 2,
    received: run.received,
    errors: run.errors,
    latencies: run.latencies,
    startedAtMs: performance.timeOrigin + started,
    endedAtMs: performance.timeOrigin + (run.received > 0 ? run.lastAt : performance.now()),
    cpuUs: cpu.user + cpu.system,
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
