import { createServer, type Server } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isProcessAlive } from './processGroups'
import { type RunStackParameters, runStack } from './runStack'
import type { ServiceDefinition } from './services'
import { createCapture, createFakeStack, type FakeStack, printedPids } from './testing/fakeService'

let stack: FakeStack
const started: number[] = []

beforeEach(async () => {
  stack = await createFakeStack()
})

afterEach(() => {
  // A failing test must not leave its processes behind for the next one.
  for (const pid of started.splice(0))
    try {
      process.kill(pid, 'SIGKILL')
    } catch {}
  stack.remove()
})

type Run = { code: number; log: string; errors: string; pids: number[] }

/** Runs the stack and stops it once it is ready (or lets it end by itself). */
async function run(
  services: ServiceDefinition[],
  options: Partial<RunStackParameters> & { stopWhenReady?: boolean } = {},
): Promise<Run> {
  const stdout = createCapture()
  const stderr = createCapture()
  const controller = new AbortController()
  const code = await runStack({
    services,
    env: stack.env,
    stdout,
    stderr,
    signal: controller.signal,
    onReady: () => {
      if (options.stopWhenReady !== false) controller.abort('test is done')
    },
    ...options,
  })
  const pids = printedPids(stdout.text())
  started.push(...pids)
  return { code, log: stdout.text(), errors: stderr.text(), pids }
}

const alive = (pids: number[]) => pids.filter(isProcessAlive)

