import { createServer } from 'node:net'

/** Thrown before anything starts when a port the devnet needs is taken. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly service: string,
    hint?: string,
  ) {
    super(`port ${port} (${service}) is already in use${hint ? ` — ${hint}` : ''}`)
  }
}

/** Resolves true when nothing listens on host:port (checked by briefly binding it). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false)
      else reject(error)
    })
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Parameters of {@link assertPortsFree}: service name → port, plus a hint per service. */
export type AssertPortsFreeParameters = {
  ports: Record<string, number>
  host?: string
  /** Extra advice appended to the message, e.g. which environment variable moves the port. */
  hints?: Record<string, string>
}

/** Throws a {@link PortInUseError} naming the first taken port; checks all ports in parallel. */
export async function assertPortsFree(parameters: AssertPortsFreeParameters): Promise<void> {
  const { ports, host, hints = {} } = parameters
  const entries = Object.entries(ports)
  const seen = new Map<number, string>()
  for (const [service, port] of entries) {
    const other = seen.get(port)
    if (other) throw new Error(`port ${port} is configured for both ${other} and ${service}`)
    seen.set(port, service)
  }
  const free = await Promise.all(entries.map(([, port]) => isPortFree(port, host)))
  const taken = entries.findIndex((_, i) => !free[i])
  const entry = entries[taken]
  if (entry) throw new PortInUseError(entry[1], entry[0], hints[entry[0]])
}
