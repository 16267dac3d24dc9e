import type { Network } from '@portico/core'

/** One EVM network of NEXT_PUBLIC_PORTICO_NETWORKS. */
type NetworkEntry = { id: number; name: string; rpcUrl: string }

/** The devnet's two anvil chains (`npm start` / `npm run devnet`), the example's default networks. */
const DEVNET: readonly NetworkEntry[] = [
  { id: 31337, name: 'Portico Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
  { id: 31338, name: 'Portico Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
]

function parseNetworks(json: string | undefined): readonly NetworkEntry[] {
  if (!json) return DEVNET
  const list: unknown = JSON.parse(json)
  const valid =
    Array.isArray(list) &&
    list.length > 0 &&
    list.every(
      (n: Partial<NetworkEntry>) =>
        Number.isSafeInteger(n.id) && typeof n.name === 'string' && typeof n.rpcUrl === 'string',
    )
  if (!valid)
    throw new Error(
      'NEXT_PUBLIC_PORTICO_NETWORKS must be a JSON list of { "id": 1, "name": "…", "rpcUrl": "https://…" }',
    )
  return list as NetworkEntry[]
}

function toNetwork({ id, name, rpcUrl }: NetworkEntry): Network {
  return {
    id,
    name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}

// NEXT_PUBLIC_* values are written into the build by `next build` (each read by its full name),
// so the server and the browser use the same configuration.
const networks = parseNetworks(process.env.NEXT_PUBLIC_PORTICO_NETWORKS).map(toNetwork)

/** Everything the example's Portico instance is configured with, from the environment. */
export const config = {
  /** The Portico API's project id. @default 'portico-demo' (the devnet API's demo project) */
  projectId: process.env.NEXT_PUBLIC_PORTICO_PROJECT_ID || 'portico-demo',
  /** The Portico API (services/api); empty for none. @default the devnet's, http://127.0.0.1:4000 */
  apiUrl: process.env.NEXT_PUBLIC_PORTICO_API_URL ?? 'http://127.0.0.1:4000',
  /** The networks; the first is the default. @default the devnet's chains A and B */
  networks: networks as [Network, ...Network[]],
}
