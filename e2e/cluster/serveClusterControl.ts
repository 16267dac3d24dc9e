import { createServer } from 'node:http'
import type { ClusterNodeName } from './clusterPortOffset.js'
import type { Cluster } from './startCluster.js'

/**
 * The harness's handles, over HTTP on 127.0.0.1 for the specs (Playwright runs them in worker
 * processes; the nodes are the global setup's children, and only it kills and starts them):
 *   GET  /cluster             the nodes (name, kind, url, address, pid, alive) and the access log
 *   POST /nodes/<name>/kill   SIGKILL to that node; answers once it is gone
 *   POST /revive              starts every dead node again; answers once they are ready
 * Resolves with its close.
 */
export async function serveClusterControl(
  cluster: Cluster,
  url: string,
): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    const path = request.url ?? '/'
    const kill = /^\/nodes\/([a-z]+-\d)\/kill$/.exec(path)
    const act = async () => {
      if (request.method === 'GET' && path === '/cluster') return answer(200, cluster.describe())
      if (request.method === 'POST' && kill) {
        await cluster.kill(kill[1] as ClusterNodeName)
        return answer(200, cluster.describe())
      }
      if (request.method === 'POST' && path === '/revive') {
        await cluster.revive()
        return answer(200, cluster.describe())
      }
      answer(404, { error: `no ${request.method} ${path}` })
    }
    act().catch((error: Error) => answer(500, { error: error.message }))
  })
  const { hostname, port } = new URL(url)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), hostname, () => resolve())
  })
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
}
