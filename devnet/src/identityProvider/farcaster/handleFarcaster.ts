import type { IncomingMessage, ServerResponse } from 'node:http'
import { DEVNET_PAGE_CSP } from '../../mail/html.js'
import { readFormBody, readJsonBody } from '../readRequestBody.js'
import {
  channelTokenFromConnectUrl,
  type FarcasterRelay,
  FarcasterRelayError,
} from './createFarcasterRelay.js'
import { renderApprovePage } from './renderApprovePage.js'

/** Path of the approving app's page. */
export const FARCASTER_APPROVE_PATH = '/farcaster/approve'

const json = (response: ServerResponse, status: number, value: unknown) => {
  const body = `${JSON.stringify(value)}\n`
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  response.end(body)
}
const jsonError = (response: ServerResponse, status: number, code: string, message: string) =>
  json(response, status, { error: { code, message } })

const html = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': DEVNET_PAGE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  })
  response.end(body)
}

/**
 * The Farcaster relay stand-in's routes: `POST /farcaster/v1/channel` → `{ channelToken, url,
 * nonce, approveUrl }`; `GET /farcaster/v1/channel/status` (Authorization: Bearer
 * <channelToken>) → 202 `{ state: 'pending', nonce, url }` or 200 `{ state: 'completed', fid,
 * username, displayName, pfpUrl, custody, message, signature, nonce, url }`; and the approving
 * app's page `GET /farcaster/approve?channelToken=` (or `?url=<farcaster://connect URI>`), `POST`
 * to approve. Returns false for other paths.
 */
export async function handleFarcaster(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  { relay, baseUrl }: { relay: FarcasterRelay; baseUrl: string },
): Promise<boolean> {
  const method = request.method ?? 'GET'
  const path = url.pathname
  try {
    if (path === '/farcaster/v1/channel') {
      if (method !== 'POST') {
        request.resume()
        jsonError(response, 405, 'method_not_allowed', 'use POST')
        return true
      }
      const body = await readJsonBody(request)
      const channel = relay.open({
        siweUri: body.siweUri as string,
        domain: body.domain as string,
        nonce: body.nonce as string | undefined,
      })
      const approveUrl = `${baseUrl}${FARCASTER_APPROVE_PATH}?${new URLSearchParams({ channelToken: channel.channelToken })}`
      json(response, 201, {
        channelToken: channel.channelToken,
        url: channel.url,
        nonce: channel.nonce,
        approveUrl,
      })
      return true
    }
    if (path === '/farcaster/v1/channel/status') {
      request.resume()
      if (method !== 'GET') {
        jsonError(response, 405, 'method_not_allowed', 'use GET')
        return true
      }
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
      const channel = token ? relay.get(token) : undefined
      if (!channel) {
        jsonError(
          response,
          401,
          'unauthorized',
          'send Authorization: Bearer <channelToken> of a live channel',
        )
        return true
      }
      if (!channel.completion)
        json(response, 202, { state: 'pending', nonce: channel.nonce, url: channel.url })
      else json(response, 200, { state: 'completed', ...channel.completion, url: channel.url })
      return true
    }
    if (path === FARCASTER_APPROVE_PATH) {
      if (method === 'GET' || method === 'HEAD') {
        request.resume()
        const connectUrl = url.searchParams.get('url')
        const token =
          url.searchParams.get('channelToken') ??
          (connectUrl ? channelTokenFromConnectUrl(connectUrl) : undefined)
        const channel = token ? relay.get(token) : undefined
        html(
          response,
          channel ? 200 : 404,
          renderApprovePage({ channel, accounts: relay.accounts }),
        )
        return true
      }
      if (method === 'POST') {
        const form = await readFormBody(request)
        const token = form.get('channelToken') ?? ''
        const channel = relay.get(token)
        if (!channel) {
          html(response, 404, renderApprovePage({ channel, accounts: relay.accounts }))
          return true
        }
        try {
          await relay.approve(token, form.get('user') ?? '')
        } catch (error) {
          if (!(error instanceof FarcasterRelayError)) throw error
          html(
            response,
            error.status,
            renderApprovePage({
              channel,
              accounts: relay.accounts,
              error: 'Choose one of the accounts.',
            }),
          )
          return true
        }
        html(response, 200, renderApprovePage({ channel, accounts: relay.accounts }))
        return true
      }
      request.resume()
      response.writeHead(405, { allow: 'GET, HEAD, POST' }).end()
      return true
    }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      jsonError(
        response,
        status,
        (error as { code?: string }).code ?? 'bad_request',
        (error as Error).message,
      )
      return true
    }
    throw error
  }
  return false
}
