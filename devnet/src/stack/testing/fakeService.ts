import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_PORTS, PORT_ENV, type PortName } from '../../ports'
import type { ServiceDefinition } from '../services'

/**
 * A stand-in for a real service: notes in a journal file that it started, starts a grandchild
 * that sleeps (so orphans can be looked for), prints its and the grandchild's pids, listens on
 * its ports (read from PORTICO_*_PORT, as real services do), then notes that it is listening.
 */
const FAKE_SERVICE_SOURCE = `
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { createServer } from 'node:net'

const name = process.env.FAKE_NAME
const note = (event) => appendFileSync(process.env.FAKE_JOURNAL, event + ' ' + name + '\\n')
note('started')
const stubborn = process.env.FAKE_IGNORE_SIGTERM === '1'
if (stubborn) process.on('SIGTERM', () => console.log(name + ' ignores SIGTERM'))
const sleeper = (stubborn ? "process.on('SIGTERM', () => {});" : '') + 'setInterval(() => {}, 1e6)'
const grandchild = spawn(process.execPath, ['-e', sleeper], { stdio: 'ignore' })
process.stdout.write('pids ' + process.pid + ' ' + grandchild.pid + '\\n')
process.stdout.write('hello from ' + name + '\\nsecond line from ' + name + '\\n')
process.stderr.write('warning from ' + name + '\\n')

const portEnvs = (process.env.FAKE_PORT_ENVS ?? '').split(',').filter(Boolean)
setTimeout(async () => {
  await Promise.all(portEnvs.map((env) => new Promise((resolve) => {
    createServer((socket) => socket.end()).listen(Number(process.env[env]), '127.0.0.1', resolve)
  })))
  note('listening')
  if (process.env.FAKE_SAY) console.log(process.env.FAKE_SAY)
}, Number(process.env.FAKE_LISTEN_DELAY_MS ?? 0))

if (process.env.FAKE_EXIT_AFTER_MS) setTimeout(() => {
  console.log(name + ' gives up')
  process.exit(Number(process.env.FAKE_EXIT_CODE ?? 1))
}, Number(process.env.FAKE_EXIT_AFTER_MS))
`

/** How a fake service behaves. */
export type FakeServiceOptions = {
  name: string
  ports?: PortName[]
  dependsOn?: string[]
  /** Waits this long before listening. */
  listenDelayMs?: number
  /** Exits by itself this long after starting. */
  exitAfterMs?: number
  /** @default 1 */
  exitCode?: number
  /** It and its grandchild ignore SIGTERM. */
  ignoreSigterm?: boolean
  /** Prints this line once listening. */
  say?: string
  readyOutput?: string
}

/** A temporary folder with the fake service script, a journal, and free ports for every PortName. */
export type FakeStack = {
  dir: string
  /** The environment to run the stack with: process.env plus a free port for every PortName. */
  env: Record<string, string | undefined>
  /** The ports of `env`. */
  ports: Record<PortName, number>
  service(options: FakeServiceOptions): ServiceDefinition
  /** Events noted by the fake services, e.g. `started api`, in order. */
  journal(): string[]
  remove(): void
}

/** A port nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

/** Sets up fake services in a temporary folder; call `remove()` when done. */
export async function createFakeStack(): Promise<FakeStack> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-stack-'))
  const script = join(dir, 'fake-service.mjs')
  const journal = join(dir, 'journal.txt')
  writeFileSync(script, FAKE_SERVICE_SOURCE)
  writeFileSync(journal, '')
  const names = Object.keys(DEFAULT_PORTS) as PortName[]
  const ports = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await findFreePort()] as const)),
  ) as Record<PortName, number>
  const env: Record<string, string | undefined> = { ...process.env }
  delete env.NO_COLOR
  delete env.FORCE_COLOR
  delete env.PORTICO_OPEN
  for (const name of names) env[PORT_ENV[name]] = String(ports[name])
  return {
    dir,
    env,
    ports,
    service: (options) => ({
      name: options.name,
      command: [process.execPath, script],
      cwd: dir,
      env: {
        FAKE_NAME: options.name,
        FAKE_JOURNAL: journal,
        FAKE_PORT_ENVS: (options.ports ?? []).map((name) => PORT_ENV[name]).join(','),
        FAKE_LISTEN_DELAY_MS: String(options.listenDelayMs ?? 0),
        ...(options.exitAfterMs === undefined
          ? {}
          : { FAKE_EXIT_AFTER_MS: String(options.exitAfterMs) }),
        FAKE_EXIT_CODE: String(options.exitCode ?? 1),
        FAKE_IGNORE_SIGTERM: options.ignoreSigterm ? '1' : '0',
        ...(options.say === undefined ? {} : { FAKE_SAY: options.say }),
      },
      ports: options.ports ?? [],
      ...(options.readyOutput === undefined ? {} : { readyOutput: options.readyOutput }),
      ...(options.dependsOn === undefined ? {} : { dependsOn: options.dependsOn }),
    }),
    journal: () => readFileSync(journal, 'utf8').split('\n').filter(Boolean),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/** Every pid the fake services printed (`pids <service> <grandchild>`), in a log. */
export function printedPids(log: string): number[] {
  return [...log.matchAll(/pids (\d+) (\d+)/g)].flatMap((match) => [
    Number(match[1]),
    Number(match[2]),
  ])
}

/** A writable that keeps what is written, for asserting on the log. */
export function createCapture(options: { isTTY?: boolean } = {}) {
  const chunks: string[] = []
  return {
    isTTY: options.isTTY ?? false,
    write(chunk: string | Uint8Array) {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'))
      return true
    },
    text: () => chunks.join(''),
  }
}
