import { getFreePorts, startNginx } from '@portico/devnet/testing'
import { startRedisServer } from '@portico/kit/testing'
import { type BenchServer, spawnServer } from './spawnServer.js'

/** Relay nodes on one Redis behind nginx: clients reach `url`, the balancer. */
export type RelayCluster = BenchServer & { nodes: BenchServer[] }

/**
 * Starts redis-server, `nodes` relay processes on it (main.ts with REDIS_URL, `env` on top) and
 * nginx in front of them (least_conn, access log off, one worker per node). A publisher and its
 * subscriber usually land on different nodes, so most deliveries cross Redis, as in production.
 * `cpuMs` sums the relay nodes' CPU (not Redis's or nginx's); `rss` is the first node's.
 */
export async function startRelayCluster({
  nodes: count,
  env,
  nodeArgs,
}: {
  nodes: number
  env: Record<string, string>
  nodeArgs?: (node: number) => string[]
}): Promise<RelayCluster> {
  const redis = await startRedisServer()
  const [balancerPort, ...ports] = await getFreePorts(count + 1)
  const balancerUrl = `ws://127.0.0.1:${balancerPort}`
  const nodes: BenchServer[] = []
  try {
    for (const [i, port] of ports.entries())
      nodes.push(
        await spawnServer({
          script: '../../services/relay/src/main.ts',
          env: {
            ...env,
            REDIS_URL: redis.url,
            PORTICO_RELAY_PORT: String(port),
            PORTICO_RELAY_NODE_ID: `bench-${i}`,
            // Clients sign their JWT for the address they dial: the balancer's.
            PORTICO_RELAY_PUBLIC_URLS: balancerUrl,
          },
          readyLine: 'Portico relay on',
          port,
          nodeArgs: nodeArgs?.(i),
        }),
      )
    const nginx = await startNginx({
      groups: [{ name: 'relay', port: balancerPort, backends: nodes.map((n) => n.url) }],
      accessLog: false,
      workerProcesses: count,
    })
    return {
      url: balancerUrl,
      pid: nodes[0]!.pid,
      nodes,
      rss: () => nodes[0]!.rss(),
      cpuMs: () => nodes.reduce((sum, node) => sum + node.cpuMs(), 0),
      async stop() {
        await nginx.stop()
        await Promise.all(nodes.map((node) => node.stop()))
        await redis.stop()
      },
    }
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()))
    await redis.stop()
    throw error
  }
}
