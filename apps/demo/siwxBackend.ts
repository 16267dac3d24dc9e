import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicClient, http } from 'viem'
import type { Connect, Plugin } from 'vite'
import {
  createBitcoinVerifier,
  createEvmVerifier,
  createSiwxHandler,
  createSiwxServer,
  createSolanaVerifier,
} from '../../packages/siwx/src/server/index.js'

/** The demo server's own header carrying the client's socket address to the SIWX handler. */
const CLIENT_ADDRESS_HEADER = 'x-demo-client-address'

export type SiwxBackendParameters = {
  /** The demo's port on 127.0.0.1: the domain messages must name and the only origin allowed. */
  demoPort: number
  /** RPC URLs of the EVM chains the demo signs in on, by chain id (EIP-1271/6492 checks). */
  evmRpcUrls: Readonly<Record<number, string>>
}

/** The largest request body read (the handler refuses more than 16 KiB too). */
const MAX_BODY_BYTES = 64 * 1024

/**
 * The demo's sign-in backend (`@portico/siwx/server`) on its own origin: `/api/siwx/nonce`,
 * `/verify`, `/session` and `/signout`, same origin only. The session cookie's key comes from
 * PORTICO_SIWX_SESSION_SECRET (at least 32 bytes) or is drawn at start, so a restart signs
 * everybody out. Served by `npm start`'s Vite dev server and by `vite preview`. (Imported by path:
 * Vite bundles its config without the `source` condition, and packages/siwx/dist may not exist.)
 */
export function siwxBackend({ demoPort, evmRpcUrls }: SiwxBackendParameters): Plugin {
  const domain = `127.0.0.1:${demoPort}`
  const origin = `http://${domain}`
  const server = createSiwxServer({
    domain,
    uri: origin,
    verifiers: [
      createEvmVerifier({
        clients: Object.fromEntries(
          Object.entries(evmRpcUrls).map(([id, url]) => [
            id,
            createPublicClient({ transport: http(url) }),
          ]),
        ),
      }),
      createSolanaVerifier(),
      createBitcoinVerifier(),
    ],
    sessionSecret: process.env.PORTICO_SIWX_SESSION_SECRET || randomBytes(32),
  })
  // Nonces are limited per client: the socket's address, set below (a client's own header of that
  // name is dropped first, so it cannot pick its bucket).
  const handle = createSiwxHandler(server, {
    allowedOrigins: [origin],
    clientKey: (request) => request.headers.get(CLIENT_ADDRESS_HEADER) || undefined,
  })

  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!req.url?.startsWith('/api/siwx/')) return next()
    serve(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Sign-in failed' } }))
    })
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ error: { code: 'INVALID_MESSAGE', message: 'The body is too large' } }),
        )
        return
      }
      chunks.push(chunk)
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '')
    const method = req.method ?? 'GET'
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const response = await handle(request)
    if (!response) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  }

  return {
    name: 'portico-siwx-backend',
    configureServer: (vite) => void vite.middlewares.use(middleware),
    configurePreviewServer: (preview) => void preview.middlewares.use(middleware),
  }
}
