import { connect, createServer, type Socket } from 'node:net'

/** A TCP load balancer of a test, standing where a production balancer stands before relay nodes. */
export type TcpBalancer = { port: number; url: string; close(): Promise<void> }

/**
 * Forwards each TCP connection to the first of `targets()` (ports on 127.0.0.1) that accepts
 * it; when either side closes, so does the other, as a real balancer does when a node dies.
 */
export async function startTcpBalancer(targets: () => number[]): Promise<TcpBalancer> {
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }
  function connectFirst(ports: number[]): Promise<Socket | undefined> {
    const [port, ...rest] = ports
    if (port === undefined) return Promise.resolve(undefined)
    return new Promise((resolve) => {
      const upstream = connect(port, '127.0.0.1')
      upstream.once('connect', () => resolve(upstream))
      upstream.once('error', () => {
        upstream.destroy()
        resolve(connectFirst(rest))
      })
    })
  }
  const server = createServer((client) => {
    track(client)
    client.pause()
    client.on('error', () => client.destroy())
    connectFirst(targets()).then((upstream) => {
      if (!upstream || client.destroyed) {
        upstream?.destroy()
        client.destroy()
        return
      }
      track(upstream)
      upstream.on('error', () => upstream.destroy())
      upstream.once('close', () => client.destroy())
      client.once('close', () => upstream.destroy())
      client.pipe(upstream)
      upstream.pipe(client)
      client.resume()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
