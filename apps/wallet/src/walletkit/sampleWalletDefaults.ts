/**
 * The WalletConnect project id the sample wallet presents to the relay: the development project
 * the API seeds and the demo uses (services/api DEVELOPMENT_PROJECT).
 */
export const SAMPLE_WALLET_PROJECT_ID = 'portico-demo'

/** Default relay port of the local stack (`PORTICO_RELAY_PORT` overrides it). */
export const DEFAULT_RELAY_PORT = 4001

/** The mnemonic of the devnet (anvil's): account #0 is 0xf39F…2266. Devnet only. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk'

/** The name the sample wallet gives itself in its WalletConnect metadata. */
export const SAMPLE_WALLET_NAME = 'Portico Sample Wallet'

/** The relay URL of the local stack: `ws://127.0.0.1:<PORTICO_RELAY_PORT or 4001>`. */
export function getDefaultRelayUrl(env: Record<string, string | undefined> = {}): string {
  const raw = env.PORTICO_RELAY_PORT
  if (raw === undefined || raw === '') return `ws://127.0.0.1:${DEFAULT_RELAY_PORT}`
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`PORTICO_RELAY_PORT must be a port number between 1 and 65535, got '${raw}'`)
  return `ws://127.0.0.1:${port}`
}
