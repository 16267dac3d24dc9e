import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePorts } from '../testing/freePorts.js'
import { findNginx } from './findNginx.js'
import { formatNginxConfig } from './formatNginxConfig.js'

/** One address nginx balances: a port (picked free when absent) and the nodes behind it. */
export type NginxUpstreamGroup = {
  /** Names the group in the config and the result. @default `group<i>` */
  name?: string
  /** @default a free port */
  port?: number
  /** The nodes' base URLs (http://127.0.0.1:4000, ws://127.0.0.1:4001): host and port are used. */
  backends: string[]
}

/** Parameters of startNginx. */
export type StartNginxParameters = {
  groups: NginxUpstreamGroup[]
  /** @default 1 (a test machine's cores are shared; a bench may ask for more) */
  workerProcesses?: number
  /** Write access.log (request id, node, status, time per request). @default true */
  accessLog?: boolean
  /** Failed attempts after which a node is left out for `failTimeoutSeconds`. @default 1 */
  maxFails?: number
  /** @default 5 */
  failTimeoutSeconds?: number
  /** How long a proxied WebSocket or response may stay silent. @default 3600 */
  readTimeoutSeconds?: number
  /** @default 64 */
  upstreamKeepalive?: number
  /** @default '10m' */
  clientMaxBodySize?: string
  /** The nginx binary. @default /usr/sbin/nginx, else nginx on PATH */
  nginxPath?: string
}

/** A started group: where clients reach it. */
export type NginxGroup = {
  name: string
  port: number
  /** http://127.0.0.1:<port> */
  url: string
  /** ws://127.0.0.1:<port> */
  wsUrl: string
  backends: string[]
}

/** A running nginx of a test or bench. */
export type Nginx = {
  /** The groups, in the order given. */
  groups: NginxGroup[]
  /** The group of this name; throws when there is none. */
  group(name: string): NginxGroup
  /** The master process. */
  pid: number
  /** Its folder: nginx.conf, nginx.pid, error.log, access.log, temp/. */
  prefix: string
  errorLogPath: string
  accessLogPath: string
  /** Stops nginx (fast shutdown, then SIGKILL after 5 s) and removes its folder. */
  stop(): Promise<void>
}

/** How long nginx gets to answer on every port. */
const READY_TIMEOUT_MS = 10_000

/** The backend's `host:port` as nginx's `server` line wants it. */
function serverOf(backend: string): string {
  const url = new URL(backend)
  if (url.pathname !== '/' || url.search)
    throw new Error(`startNginx: backend ${backend} must be a base URL without a path`)
  const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80')
  return `${url.hostname}:${port}`
}

/** `user` for the workers when nginx starts as root (they drop to nobody); none otherwise. */
function workerUserOf(): string | undefined {
  if (process.getuid?.() !== 0) return undefined
  const groups = readFileSync('/etc/group', 'utf8')
  return /^nogroup:/m.test(groups) ? 'nobody nogroup' : 'nobody nobody'
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Starts Debian's nginx as a child (no daemon, master and workers) on 127.0.0.1 in front of
 * each group's nodes — HTTP and WebSocket, X-Forwarded-For/-Proto and X-Request-Id passed, a
 * node that refuses or times out skipped and the request retried on the next (see
 * formatNginxConfig) — with its config, pid file, logs and temp folders in a temporary folder.
 * Resolves once every group's port accepts connections.
 *
 * @example
 * const nginx = await startNginx({ groups: [{ name: 'api', backends: [nodeA.url, nodeB.url] }] })
 * await fetch(`${nginx.group('api').url}/health`)
 * await nginx.stop()
 */
export async function startNginx({
  groups,
  workerProcesses = 1,
  accessLog = true,
  maxFails = 1,
  failTimeoutSeconds = 5,
  readTimeoutSeconds = 3_600,
  upstreamKeepalive = 64,
  clientMaxBodySize = '10m',
  nginxPath,
}: StartNginxParameters): Promise<Nginx> {
  if (groups.length === 0) throw new Error('startNginx: no groups')
  const binary = nginxPath ?? findNginx()
  const missing = groups.filter((g) => g.port === undefined).length
  const free = await getFreePorts(missing)
  const started: NginxGroup[] = groups.map((group, i) => {
    if (group.backends.length === 0) throw new Error(`startNginx: group ${i} has no backends`)
    const name = group.name ?? `group${i}`
    if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`startNginx: bad group name ${name}`)
    const port = group.port ?? free.shift()!
    return {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}`,
      backends: [...group.backends],
    }
  })
  if (new Set(started.map((g) => g.name)).size !== started.length)
    throw new Error('startNginx: two groups with one name')

  const prefix = mkdtempSync(join(tmpdir(), 'portico-nginx-'))
  // Workers run as nobody when nginx starts as root: they must reach temp/ inside.
  chmodSync(prefix, 0o755)
  mkdirSync(join(prefix, 'temp'))
  const configPath = join(prefix, 'nginx.conf')
  writeFileSync(
    configPath,
    formatNginxConfig({
      groups: started.map((g) => ({
        name: g.name,
        port: g.port,
        servers: g.backends.map(serverOf),
      })),
      prefix,
      workerProcesses,
      accessLog,
      maxFails,
      failTimeoutSeconds,
      readTimeoutSeconds,
      upstreamKeepalive,
      clientMaxBodySize,
      workerUser: workerUserOf(),
    }),
  )
  const errorLogPath = join(prefix, 'error.log')
  const child: ChildProcess = spawn(binary, ['-p', prefix, '-c', configPath, '-e', errorLogPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let gone = false
  exited.then(() => {
    gone = true
  })
  // Whatever happens to this process, its nginx does not outlive it (the master stops its workers).
  const stopOnExit = () => child.kill('SIGTERM')
  process.once('exit', stopOnExit)
  const errorLog = () => {
    try {
      return readFileSync(errorLogPath, 'utf8')
    } catch {
      return ''
    }
  }
  const stop = async () => {
    process.off('exit', stopOnExit)
    if (!gone) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(prefix, { recursive: true, force: true })
  }

  // The pid file is written once every port is bound: before it, another process may answer.
  const pidPath = join(prefix, 'nginx.pid')
  const ready = async (port: number) => existsSync(pidPath) && (await accepts(port))
  const deadline = performance.now() + READY_TIMEOUT_MS
  for (const group of started) {
    while (!(await ready(group.port))) {
      if (gone || performance.now() > deadline) {
        const why = gone ? `exited with ${child.exitCode ?? child.signalCode}` : 'did not answer'
        const log = `${output}${errorLog()}`
        await stop()
        throw new Error(`nginx ${why} on 127.0.0.1:${group.port}:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return {
    groups: started,
    group(name) {
      const found = started.find((g) => g.name === name)
      if (!found) throw new Error(`startNginx: no group ${name}`)
      return found
    },
    pid: child.pid!,
    prefix,
    errorLogPath,
    accessLogPath: join(prefix, 'access.log'),
    stop,
  }
}
