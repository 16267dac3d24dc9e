import { describe, expect, it } from 'vitest'
import type { RunningService } from './runningService.js'
import { runServices, type ServiceProcess } from './runServices.js'
import { StartupError } from './StartupError.js'

/** The process runServices talks to, recorded (exit does not end the test). */
function recordedProcess() {
  const handlers = new Map<string, () => void>()
  const out = { lines: [] as string[], errors: [] as string[], exits: [] as number[] }
  const proc: ServiceProcess = {
    log: (line) => out.lines.push(line),
    error: (line) => out.errors.push(line),
    exit: (code) => out.exits.push(code),
    onSignal: (signal, handler) => handlers.set(signal, handler),
  }
  return { proc, out, signal: (name: string) => handlers.get(name)?.() }
}

function service(
  name: string,
  closed: string[],
  closeError?: Error,
  events: string[] = [],
): RunningService {
  return {
    name,
    url: `http://127.0.0.1/${name}`,
    description: `${name} in memory`,
    markDraining: () => events.push(`draining ${name}`),
    async close() {
      events.push(`close ${name}`)
      closed.push(name)
      if (closeError) throw closeError
    },
  }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
}

describe('runServices: nothing runs half-started; a signal stops every service, the last started first', () => {
  it.each([
    {
      failure: new StartupError('port 4000 is taken: set PORTICO_API_PORT to another port'),
      printed: 'cannot start the API: port 4000 is taken: set PORTICO_API_PORT to another port',
      stack: false,
    },
    {
      failure: new TypeError('undefined is not a function'),
      printed: 'cannot start the API: TypeError: undefined is not a function',
      stack: true,
    },
  ])(
    'a service that cannot start ($failure.name): the started ones closed, the reason printed, exit 1',
    async ({ failure, printed, stack }) => {
      const { proc, out } = recordedProcess()
      const closed: string[] = []
      const started: string[] = []
      await runServices(
        [
          { name: 'relay', start: async () => service('relay', closed) },
          {
            name: 'API',
            start: async () => {
              throw failure
            },
          },
          {
            name: 'secure site',
            start: async () => {
              started.push('secure')
              return service('secure site', closed)
            },
          },
        ],
        { proc },
      )
      expect(closed).toEqual(['relay'])
      expect(started).toEqual([])
      expect(out.exits).toEqual([1])
      expect(out.errors).toHaveLength(1)
      expect(out.errors[0]?.startsWith(printed)).toBe(true)
      // A StartupError is for the operator: its message only; anything else is a bug: its stack.
      expect(out.errors[0]?.includes('runServices.test.ts')).toBe(stack)
    },
  )

  it.each(['SIGTERM', 'SIGINT'])(
    '%s: every service closed, the last started first, exit 0',
    async (signal) => {
      const { proc, out, signal: send } = recordedProcess()
      const closed: string[] = []
      await runServices(
        ['relay', 'API', 'secure site'].map((name) => ({
          name,
          start: async () => service(name, closed),
        })),
        { proc },
      )
      expect(out.lines).toEqual([
        'Portico relay on http://127.0.0.1/relay (relay in memory)',
        'Portico API on http://127.0.0.1/API (API in memory)',
        'Portico secure site on http://127.0.0.1/secure site (secure site in memory)',
      ])
      send(signal)
      send(signal)
      await until(() => out.exits.length > 0)
      expect(closed).toEqual(['secure site', 'API', 'relay'])
      expect(out.lines.at(-1)).toBe(`${signal}: stopping the relay, the API, the secure site`)
      expect(out.exits).toEqual([0])
    },
  )

  it('a service that does not stop cleanly: the others still close, the reason printed, exit 1', async () => {
    const { proc, out, signal } = recordedProcess()
    const closed: string[] = []
    await runServices(
      [
        { name: 'relay', start: async () => service('relay', closed) },
        { name: 'API', start: async () => service('API', closed, new Error('database gone')) },
      ],
      { proc },
    )
    signal('SIGTERM')
    await until(() => out.exits.length > 0)
    expect(closed).toEqual(['API', 'relay'])
    expect(out.errors).toEqual(['the API did not stop cleanly: database gone'])
    expect(out.exits).toEqual([1])
  })

  it('SIGTERM drains: every service marked draining first (its /ready answers 503), the grace served, then the closes', async () => {
    const { proc, out, signal } = recordedProcess()
    const events: string[] = []
    await runServices(
      ['API', 'relay'].map((name) => ({
        name,
        start: async () => service(name, [], undefined, events),
      })),
      { proc, graceMs: 50 },
    )
    signal('SIGTERM')
    expect(events).toEqual(['draining API', 'draining relay'])
    expect(out.lines.at(-1)).toBe('SIGTERM: stopping the API, the relay after 0.05 s of draining')
    await until(() => out.exits.length > 0)
    expect(events).toEqual(['draining API', 'draining relay', 'close relay', 'close API'])
    expect(out.exits).toEqual([0])
  })

  it('SIGINT (a Ctrl-C at a terminal) closes at once, without the grace', async () => {
    const { proc, out, signal } = recordedProcess()
    const events: string[] = []
    await runServices([{ name: 'API', start: async () => service('API', [], undefined, events) }], {
      proc,
      graceMs: 60_000,
    })
    signal('SIGINT')
    await until(() => out.exits.length > 0)
    expect(events).toEqual(['draining API', 'close API'])
    expect(out.lines.at(-1)).toBe('SIGINT: stopping the API')
  })
})
