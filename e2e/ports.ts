import { fileURLToPath } from 'node:url'
import { PORT_ENV, type PortName } from '../devnet/src/ports.js'

/**
 * The e2e stack runs on its own ports (defaults + 10000), so a developer's `npm start` can stay up
 * while the tests run. PORTICO_E2E_PORT_OFFSET changes the offset.
 */
const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 10_000)

export const E2E_PORTS: Record<PortName, number> = {
  chainA: 8545 + offset,
  chainB: 8546 + offset,
  devnetAssets: 8547 + offset,
  api: 4000 + offset,
  relay: 4001 + offset,
  secure: 4002 + offset,
  demo: 5173 + offset,
  wallet: 5174 + offset,
  mailSmtp: 2525 + offset,
  mailInbox: 4003 + offset,
  identityProvider: 4004 + offset,
  solanaRpc: 8899 + offset,
  solanaWs: 8900 + offset,
  bitcoinApi: 3002 + offset,
}

/**
 * The e2e stack's devnet.json, apart from the one a developer's `npm start` writes, and apart per
 * offset: two e2e stacks on different offsets must not read each other's chains.
 */
export const E2E_DEVNET_CONFIG = fileURLToPath(
  new URL(`../test-results/devnet-e2e-${offset}.json`, import.meta.url),
)

/** The e2e stack's API database (SQLite), apart from a developer's `npm start` and per offset. */
export const E2E_API_DATA_DIR = fileURLToPath(
  new URL(`../test-results/api-e2e-${offset}`, import.meta.url),
)

/** Environment that points every service of the stack at the e2e ports and devnet file. */
export function e2eEnv(): Record<string, string> {
  return {
    ...Object.fromEntries(
      (Object.keys(E2E_PORTS) as PortName[]).map((name) => [
        PORT_ENV[name],
        String(E2E_PORTS[name]),
      ]),
    ),
    PORTICO_DEVNET_CONFIG: E2E_DEVNET_CONFIG,
    PORTICO_DATA_DIR: E2E_API_DATA_DIR,
  }
}

export const DEMO_URL = `http://127.0.0.1:${E2E_PORTS.demo}`

/**
 * The view gallery's production build (apps/demo, `vite build`), served by `vite preview` for the
 * `views` project (e2e/globalSetup.ts): the tiles read fixture data only, so they need none of the
 * stack, and a built page loads in about 30 requests instead of the dev server's 300 modules.
 */
export const GALLERY_PORT = 5175 + offset
export const GALLERY_URL = `http://127.0.0.1:${GALLERY_PORT}`
/** Where the gallery's build goes, per offset. */
export const GALLERY_DIST = fileURLToPath(
  new URL(`../test-results/gallery-e2e-${offset}`, import.meta.url),
)
/**
 * The stack's secure site as browsers reach it (devnet/src/stack/services.ts): a host name, since
 * WebAuthn refuses an IP address as a passkey's RP ID. It listens on 127.0.0.1; the frame is
 * cross-site to the 127.0.0.1 demo, as it is to any real dApp.
 */
export const SECURE_URL = `http://localhost:${E2E_PORTS.secure}`
export const CHAIN_A_RPC = `http://127.0.0.1:${E2E_PORTS.chainA}`
