import { CLUSTER_CONTROL_URL } from './clusterPortOffset.js'
import { serveClusterControl } from './serveClusterControl.js'
import { startCluster } from './startCluster.js'

/**
 * Starts the cluster (startCluster) and its control server for the specs; stops both at the end.
 * Prints how long the cluster took to start: a figure the "within a few minutes" is
 * judged by.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const cluster = await startCluster()
  let closeControl: () => Promise<void>
  try {
    closeControl = await serveClusterControl(cluster, CLUSTER_CONTROL_URL)
  } catch (error) {
    await cluster.stop()
    throw error
  }
  const nodes = cluster.describe().nodes.map((node) => node.name)
  process.stdout.write(
    `cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s: nginx in front of ${nodes.join(', ')}\n`,
  )
  return async () => {
    await closeControl()
    await cluster.stop()
  }
}
