import WebSocket from 'ws'
import { type ClientIdentity, createClientIdentity, signClientJwt } from './clientIdentity.js'

/** A frame a raw client received: its text and, when it parses, its value. */
export type ReceivedFrame = { text: string; value: Record<string, unknown> }

/** A bare WebSocket relay client for protocol and hostile-input tests (no WalletConnect SDK). */
export type RawClient = {
  ws: WebSocket
  identity: ClientIdentity
  /** Sends a JSON-RPC request with a fresh 19-digit string id; resolves with the answer frame. */
  request(method: string, params?: unknown): Promise<ReceivedFrame>
  /** Sends text as is. */
  sendText(text: string): void
  /** The next received frame matching `match` (already received ones count), within `timeoutMs`. */
  next(match: (frame: ReceivedFrame) => boolean, timeoutMs?: number): Promise<ReceivedFrame>
  /** Frames received so far. */
  frames: ReceivedFrame[]
  /** Acks an irn_subscription frame (with its id text as received). */
  ack(frame: ReceivedFrame): void
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

let sequence = 0
/** A 19-digit request id, as the JS clients make them. */
export function nextRequestId(): string {
  sequence = (sequence + 1) % 1_000_000
  return `${Date.now()}${String(sequence).padStart(6, '0')}`
}

/** Options of connectRawClient. */
export type ConnectRawClientOptions = {
  identity?: ClientIdentity
  /** The `auth` query value; null leaves it out. @default a valid JWT for the relay URL */
  auth?: string | null
  projectId?: string
  /** Resolve once open (default) or as soon as the socket exists (for refused connections). */
  waitOpen?: boolean
  /**
   * The local address to connect from: any of 127.0.0.0/8 is loopback on Linux, so one machine
   * plays clients at many addresses. @default the system's choice (127.0.0.1)
   */
  localAddress?: string
  /** Extra HTTP headers of the upgrade request (X-Forwarded-For behind a proxy). */
  headers?: Record<string, string>
}

/** Connects a raw client the way the SDK does: `<relayUrl>?auth=<JWT>&projectId=…&ua=…`. */
export async function connectRawClient(
  relayUrl: string,
  options: ConnectRawClientOptions = {},
): Promise<RawClient> {
  const identity = options.identity ?? createClientIdentity()
  const auth = options.auth === undefined ? await signClientJwt(identity, relayUrl) : options.auth
  const query = new URLSearchParams()
  if (auth !== null) query.set('auth', auth)
  query.set('ua', 'wc-2/js-2.25.0/test/portico-relay-test')
  query.set('projectId', options.projectId ?? 'test-project')
  query.set('useOnCloseEvent', 'true')
  const ws = new WebSocket(`${relayUrl}?${query}`, {
    ...(options.localAddress ? { localAddress: options.localAddress } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  })
  const frames: ReceivedFrame[] = []
  const waiters = new Set<{
    match: (f: ReceivedFrame) => boolean
    resolve: (f: ReceivedFrame) => void
  }>()
  ws.on('message', (data) => {
    const text = data.toString()
    let value: Record<string, unknown> = {}
    try {
      value = JSON.parse(text) as Record<string, unknown>
    } catch {}
    const frame = { text, value }
    frames.push(frame)
    for (const waiter of waiters)
      if (waiter.match(frame)) {
        waiters.delete(waiter)
        waiter.resolve(frame)
      }
  })
  ws.on('error', () => {})
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  if (options.waitOpen !== false)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })

  function next(match: (frame: ReceivedFrame) => boolean, timeoutMs = 5_000) {
    const seen = frames.find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise<ReceivedFrame>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (frame: ReceivedFrame) => {
          clearTimeout(timer)
          resolve(frame)
        },
      }
      const timer = setTimeout(() => {
        waiters.delete(waiter)
        reject(
          new Error(
            `no matching frame within ${timeoutMs} ms; got ${frames.map((f) => f.text.slice(0, 120)).join(' | ')}`,
          ),
        )
      }, timeoutMs)
      waiters.add(waiter)
    })
  }

  return {
    ws,
    identity,
    frames,
    closed,
    next,
    sendText: (text) => ws.send(text),
    request(method, params) {
      const id = nextRequestId()
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return next((frame) => frame.text.startsWith(`{"id":"${id}"`))
    },
    ack(frame) {
      const idText = /^\{"id":(\d+|"[^"]*")/.exec(frame.text)?.[1]
      ws.send(`{"id":${idText},"jsonrpc":"2.0","result":true}`)
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return
      ws.close()
      await closed
    },
  }
}
