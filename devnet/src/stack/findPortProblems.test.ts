import { afterEach, describe, expect, it } from 'vitest'
import { getFreePorts, occupyPort } from '../testing/freePorts'
import { findPortProblems } from './findPortProblems'
import type { ServiceDefinition } from './services'

const service = (name: string, ports: ServiceDefinition['ports']): ServiceDefinition => ({
  name,
  command: ['true'],
  cwd: '/',
  ports,
})

const held: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(held.splice(0).map((h) => h.close()))
})

describe('findPortProblems', () => {
  it.each([
    ['service and port share a name', service('demo', ['demo']), 'demo', 'PORTICO_DEMO_PORT'],
    ['they differ', service('devnet', ['chainA']), 'devnet, chainA', 'PORTICO_CHAIN_A_PORT'],
  ])(
    'names a taken port with its owner once when %s',
    async (_case, definition, owner, variable) => {
      const [port] = await getFreePorts(1)
      held.push(await occupyPort(port!))
      const env = { [variable]: String(port) }
      expect(await findPortProblems({ services: [definition], env })).toEqual([
        `Port ${port} (${owner}) is already in use. Stop what is using it or set ${variable}.`,
      ])
    },
  )

  it('finds nothing wrong with free ports', async () => {
    const [port] = await getFreePorts(1)
    expect(
      await findPortProblems({
        services: [service('demo', ['demo'])],
        env: { PORTICO_DEMO_PORT: String(port) },
      }),
    ).toEqual([])
  })
})
