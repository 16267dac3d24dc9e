/**
 * The cluster test's ports: the e2e layout (e2e/ports.ts) at its own offset,
 * PORTICO_CLUSTER_PORT_OFFSET (default 20000), apart from a developer's `npm start` (0) and the
 * e2e stack (10000), so the three can run at once. Importing this module sets
 * PORTICO_E2E_PORT_OFFSET to it before e2e/ports.ts is read, so the steps the cluster specs share
 * with the stack specs (e2e/specs/embeddedWallet.ts) name the cluster's addresses; the API, relay
 * and secure ports there are the balancer's. Import it first.
 */
export const CLUSTER_PORT_OFFSET = Number(process.env.PORTICO_CLUSTER_PORT_OFFSET ?? 20_000)
process.env.PORTICO_E2E_PORT_OFFSET = String(CLUSTER_PORT_OFFSET)

/** Each node's own port (the balancer's are E2E_PORTS.api, .relay, .secure). */
export const CLUSTER_NODE_PORTS = {
  'api-1': 4010 + CLUSTER_PORT_OFFSET,
  'api-2': 4011 + CLUSTER_PORT_OFFSET,
  'relay-1': 4012 + CLUSTER_PORT_OFFSET,
  'relay-2': 4013 + CLUSTER_PORT_OFFSET,
  'secure-1': 4014 + CLUSTER_PORT_OFFSET,
  'secure-2': 4015 + CLUSTER_PORT_OFFSET,
} as const

/** The names of the cluster's nodes. */
export type ClusterNodeName = keyof typeof CLUSTER_NODE_PORTS

/** Where the specs (in Playwright's workers) reach the harness that owns the nodes (serveClusterControl). */
export const CLUSTER_CONTROL_URL = `http://127.0.0.1:${4020 + CLUSTER_PORT_OFFSET}`
