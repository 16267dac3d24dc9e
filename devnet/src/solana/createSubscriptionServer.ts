import type { Address } from '@solana/kit'
import { type WebSocket, WebSocketServer } from 'ws'
import type { SolanaLedger } from './createSolanaLedger.js'
import { checkEncoding, encodeAccount, type LedgerAccount } from './encodeAccount.js'
import { handleJsonRpc, PARSE_ERROR_RESPONSE } from './handleJsonRpc.js'
import {
  checkCommitment,
  paramList,
  parseAccountEncoding,
  parseBoolean,
  parseConfig,
  parsePubkey,
  parseSignature,
  parseUsize,
} from './params.js'
import { invalidParams, RPC_ERROR_CODES, RpcError } from './rpcError.js'
import { stringifyJson } from './stringifyJson.js'

/** Largest message a client may send over the WebSocket. */
const MAX_WS_MESSAGE_BYTES = 64 * 1024
/** Subscriptions one connection may hold. */
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 1_000

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address

/**
 * Solana's PubSub WebSocket API over a ledger: signatureSubscribe, accountSubscribe,
 * slotSubscribe and their Unsubscribe methods, with notifications shaped as Agave sends them.
 * Every landed transaction is final at once, so notifications go out when it lands whatever the
 * commitment asked for.
 */
export function createSubscriptionServer({
  ledger,
  port,
  host,
}: {
  ledger: SolanaLedger
  port: number
  host: string
}): Promise<{ port: number; close(): Promise<void> }> {
  const server = new WebSocketServer({ port, host, maxPayload: MAX_WS_MESSAGE_BYTES })
  let nextSubscriptionId = 0

  server.on('connection', (socket: WebSocket) => {
    const subscriptions = new Map<number, () => void>()
    const send = (message: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message))
    }
    const notify = (method: string, subscription: number, result: unknown) =>
      send({ jsonrpc: '2.0', method, params: { result, subscription } })
    const add = (cleanup: () => void) => {
      if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION)
        throw new RpcError(RPC_ERROR_CODES.invalidRequest, 'Too many subscriptions')
      const id = nextSubscriptionId++
      subscriptions.set(id, cleanup)
      return id
    }
    const remove = (params: unknown) => {
      const id = parseUsize(paramList(params, 1)[0], 'subscription id')
      const cleanup = subscriptions.get(id)
      if (!cleanup) throw invalidParams('Invalid subscription id.')
      cleanup()
      subscriptions.delete(id)
      return true
    }

    const methods: Record<string, (params: unknown) => unknown> = {
      slotSubscribe: () => {
        let id = -1
        const stop = ledger.listen({
          onSlot: (slot) => notify('slotNotification', id, { parent: slot - 1, root: slot, slot }),
        })
        id = add(stop)
        return id
      },
      slotUnsubscribe: remove,

      signatureSubscribe: (params) => {
        const list = paramList(params, 1)
        const signature = parseSignature(list[0])
        const config = parseConfig(list[1])
        checkCommitment(config, ledger.slot)
        const received = parseBoolean(
          config.enableReceivedNotification,
          'enableReceivedNotification',
          false,
        )
        let id = -1
        const finish = (slot: number, err: unknown) => {
          notify('signatureNotification', id, { context: { slot }, value: { err } })
          stop()
          subscriptions.delete(id)
        }
        const stop = ledger.listen({
          onTransaction: (landed) => {
            if (landed.signature !== signature) return
            if (received)
              notify('signatureNotification', id, {
                context: { slot: landed.slot },
                value: 'receivedSignature',
              })
            finish(landed.slot, landed.err?.json ?? null)
          },
        })
        id = add(stop)
        // Already landed: notify right after the subscription id reaches the client.
        const landed = ledger.getTransaction(signature)
        if (landed)
          setImmediate(() => subscriptions.has(id) && finish(landed.slot, landed.err?.json ?? null))
        return id
      },
      signatureUnsubscribe: remove,

      accountSubscribe: (params) => {
        const list = paramList(params, 1)
        const address = parsePubkey(list[0])
        const config = parseConfig(list[1])
        checkCommitment(config, ledger.slot)
        const encoding = parseAccountEncoding(config.encoding, 'binary')
        checkEncoding(encoding, undefined)
        const render = (account: LedgerAccount | null) =>
          encodeAccount(
            account ?? {
              lamports: 0n,
              owner: SYSTEM_PROGRAM,
              data: new Uint8Array(),
              executable: false,
            },
            encoding,
            undefined,
            ledger.mintDecimals,
          )
        let last = stringifyJson(render(ledger.getAccount(address)))
        let id = -1
        const stop = ledger.listen({
          onTransaction: (landed) => {
            if (!landed.accountKeys.includes(address)) return
            let value: Record<string, unknown>
            try {
              value = render(ledger.getAccount(address))
            } catch {
              return // grew past what base58 may carry; nothing to send in this encoding
            }
            const text = stringifyJson(value)
            if (text === last) return
            last = text
            notify('accountNotification', id, { context: { slot: landed.slot }, value })
          },
        })
        id = add(stop)
        return id
      },
      accountUnsubscribe: remove,
    }

    socket.on('message', async (data, isBinary) => {
      if (isBinary) return
      let body: unknown
      try {
        body = JSON.parse(data.toString())
      } catch {
        send(PARSE_ERROR_RESPONSE)
        return
      }
      const response = await handleJsonRpc(body, (method, params) => {
        const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
        if (!handler) throw new RpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found')
        return handler(params)
      })
      if (response) send(response)
    })
    socket.on('close', () => {
      for (const cleanup of subscriptions.values()) cleanup()
      subscriptions.clear()
    })
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      const address = server.address()
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate()
            server.close(() => done())
          }),
      })
    })
  })
}