describe('runStack', () => {
  it('prefixes every line of every service, stdout and stderr, with its padded name', async () => {
    const services = [
      stack.service({ name: 'a', ports: ['chainA'] }),
      stack.service({ name: 'relay-server', ports: ['chainB'], dependsOn: ['a'] }),
    ]
    const { code, log } = await run(services)
    expect(code).toBe(0)
    const lines = log.split('\n')
    for (const text of ['hello from a', 'second line from a', 'warning from a'])
      expect(lines).toContain(`a            │ ${text}`)
    expect(lines).toContain('relay-server │ hello from relay-server')
    expect(lines).toContain('relay-server │ warning from relay-server')
    const outsideBox = lines.filter((line) => line !== '' && !/^[╭│╰]/.test(line))
    for (const line of outsideBox) expect(line).toMatch(/^(portico {5}|a {11}|relay-server) │ /)
    expect(log).not.toContain('\u001b[')
  })

  it('colours names only on a terminal without NO_COLOR', async () => {
    const service = stack.service({ name: 'a', readyOutput: 'hello from a' })
    const paint = async (env: Record<string, string | undefined>) => {
      const stdout = createCapture({ isTTY: true })
      const controller = new AbortController()
      await runStack({
        services: [service],
        env,
        stdout,
        signal: controller.signal,
        onReady: () => controller.abort(),
      })
      started.push(...printedPids(stdout.text()))
      return stdout.text()
    }
    expect(await paint(stack.env)).toContain(
      '\u001b[36ma      \u001b[39m\u001b[2m │ \u001b[22mhello from a',
    )
    expect(await paint({ ...stack.env, NO_COLOR: '1' })).not.toContain('\u001b[')
  })

  it('refuses to start anything when a port is taken, naming the port and its service', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(stack.ports.chainB, '127.0.0.1', resolve))
    try {
      const services = [
        stack.service({ name: 'first', ports: ['chainA'] }),
        stack.service({ name: 'second', ports: ['chainB'], dependsOn: ['first'] }),
      ]
      const { code, log, errors } = await run(services)
      expect(code).toBe(1)
      expect(errors).toContain(
        `Port ${stack.ports.chainB} (second, chainB) is already in use. Stop what is using it or set PORTICO_CHAIN_B_PORT.`,
      )
      expect(log).not.toContain('starting')
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(stack.journal()).toEqual([])
    } finally {
      blocker.close()
    }
  })

  it('refuses two ports set to the same number', async () => {
    const services = [stack.service({ name: 'a', ports: ['chainA', 'chainB'] })]
    const env = { ...stack.env, PORTICO_CHAIN_B_PORT: String(stack.ports.chainA) }
    const { code, errors } = await run(services, { env })
    expect(code).toBe(1)
    expect(errors).toContain(
      `Port ${stack.ports.chainA} is set for both chainA (a) and chainB (a).`,
    )
    expect(stack.journal()).toEqual([])
  })

  it('stops everything, grandchildren included, when a service exits early, and shows its last lines', async () => {
    const services = [
      stack.service({ name: 'steady', ports: ['chainA'] }),
      stack.service({
        name: 'quitter',
        ports: ['chainB'],
        listenDelayMs: 60_000,
        exitAfterMs: 500,
        exitCode: 3,
        dependsOn: ['steady'],
      }),
      stack.service({ name: 'never', dependsOn: ['quitter'] }),
    ]
    const { code, errors, pids } = await run(services)
    expect(code).toBe(1)
    expect(errors).toContain('quitter exited with code 3')
    expect(errors).toContain('Last lines of quitter:')
    expect(errors).toContain('  quitter gives up')
    expect(stack.journal()).not.toContain('started never')
    expect(pids).toHaveLength(4)
    expect(alive(pids)).toEqual([])
  })

  it('reports a command that cannot be started', async () => {
    const service: ServiceDefinition = {
      name: 'ghost',
      command: ['/nonexistent/ghost'],
      cwd: stack.dir,
      ports: [],
    }
    const { code, errors } = await run([service])
    expect(code).toBe(1)
    expect(errors).toContain('ghost could not be started: spawn /nonexistent/ghost ENOENT')
  })

  it('names the service that did not become ready in time, and what it was waiting for', async () => {
    const services = [stack.service({ name: 'slow', ports: ['chainA'], listenDelayMs: 60_000 })]
    const { code, errors, pids } = await run(services, { readyTimeoutMs: 500 })
    expect(code).toBe(1)
    expect(errors).toContain('slow did not become ready within 0.5 s')
    expect(errors).toContain(`port ${stack.ports.chainA} (chainA) accepts no connections`)
    expect(alive(pids)).toEqual([])
  })

  it('starts each service once its dependencies accept connections; independent ones at once', async () => {
    const services = [
      stack.service({ name: 'top', ports: ['demo'], dependsOn: ['middle'] }),
      stack.service({ name: 'middle', ports: ['chainB'], listenDelayMs: 300, dependsOn: ['base'] }),
      stack.service({ name: 'base', ports: ['chainA'], listenDelayMs: 600 }),
      stack.service({ name: 'side', ports: ['wallet'] }),
    ]
    const { code } = await run(services)
    expect(code).toBe(0)
    const journal = stack.journal()
    const at = (event: string) => {
      expect(journal).toContain(event)
      return journal.indexOf(event)
    }
    expect(at('listening base')).toBeLessThan(at('started middle'))
    expect(at('listening middle')).toBeLessThan(at('started top'))
    expect(at('started side')).toBeLessThan(at('listening base'))
  })

  it('waits for readyOutput too, when a service has one', async () => {
    const services = [
      stack.service({
        name: 'chain',
        listenDelayMs: 400,
        say: 'chain ready',
        readyOutput: 'chain ready',
      }),
      stack.service({ name: 'app', ports: ['chainB'], dependsOn: ['chain'] }),
    ]
    const { code } = await run(services)
    expect(code).toBe(0)
    const journal = stack.journal()
    expect(journal.indexOf('listening chain')).toBeGreaterThanOrEqual(0)
    expect(journal.indexOf('listening chain')).toBeLessThan(journal.indexOf('started app'))
  })

  it('kills with SIGKILL the process groups that ignore SIGTERM', async () => {
    const services = [stack.service({ name: 'stubborn', ports: ['chainA'], ignoreSigterm: true })]
    const { code, log, pids } = await run(services, { stopTimeoutMs: 500 })
    expect(code).toBe(0)
    expect(log).toContain('stubborn ignores SIGTERM')
    expect(log).toContain('stubborn did not stop within 0.5 s of SIGTERM; sent SIGKILL')
    expect(pids).toHaveLength(2)
    expect(alive(pids)).toEqual([])
  })

  it('prints the links, the page to open first, and passes every port to every service', async () => {
    const services: ServiceDefinition[] = [
      {
        ...stack.service({ name: 'chain' }),
        urls: [{ label: 'chain A', url: 'http://127.0.0.1:1' }],
      },
      {
        ...stack.service({ name: 'demo', dependsOn: ['chain'], readyOutput: 'hello from demo' }),
        urls: [{ label: 'demo', url: `http://127.0.0.1:${stack.ports.demo}`, open: true }],
      },
      {
        name: 'env',
        command: [
          process.execPath,
          '-e',
          'console.log("wallet port", process.env.PORTICO_WALLET_PORT); setInterval(() => {}, 1e6)',
        ],
        cwd: stack.dir,
        ports: [],
        readyOutput: 'wallet port',
      },
    ]
    const { code, log } = await run(services, { only: ['demo'] })
    expect(code).toBe(0)
    expect(log).toContain(`Open http://127.0.0.1:${stack.ports.demo}`)
    expect(log.indexOf('│  demo     http://')).toBeLessThan(
      log.indexOf('│  chain A  http://127.0.0.1:1'),
    )
    expect(log).not.toContain('wallet port')

    const second = await run([services[2]!])
    expect(second.code).toBe(0)
    expect(second.log).toContain(`env     │ wallet port ${stack.ports.wallet}`)
  })
})
