import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { DEMO_ACCOUNT_LABELS } from '../accounts.js'
import { DEVNET_MNEMONIC } from '../anvil.js'
import type { DevnetSolanaConfig } from '../devnetFile.js'
import { deriveSolanaKeys, getSolanaKey, type SolanaDevnetKey } from '../keys/solanaKeys.js'
import { listenHttp } from '../listenHttp.js'
import {
  DEFAULT_SLOT_INTERVAL_MS,
  MAX_REQUEST_BODY_BYTES,
  SOLANA_CAIP_NETWORK_ID,
  SOLANA_GENESIS_HASH,
} from './constants.js'
import { createSolanaLedger, type SolanaLedger } from './createSolanaLedger.js'
import { createSubscriptionServer } from './createSubscriptionServer.js'
import { handleJsonRpc, PARSE_ERROR_RESPONSE } from './handleJsonRpc.js'
import { RPC_ERROR_CODES, RpcError } from './rpcError.js'
import { RPC_METHODS, type RpcContext } from './rpcMethods.js'
import { seedSolana } from './seedSolana.js'
import { stringifyJson } from './stringifyJson.js'

/** The `solana` section of devnet.json. */
export type { DevnetSolanaConfig }

/** Options of {@link startSolanaServer}. */
export type StartSolanaServerOptions = {
  /** JSON-RPC HTTP port (0: any free port). */
  rpcPort: number
  /** PubSub WebSocket port (0: any free port). */
  wsPort: number
  /** @default '127.0.0.1' */
  host?: string
  /** The mnemonic the keys derive from. @default the devnet's */
  mnemonic?: string
  /**
   * How often an empty slot passes; 0 turns the timer off (slots then only advance as
   * transactions land). @default 400
   */
  slotIntervalMs?: number
  /** Landed transactions kept. @default 10 000 */
  historyCapacity?: number
}

/** A running local Solana node. */
export type SolanaServer = {
  config: DevnetSolanaConfig
  ledger: SolanaLedger
  keys: SolanaDevnetKey[]
  /** Stops the timer and both servers; resolves once they are closed. Idempotent. */
  close(): Promise<void>
}

const readBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Past the limit the rest is read and dropped (so the client gets its 413), up to a point.
      if (size > MAX_REQUEST_BODY_BYTES * 20) request.destroy()
      else if (size <= MAX_REQUEST_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () =>
      resolve(size > MAX_REQUEST_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    )
    request.on('error', reject)
  })

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

/**
 * Starts the local Solana node over litesvm: the JSON-RPC endpoint (HTTP, batches too) and the
 * PubSub WebSocket endpoint, seeded with SOL and USDC for the demo wallets (see seedSolana).
 *
 * @example
 * const solana = await startSolanaServer({ rpcPort: 8899, wsPort: 8900 })
 * console.log(solana.config.usdcMint)
 * await solana.close()
 */
export async function startSolanaServer(options: StartSolanaServerOptions): Promise<SolanaServer> {
  const host = options.host ?? '127.0.0.1'
  const keys = deriveSolanaKeys(options.mnemonic ?? DEVNET_MNEMONIC)
  const ledger = createSolanaLedger({
    genesisHash: SOLANA_GENESIS_HASH,
    ...(options.historyCapacity === undefined ? {} : { historyCapacity: options.historyCapacity }),
  })
  const seed = await seedSolana(ledger, keys)
  const context: RpcContext = { ledger, faucet: seed.deployer }

  const call = (method: string, params: unknown) => {
    const handler = Object.hasOwn(RPC_METHODS, method) ? RPC_METHODS[method] : undefined
    if (!handler) throw new RpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found')
    return handler(params, context)
  }

  const respond = (response: ServerResponse, status: number, body: string, type: string) => {
    response.writeHead(status, { ...CORS_HEADERS, 'content-type': type })
    response.end(body)
  }
  const server = createServer(async (request, response) => {
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS_HEADERS)
        response.end()
        return
      }
      if (request.method === 'GET' && request.url === '/health')
        return respond(response, 200, 'ok', 'text/plain; charset=utf-8')
      if (request.method !== 'POST')
        return respond(
          response,
          405,
          'Used HTTP Method is not allowed. POST or OPTIONS is required',
          'text/plain; charset=utf-8',
        )
      const contentType = request.headers['content-type'] ?? ''
      if (!/^application\/json\b/i.test(contentType))
        return respond(
          response,
          415,
          'Supplied content type is not allowed. Content-Type: application/json is required',
          'text/plain; charset=utf-8',
        )
      const text = await readBody(request)
      if (text === undefined)
        return respond(response, 413, 'Request body too large', 'text/plain; charset=utf-8')
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return respond(response, 200, stringifyJson(PARSE_ERROR_RESPONSE), 'application/json')
      }
      const answer = await handleJsonRpc(body, call)
      if (answer === undefined) {
        response.writeHead(204, CORS_HEADERS)
        response.end()
        return
      }
      respond(response, 200, stringifyJson(answer), 'application/json')
    } catch {
      if (!response.headersSent)
        respond(response, 500, 'Internal error', 'text/plain; charset=utf-8')
    }
  })

  const http = await listenHttp(server, { port: options.rpcPort, host })
  let ws: Awaited<ReturnType<typeof createSubscriptionServer>>
  try {
    ws = await createSubscriptionServer({ ledger, port: options.wsPort, host })
  } catch (error) {
    await http.close()
    throw error
  }
  const slotIntervalMs = options.slotIntervalMs ?? DEFAULT_SLOT_INTERVAL_MS
  const timer =
    slotIntervalMs > 0 ? setInterval(() => ledger.advanceSlot(), slotIntervalMs) : undefined
  timer?.unref()

  let closed: Promise<void> | undefined
  return {
    ledger,
    keys,
    config: {
      rpcUrl: `http://${host}:${http.port}`,
      wsUrl: `ws://${host}:${ws.port}`,
      genesisHash: SOLANA_GENESIS_HASH,
      caipNetworkId: SOLANA_CAIP_NETWORK_ID,
      usdcMint: seed.usdcMint,
      accounts: DEMO_ACCOUNT_LABELS.map((label) => ({
        label,
        address: getSolanaKey(keys, label).address,
      })),
    },
    close: () => {
      closed ??= (async () => {
        if (timer) clearInterval(timer)
        await Promise.allSettled([http.close(), ws.close()])
      })()
      return closed
    },
  }
}
