import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { contentTypeFor } from './contentTypeFor.js'
import { resolveStaticPath } from './resolveStaticPath.js'

/** A running static file server. */
export type StaticServer = { url: string; close(): Promise<void> }

/** Parameters of `createStaticServer`. */
export type CreateStaticServerParameters = {
  /** Directory served at `/`. */
  root: string
  /** @default '127.0.0.1' */
  host?: string
}

/**
 * Serves `root` over HTTP on a free port: correct Content-Type and Content-Length, no compression
 * (the bench compresses bodies itself) and `Cache-Control: no-store`, so every run fetches cold.
 */
export async function createStaticServer({
  root,
  host = '127.0.0.1',
}: CreateStaticServerParameters): Promise<StaticServer> {
  const server = createServer(async (request, response) => {
    const notFound = () => {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('not found')
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' })
      response.end()
      return
    }
    const file = resolveStaticPath(root, request.url ?? '/')
    if (!file) return notFound()
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return notFound()
    response.writeHead(200, {
      'Content-Type': contentTypeFor(file),
      'Content-Length': info.size,
      'Cache-Control': 'no-store',
    })
    if (request.method === 'HEAD') return response.end()
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
