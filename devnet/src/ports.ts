/**
 * Addresses of the local stack. Every port has a default (docs/architecture.md lists them) and an
 * environment override, so tests and a second stack can run beside a developer's `npm start`.
 */
export type PortName = keyof typeof DEFAULT_PORTS

/** Default port of each local service. */
export const DEFAULT_PORTS = {
  chainA: 8545,
  chainB: 8546,
  devnetAssets: 8547,
  api: 4000,
  relay: 4001,
  secure: 4002,
  demo: 5173,
  wallet: 5174,
  mailSmtp: 2525,
  mailInbox: 4003,
  identityProvider: 4004,
  solanaRpc: 8899,
  solanaWs: 8900,
  bitcoinApi: 3002,
} as const

/** Environment variable that overrides each port. */
export const PORT_ENV: Record<PortName, string> = {
  chainA: 'PORTICO_CHAIN_A_PORT',
  chainB: 'PORTICO_CHAIN_B_PORT',
  devnetAssets: 'PORTICO_DEVNET_ASSETS_PORT',
  api: 'PORTICO_API_PORT',
  relay: 'PORTICO_RELAY_PORT',
  secure: 'PORTICO_SECURE_PORT',
  demo: 'PORTICO_DEMO_PORT',
  wallet: 'PORTICO_WALLET_PORT',
  mailSmtp: 'PORTICO_MAIL_SMTP_PORT',
  mailInbox: 'PORTICO_MAIL_INBOX_PORT',
  identityProvider: 'PORTICO_IDP_PORT',
  solanaRpc: 'PORTICO_SOLANA_RPC_PORT',
  solanaWs: 'PORTICO_SOLANA_WS_PORT',
  bitcoinApi: 'PORTICO_BITCOIN_API_PORT',
}

/** The port of a service: its environment override when set and valid, else the default. */
export function getPort(
  name: PortName,
  env: Record<string, string | undefined> = process.env,
): number {
  const raw = env[PORT_ENV[name]]
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name]
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${PORT_ENV[name]} must be a port number between 1 and 65535, got '${raw}'`)
  return port
}

/** Every port of the stack, overrides applied. */
export function getPorts(
  env: Record<string, string | undefined> = process.env,
): Record<PortName, number> {
  const names = Object.keys(DEFAULT_PORTS) as PortName[]
  return Object.fromEntries(names.map((n) => [n, getPort(n, env)])) as Record<PortName, number>
}

/**
 * Default ports of the mainnet-like world's chains (devnet/src/mainnetLike, chain ids 1, 10 and
 * 8453): apart from the devnet's (8545-8547, 8899/8900) and the e2e stack's (those + 10000).
 */
export const MAINNET_LIKE_PORTS = { 1: 8555, 10: 8556, 8453: 8557 } as const

/** Chain ids of the two local EVM chains. */
export const CHAIN_A_ID = 31337
export const CHAIN_B_ID = 31338
