import { fileURLToPath } from 'node:url'

/** apps/wallet. */
export const WALLET_APP_DIR = fileURLToPath(new URL('../../', import.meta.url))
/** apps/wallet/src. */
export const WALLET_SRC_DIR = fileURLToPath(new URL('../', import.meta.url))
/** apps/wallet/vite.config.ts, which builds the inject bundle. */
export const WALLET_VITE_CONFIG_PATH = fileURLToPath(
  new URL('../../vite.config.ts', import.meta.url),
)
/** apps/wallet/dist. */
export const INJECT_BUNDLE_DIR = fileURLToPath(new URL('../../dist/', import.meta.url))
/** apps/wallet/dist/inject.js, the built inject script. */
export const INJECT_BUNDLE_PATH = fileURLToPath(new URL('../../dist/inject.js', import.meta.url))
/** devnet/devnet.json, which the devnet writes when it is up. */
export const DEVNET_JSON_PATH = fileURLToPath(
  new URL('../../../../devnet/devnet.json', import.meta.url),
)
