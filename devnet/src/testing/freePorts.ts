import { createServer, type Server, type Socket } from 'node:net'

/**
 * Test ports are drawn below Linux's ephemeral range (32768-60999): a port from `listen(0)` can be
 * handed out again, to another test or as the local end of an outgoing connection, between the
 * moment it is released here and the moment the devnet binds it.
 */
const TEST_PORT_MIN = 20_000
const TEST_PORT_MAX = 32_000

/** `count` different ports that are free right now, drawn at random outside the ephemeral range. */
export async function getFreePorts(count: number): Promise<number[]> {
  const ports: number[] = []
  for (let attempt = 0; ports.length < count; attempt++) {
    if (attempt > 1_000)
      throw new Error(`no ${count} free ports in ${TEST_PORT_MIN}-${TEST_PORT_MAX}`)
    const port = TEST_PORT_MIN + Math.floor(Math.random() * (TEST_PORT_MAX - TEST_PORT_MIN))
    if (!ports.includes(port) && (await canListen(port))) ports.push(port)
  }
  return ports
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server: Server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Holds a port open (like a stray process would) until `close()`, which drops its connections. */
export async function occupyPort(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}

/** True while a process with this id exists (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
