import './clusterPortOffset.js'
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Nginx, startNginx } from '@portico/devnet/testing'
import {
  startPostgres,
  startRedisServer,
  type TestPostgres,
  type TestRedis,
} from '@portico/kit/testing'
import pg from 'pg'
import { devnetApiSecretEnv } from '../../devnet/src/operatorConfig/devnetApiSecretEnv.js'
import { devnetOperatorConfigPaths } from '../../devnet/src/operatorConfig/writeDevnetOperatorConfig.js'
import { collectOutput } from '../collectOutput.js'
import { E2E_DEVNET_CONFIG, E2E_PORTS, e2eEnv, SECURE_URL } from '../ports.js'
import { CLUSTER_NODE_PORTS, type ClusterNodeName } from './clusterPortOffset.js'
import {
  type ServiceKind,
  type ServiceNode,
  type ServiceNodeSpec,
  startServiceNode,
} from './startServiceNode.js'

const root = fileURLToPath(new URL('../../', import.meta.url))
/** The installable program (services/server), built by the harness. */
export const PORTICO_PROGRAM = join(root, 'services/server/dist/portico.js')
/** How long the world (anvil and its seed, the mail catcher, the wallet, Vite) may take. */
const WORLD_READY_TIMEOUT_MS = 180_000

/** A node as the specs see it (they run in other processes than the harness). */
export type ClusterNodeDescription = {
  name: ClusterNodeName
  kind: ServiceKind
  url: string
  /** `host:port`, as the balancer's access log names it. */
  address: string
  pid: number
  alive: boolean
}

/** What the specs need to know of a running cluster. */
export type ClusterDescription = {
  nodes: ClusterNodeDescription[]
  /** The balancer's access log: which node answered which request (rid=<X-Request-Id>). */
  accessLogPath: string
  /** Where clients reach each kind: nginx's http://127.0.0.1:<port>. */
  balancers: Record<ServiceKind, string>
}

/** The cluster test's world, running: two nodes of each service behind nginx. */
export type Cluster = {
  describe(): ClusterDescription
  /** SIGKILL to one node; resolves once the process is gone. */
  kill(name: ClusterNodeName): Promise<void>
  /** Starts again, on the same port and settings, every node that is not running. */
  revive(): Promise<void>
  /** Stops everything the harness started, each by its own process, the last started first. */
  stop(): Promise<void>
}

/**
 * Issue 20's cluster: PostgreSQL and Redis (Debian's, on loopback ports), nginx in front of two
 * nodes each of the API, the relay and the secure site (the built program, `portico serve <kind>`,
 * one process and port per node; the nodes of a kind share one PostgreSQL database and the Redis),
 * and the local world pointed at the balancer (the devnet's chains, the mail catcher, the sample
 * wallet and the demo: e2e/cluster/runClusterWorld.ts). Ports: e2e/cluster/clusterPortOffset.ts.
 */
