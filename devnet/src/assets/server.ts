import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { listenHttp } from '../listenHttp.js'
import { CHAIN_ICONS, TOKEN_ICONS } from './icons.js'
import { getNftMetadata, isKnownTokenId, renderNftSvg } from './nftArt.js'

/** How long browsers may cache assets; short, since a devnet restart may change them. */
export const ASSET_CACHE_MAX_AGE_S = 60

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
}

/** The routes, for the index page and error messages. */
export const ASSET_ROUTES = [
  '/nft/<tokenId>.json',
  '/nft/<tokenId>.svg',
  '/tokens/<SYMBOL>.svg',
  '/chains/<chainId>.svg',
  '/devnet.json',
] as const

/** Parameters of {@link startAssetServer}. */
export type StartAssetServerParameters = {
  port: number
  /** @default '127.0.0.1' */
  host?: string
  /** The devnet config served at /devnet.json, once known (undefined → 503 until then). */
  getDevnetConfig?: () => unknown
}

/** A running asset server. */
export type AssetServer = {
  /** Base URL, e.g. `http://127.0.0.1:8547` (no trailing slash). */
  url: string
  port: number
  close(): Promise<void>
}

type Reply = { status: number; contentType: string; body: string }

const json = (status: number, value: unknown): Reply => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: `${JSON.stringify(value, null, 2)}\n`,
})
const svg = (body: string): Reply => ({ status: 200, contentType: 'image/svg+xml', body })
const error = (status: number, code: string, message: string): Reply =>
  json(status, { error: { code, message } })

/** Answers one GET path; pure, so it is easy to test and reason about. */
export function routeAssetRequest(
  path: string,
  baseUrl: string,
  getDevnetConfig?: () => unknown,
): Reply {
  const nft = /^\/nft\/(\d{1,6})\.(json|svg)$/.exec(path)
  if (nft) {
    const tokenId = Number(nft[1])
    if (!isKnownTokenId(tokenId)) return error(404, 'not_found', `no NFT with token id ${nft[1]}`)
    return nft[2] === 'json'
      ? json(200, getNftMetadata(tokenId, `${baseUrl}/nft/${tokenId}.svg`))
      : svg(renderNftSvg(tokenId))
  }
  const token = /^\/tokens\/([A-Za-z0-9]{1,16})\.svg$/.exec(path)
  if (token) {
    const icon = TOKEN_ICONS[token[1] ?? '']
    return icon ? svg(icon) : error(404, 'not_found', `no icon for token ${token[1]}`)
  }
  const chain = /^\/chains\/(\d{1,12})\.svg$/.exec(path)
  if (chain) {
    const icon = CHAIN_ICONS[chain[1] ?? '']
    return icon ? svg(icon) : error(404, 'not_found', `no icon for chain ${chain[1]}`)
  }
  if (path === '/devnet.json') {
    const config = getDevnetConfig?.()
    return config === undefined
      ? error(503, 'not_ready', 'the devnet is still starting')
      : json(200, config)
  }
  if (path === '/') return json(200, { service: 'portico devnet assets', routes: ASSET_ROUTES })
  return error(404, 'not_found', `no asset at ${path}; routes: ${ASSET_ROUTES.join(', ')}`)
}

/** Serves NFT metadata and images, token and chain icons, with CORS open to every origin. */
export async function startAssetServer(
  parameters: StartAssetServerParameters,
): Promise<AssetServer> {
  const { port, host = '127.0.0.1', getDevnetConfig } = parameters
  let baseUrl = `http://${host}:${port}`
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end()
      return
    }
    const reply =
      method === 'GET' || method === 'HEAD'
        ? routeAssetRequest(new URL(request.url ?? '/', baseUrl).pathname, baseUrl, getDevnetConfig)
        : error(405, 'method_not_allowed', `${method} is not allowed; use GET`)
    response.writeHead(reply.status, {
      ...CORS_HEADERS,
      'content-type': reply.contentType,
      'content-length': Buffer.byteLength(reply.body),
      'cache-control':
        reply.status === 200 ? `public, max-age=${ASSET_CACHE_MAX_AGE_S}` : 'no-store',
      'x-content-type-options': 'nosniff',
      ...(method === 'GET' || method === 'HEAD' ? {} : { allow: 'GET, HEAD, OPTIONS' }),
    })
    response.end(method === 'HEAD' ? undefined : reply.body)
  }
  const server = createServer(handle)
  const listening = await listenHttp(server, { port, host })
  const actualPort = listening.port
  baseUrl = `http://${host}:${actualPort}`
  return {
    url: baseUrl,
    port: actualPort,
    close: listening.close,
  }
}
