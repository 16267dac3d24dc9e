import { createServer } from 'node:net'
import { getPort, PORT_ENV, type PortName } from '../ports'
import { StackError } from './StackError'
import type { ServiceDefinition } from './services'

/** Whether a TCP port can be listened on at 127.0.0.1: `'free'`, or the error code (EADDRINUSE, EACCES, …). */
export function probePort(port: number): Promise<'free' | string> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve('free'))
    })
  })
}

/** Parameters of {@link findPortProblems}. */
export type FindPortProblemsParameters = {
  services: readonly ServiceDefinition[]
  env: Record<string, string | undefined>
}

type PortUse = { port: number; service: string; portName: PortName }

/**
 * Why the services' ports cannot all be used, one message per problem (empty when they can): a
 * port taken by another process, or two ports set to the same number. Throws a StackError for a
 * PORTICO_*_PORT variable that is not a port number.
 */
export async function findPortProblems(parameters: FindPortProblemsParameters): Promise<string[]> {
  const uses: PortUse[] = []
  for (const service of parameters.services)
    for (const portName of service.ports) {
      let port: number
      try {
        port = getPort(portName, parameters.env)
      } catch (error) {
        throw new StackError((error as Error).message)
      }
      uses.push({ port, service: service.name, portName })
    }

  const problems: string[] = []
  const byPort = new Map<number, PortUse>()
  for (const use of uses) {
    const other = byPort.get(use.port)
    if (!other) {
      byPort.set(use.port, use)
      continue
    }
    if (other.portName !== use.portName)
      problems.push(
        `Port ${use.port} is set for both ${other.portName} (${other.service}) and ${use.portName} (${use.service}). Give ${PORT_ENV[use.portName]} or ${PORT_ENV[other.portName]} another port.`,
      )
  }

  const probes = await Promise.all(
    [...byPort.values()].map(async (use) => [use, await probePort(use.port)] as const),
  )
  for (const [use, result] of probes) {
    const owner = use.service === use.portName ? use.service : `${use.service}, ${use.portName}`
    const where = `Port ${use.port} (${owner})`
    if (result === 'EADDRINUSE')
      problems.push(
        `${where} is already in use. Stop what is using it or set ${PORT_ENV[use.portName]}.`,
      )
    else if (result !== 'free')
      problems.push(
        `${where} cannot be listened on (${result}). Set ${PORT_ENV[use.portName]} to another port.`,
      )
  }
  return problems
}
