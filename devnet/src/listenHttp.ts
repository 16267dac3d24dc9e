import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A listening HTTP server of the devnet: the port it got, and how to stop it. */
export type ListeningHttpServer = { port: number; close(): Promise<void> }

/**
 * Starts `server` on `host`:`port` (0: a free port) and resolves once it listens, or rejects with
 * the listen error (a taken port). `close` stops accepting and drops open keep-alive connections,
 * so it resolves at once.
 */
export async function listenHttp(
  server: Server,
  { port, host }: { port: number; host: string },
): Promise<ListeningHttpServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
