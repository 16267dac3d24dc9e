import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { DEVNET_ACCOUNT_INDEXES } from '../accounts.js'
import type { DevnetBitcoinConfig } from '../devnetFile.js'
import {
  bitcoinRootFromMnemonic,
  type DevnetBitcoinAccount,
  deriveBitcoinAccounts,
  derivePaymentKey,
} from '../keys/bitcoinKeys.js'
import { listenHttp } from '../listenHttp.js'
import { BitcoinLedger } from './BitcoinLedger.js'
import { bitcoin } from './bitcoinjs.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID, REGTEST_NETWORK } from './regtest.js'
import { MAX_TX_HEX_LENGTH, routeEsploraRequest } from './routeEsploraRequest.js'
import { seedBitcoinLedger } from './seedBitcoinLedger.js'

/** Parameters of {@link startBitcoinApi}. */
export type StartBitcoinApiParameters = {
  /** 0 picks a free port. */
  port: number
  /** @default '127.0.0.1' */
  host?: string
  /** Mnemonic of the demo accounts and the miner (the deployer's index). */
  mnemonic: string
  /**
   * How long after a POST /tx the block with it is mined, in milliseconds: 0 mines before the
   * answer; null never mines on its own (POST /mine does). @default 1000
   */
  mineAfterMs?: number | null
}

/** A running Bitcoin API. */
export type BitcoinApi = {
  /** Base URL, e.g. `http://127.0.0.1:3002` (no trailing slash). */
  url: string
  port: number
  ledger: BitcoinLedger
  /** The demo accounts' keys and addresses. */
  accounts: DevnetBitcoinAccount[]
  /** The section devnet.json carries. */
  config: DevnetBitcoinConfig
  /** Stops listening and cancels a scheduled block; resolves once closed. */
  close(): Promise<void>
}

/** Origins the browser may call the API from: any port of the loopback host. */
const ALLOWED_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d{1,5})?$/

/** Most bytes a request body may have (a standard transaction as hex, with slack). */
const MAX_BODY_BYTES = MAX_TX_HEX_LENGTH + 1024

/**
 * Starts the devnet's Bitcoin API: an Esplora-style HTTP API over a fresh regtest ledger, seeded
 * with 1 BTC on each demo account's payment address and three 546-sat outputs on its ordinal
 * address (see seedBitcoinLedger). Accepted transactions are mined `mineAfterMs` later.
 * Answers CORS for http://127.0.0.1:* and http://localhost:*; refuses POSTs from other origins.
 *
 * @example
 * const api = await startBitcoinApi({ port: 3002, mnemonic: DEVNET_MNEMONIC })
 * await fetch(`${api.url}/address/${api.config.accounts[0]!.payment}/utxo`)
 */
export async function startBitcoinApi({
  port,
  host = '127.0.0.1',
  mnemonic,
  mineAfterMs = 1000,
}: StartBitcoinApiParameters): Promise<BitcoinApi> {
  const root = bitcoinRootFromMnemonic(mnemonic)
  const accounts = deriveBitcoinAccounts(root)
  const miner = derivePaymentKey(root, DEVNET_ACCOUNT_INDEXES.deployer)
  const ledger = new BitcoinLedger({
    minerScript: bitcoin.address.toOutputScript(miner.address, REGTEST_NETWORK),
  })
  seedBitcoinLedger(ledger, { miner, accounts })

  let timer: NodeJS.Timeout | undefined
  const onAccepted = () => {
    if (mineAfterMs === null) return
    if (mineAfterMs === 0) {
      ledger.mine()
      return
    }
    timer ??= setTimeout(() => {
      timer = undefined
      ledger.mine()
    }, mineAfterMs)
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      response.end(`internal error: ${(error as Error).message}`)
    })
  })
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin
    const allowed = origin !== undefined && ALLOWED_ORIGIN.test(origin)
    const cors: Record<string, string> = allowed
      ? { 'access-control-allow-origin': origin, vary: 'origin' }
      : { vary: 'origin' }
    const send = (status: number, contentType: string, body: string) => {
      response.writeHead(status, { ...cors, 'content-type': contentType })
      response.end(body)
    }
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(allowed ? 204 : 403, {
        ...cors,
        ...(allowed
          ? {
              'access-control-allow-methods': 'GET, POST, OPTIONS',
              'access-control-allow-headers': 'content-type',
              'access-control-max-age': '600',
            }
          : {}),
      })
      response.end()
      return
    }
    if (method === 'POST' && origin !== undefined && !allowed) {
      send(403, 'text/plain; charset=utf-8', `origin ${origin} may not post to this API`)
      return
    }
    let body = ''
    if (method === 'POST') {
      const read = await readBody(request)
      if (read === undefined) {
        response.setHeader('connection', 'close')
        send(413, 'text/plain; charset=utf-8', `the body is over ${MAX_BODY_BYTES} bytes`)
        return
      }
      body = read
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    const reply = routeEsploraRequest({ ledger, onAccepted }, method, url, body)
    send(reply.status, reply.contentType, reply.body)
  }

  const listening = await listenHttp(server, { port, host })
  const url = `http://${host}:${listening.port}`
  return {
    url,
    port: listening.port,
    ledger,
    accounts,
    config: {
      apiUrl: url,
      network: 'regtest',
      caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
      accounts: accounts.map((account) => ({
        label: account.label,
        payment: account.payment.address,
        ordinal: account.ordinal.address,
      })),
    },
    close: async () => {
      if (timer) clearTimeout(timer)
      timer = undefined
      await listening.close()
    },
  }
}

/** The request body as text, or undefined when it is over {@link MAX_BODY_BYTES}. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  // Past the limit the rest is read and dropped, so the client sees the 413 rather than a reset;
  // a body far past it is cut off.
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES * 8) request.destroy()
    else if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer)
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')
}
