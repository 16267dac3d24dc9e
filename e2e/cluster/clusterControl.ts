import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { CLUSTER_CONTROL_URL, type ClusterNodeName } from './clusterPortOffset.js'
import { type AccessLogEntry, readNginxAccessLog } from './readNginxAccessLog.js'
import type { ClusterDescription, ClusterNodeDescription } from './startCluster.js'
import type { ServiceKind } from './startServiceNode.js'

/**
 * The specs' side of the harness (serveClusterControl): what runs, killing a node with SIGKILL,
 * starting the dead ones again, and which node answered a request (the balancer's access log).
 */

async function call(method: 'GET' | 'POST', path: string): Promise<ClusterDescription> {
  const response = await fetch(`${CLUSTER_CONTROL_URL}${path}`, { method })
  const body = (await response.json()) as ClusterDescription & { error?: string }
  if (!response.ok) throw new Error(`cluster control ${method} ${path}: ${body.error}`)
  return body
}

export const describeCluster = () => call('GET', '/cluster')

/** SIGKILL to `name`; resolves once it is gone (the harness saw the process exit). */
export async function killNode(name: ClusterNodeName): Promise<void> {
  const after = await call('POST', `/nodes/${name}/kill`)
  expect(after.nodes.find((node) => node.name === name)?.alive).toBe(false)
}

/**
 * Every node running again, and in the balancer's rotation again: nginx leaves a node that failed
 * out for its fail_timeout (5 s) after it answers again, and a node killed while the other one is
 * still left out would leave no live node for a moment. So each node is asked for /health through
 * the balancer until it is the one answering. (A spec before may have killed a node.)
 */
export async function reviveCluster(): Promise<ClusterDescription> {
  const after = await call('POST', '/revive')
  expect(after.nodes.filter((node) => !node.alive).map((node) => node.name)).toEqual([])
  for (const node of after.nodes) {
    const answeredBy = async () => {
      const requestId = `revive-${node.name}-${randomUUID()}`
      await fetch(`${after.balancers[node.kind]}/health`, {
        headers: { 'x-request-id': requestId },
      }).then((response) => response.arrayBuffer())
      return (await nodeThatAnswered(requestId)).name
    }
    await expect
      .poll(answeredBy, { message: `nginx sends requests to ${node.name} again`, timeout: 30_000 })
      .toBe(node.name)
  }
  return after
}

/** The nodes of one kind. */
export async function nodesOf(kind: ServiceKind): Promise<ClusterNodeDescription[]> {
  return (await describeCluster()).nodes.filter((node) => node.kind === kind)
}

/** The balancer's requests so far, oldest first. */
export async function accessLog(): Promise<AccessLogEntry[]> {
  return readNginxAccessLog((await describeCluster()).accessLogPath)
}

/**
 * The node that answered the request nginx gave this X-Request-Id (the last node it tried: more
 * than one when it failed over), waiting for the log line (nginx writes it as the answer ends).
 * `header` is the answer's X-Request-Id as a browser reads it: the node's echo and nginx's own,
 * both the same id, joined by ", ".
 */
export async function nodeThatAnswered(
  header: string | undefined,
): Promise<ClusterNodeDescription> {
  const requestId = header?.split(',')[0]?.trim()
  if (!requestId) throw new Error('the answer carries no X-Request-Id')
  const { nodes, accessLogPath } = await describeCluster()
  let entry: AccessLogEntry | undefined
  await expect
    .poll(() => {
      entry = readNginxAccessLog(accessLogPath).find((e) => e.requestId === requestId)
      return entry !== undefined
    }, `the access log names request ${requestId}`)
    .toBe(true)
  const address = (entry as AccessLogEntry).upstreams.at(-1)
  const node = nodes.find((n) => n.address === address)
  if (!node) throw new Error(`request ${requestId} was answered by ${address}, not a node`)
  return node
}

/** Each relay node's open WebSockets (its own /health, asked directly, not through nginx). */
export async function relayConnections(): Promise<Map<ClusterNodeName, number>> {
  const relays = await nodesOf('relay')
  const counts = new Map<ClusterNodeName, number>()
  for (const relay of relays) {
    if (!relay.alive) continue
    const health = (await (await fetch(`${relay.url}/health`)).json()) as { connections: number }
    counts.set(relay.name, health.connections)
  }
  return counts
}
