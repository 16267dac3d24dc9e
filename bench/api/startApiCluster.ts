import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DevnetConfig, devnetApiSecretEnv, writeDevnetOperatorConfig } from '@portico/devnet'
import { getFreePorts, startNginx } from '@portico/devnet/testing'
import { type BenchServer, spawnServer } from '../relay/spawnServer.js'

/** API nodes on one PostgreSQL and nginx in front: the addresses the cluster cases compare. */
export type ApiCluster = {
  /** The first node, straight. */
  oneNode: string
  /** nginx in front of the first node only: what the balancer itself costs. */
  oneNodeBehindNginx: string
  /** nginx in front of every node. */
  nodesBehindNginx: string
  nodes: BenchServer[]
  stop(): Promise<void>
}

/**
 * Starts `nodes` API processes (apiNode.ts) on `databaseUrl` — migrated and seeded already —
 * configured by the devnet's operator file, and one nginx with two groups: the first node alone,
 * and every node (least_conn, access log off, one worker per node).
 */
export async function startApiCluster({
  nodes: count,
  databaseUrl,
  devnet,
}: {
  nodes: number
  databaseUrl: string
  devnet: DevnetConfig
}): Promise<ApiCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-cluster-'))
  const { config } = writeDevnetOperatorConfig(devnet, join(dir, 'devnet.json'))
  const env = {
    ...devnetApiSecretEnv(devnet.accounts),
    DATABASE_URL: databaseUrl,
    PORTICO_CONFIG: config,
  }
  const nodes: BenchServer[] = []
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const port of await getFreePorts(count))
      nodes.push(
        await spawnServer({
          script: '../api/apiNode.ts',
          env: { ...env, PORTICO_API_PORT: String(port) },
          readyLine: 'API node on',
          port,
        }),
      )
    const http = (node: BenchServer) => node.url.replace(/^ws:/, 'http:')
    const nginx = await startNginx({
      groups: [
        { name: 'one', backends: [http(nodes[0]!)] },
        { name: 'all', backends: nodes.map(http) },
      ],
      accessLog: false,
      workerProcesses: count,
    })
    return {
      oneNode: http(nodes[0]!),
      oneNodeBehindNginx: nginx.group('one').url,
      nodesBehindNginx: nginx.group('all').url,
      nodes,
      async stop() {
        await nginx.stop()
        await stop()
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}
