import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const PAGE = readFileSync(new URL('./testFrame.html', import.meta.url), 'utf8')

/**
 * Serves testFrame.html at `/frame` and `/<mode>/frame` on 127.0.0.1 (a port of its own, so a
 * second origin beside the test page), for the bridge's browser tests. Every other path is 404.
 */
export async function startTestFrameServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (!/^(\/[a-z]+)?\/frame$/.test(path)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** A loopback URL nothing listens on (a server opened and closed). */
export async function closedOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}