export async function startCluster(): Promise<Cluster> {
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {})
  }
  try {
    const [, postgres, redis] = await Promise.all([
      buildProgram(),
      startPostgres().then((started: TestPostgres) => {
        stops.push(async () => started.stop())
        return started
      }),
      startRedisServer().then((started: TestRedis) => {
        stops.push(() => started.stop())
        return started
      }),
      startWorld().then((stop) => void stops.push(stop)),
    ])
    const databases = await createDatabases(postgres.url, ['portico_api', 'portico_secure'])
    const secrets = JSON.parse(
      execFileSync(process.execPath, [PORTICO_PROGRAM, 'secrets', 'generate', '--json'], {
        encoding: 'utf8',
      }),
    ) as Record<string, string>

    const nginx: Nginx = await startNginx({
      groups: (['api', 'relay', 'secure'] as const).map((kind) => ({
        name: kind,
        port: E2E_PORTS[kind],
        backends: nodeNames(kind).map((name) => `http://127.0.0.1:${CLUSTER_NODE_PORTS[name]}`),
      })),
    })
    stops.push(() => nginx.stop())
    const balancer = (kind: ServiceKind) => nginx.group(kind).url

    const config = devnetOperatorConfigPaths(E2E_DEVNET_CONFIG).config
    const common = {
      PATH: process.env.PATH ?? '',
      PORTICO_ENV: 'development',
      REDIS_URL: redis.url,
      PORTICO_SERVICE_TOKEN: secrets.PORTICO_SERVICE_TOKEN ?? '',
    }
    const envOf: Record<ServiceKind, (name: ClusterNodeName) => Record<string, string>> = {
      api: (name) => ({
        ...common,
        ...devnetApiSecretEnv(),
        DATABASE_URL: databases.portico_api,
        PORTICO_API_PORT: String(CLUSTER_NODE_PORTS[name]),
        PORTICO_API_PUBLIC_URL: balancer('api'),
        PORTICO_API_TRUST_PROXY: '1',
      }),
      relay: (name) => ({
        ...common,
        PORTICO_RELAY_PORT: String(CLUSTER_NODE_PORTS[name]),
        PORTICO_RELAY_NODE_ID: name,
        PORTICO_RELAY_PUBLIC_URLS: nginx.group('relay').wsUrl,
        PORTICO_RELAY_API_URL: balancer('api'),
        PORTICO_RELAY_TRUSTED_PROXY_HOPS: '1',
      }),
      secure: (name) => ({
        ...common,
        DATABASE_URL: databases.portico_secure,
        SECURE_SHARE_KEY: secrets.SECURE_SHARE_KEY ?? '',
        PORTICO_SECURE_DEVNET: '1',
        PORTICO_SECURE_PORT: String(CLUSTER_NODE_PORTS[name]),
        // The origin browsers see: the balancer's, by host name (passkeys refuse an IP address).
        PORTICO_SECURE_PUBLIC_URL: SECURE_URL,
        PORTICO_SECURE_API_URL: balancer('api'),
        PORTICO_SECURE_TRUST_PROXY: '1',
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.mailSmtp}`,
      }),
    }
    const specs = new Map<ClusterNodeName, ServiceNodeSpec>(
      (Object.keys(CLUSTER_NODE_PORTS) as ClusterNodeName[]).map((name) => {
        const kind = kindOf(name)
        const args = kind === 'relay' ? [] : ['--config', config]
        return [name, { name, kind, port: CLUSTER_NODE_PORTS[name], env: envOf[kind](name), args }]
      }),
    )
    const nodes = new Map<ClusterNodeName, ServiceNode>()
    const start = async (name: ClusterNodeName) => {
      const spec = specs.get(name) as ServiceNodeSpec
      const node = await startServiceNode({ ...spec, program: PORTICO_PROGRAM })
      nodes.set(name, node)
    }
    // Every node's processes, stopped before nginx and the storage (pushed after them).
    stops.push(async () => {
      await Promise.all([...nodes.values()].map((node) => node.stop()))
    })
    // The API first (the relay checks projects with it, the secure site asks it for origins);
    // its two nodes one after the other, so one creates the development project.
    await start('api-1')
    await start('api-2')
    await Promise.all(
      ['relay-1', 'relay-2', 'secure-1', 'secure-2'].map((n) => start(n as ClusterNodeName)),
    )

    return {
      describe: () => ({
        nodes: [...nodes.values()].map((node) => ({
          name: node.name as ClusterNodeName,
          kind: node.kind,
          url: node.url,
          address: node.address,
          pid: node.pid,
          alive: node.alive(),
        })),
        accessLogPath: nginx.accessLogPath,
        balancers: { api: balancer('api'), relay: balancer('relay'), secure: balancer('secure') },
      }),
      async kill(name) {
        const node = nodes.get(name)
        if (!node) throw new Error(`no node ${name}`)
        await node.kill()
      },
      async revive() {
        const dead = [...nodes.values()].filter((node) => !node.alive())
        await Promise.all(dead.map((node) => start(node.name as ClusterNodeName)))
      },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function kindOf(name: ClusterNodeName): ServiceKind {
  return name.split('-')[0] as ServiceKind
}

function nodeNames(kind: ServiceKind): ClusterNodeName[] {
  return (Object.keys(CLUSTER_NODE_PORTS) as ClusterNodeName[]).filter((n) => kindOf(n) === kind)
}

/** services/server/dist/portico.js from the working tree's sources (a few seconds). */
async function buildProgram(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/server/scripts/build.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0)
    throw new Error(
      `building the program (services/server) failed with ${code}:\n${output.join('')}`,
    )
}

/** Empty databases on the cluster's PostgreSQL, by name: their URLs. */
async function createDatabases<Name extends string>(
  serverUrl: string,
  names: Name[],
): Promise<Record<Name, string>> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return Object.fromEntries(
    names.map((name) => [name, serverUrl.replace(/\/[^/]*$/, `/${name}`)]),
  ) as Record<Name, string>
}

/** The world (runClusterWorld.ts) as a child; resolves with its stop (SIGINT, as Ctrl-C) once ready. */
async function startWorld(): Promise<() => Promise<void>> {
  mkdirSync(dirname(E2E_DEVNET_CONFIG), { recursive: true })
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/cluster/runClusterWorld.ts'], {
    cwd: root,
    env: { ...process.env, ...e2eEnv(), NO_COLOR: '1', PORTICO_OPEN: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGINT')
    })
  const deadline = Date.now() + WORLD_READY_TIMEOUT_MS
  while (!output.join('').includes('Portico is ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the cluster's world did not start:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return stop
}
