import { fileURLToPath } from 'node:url'

/** apps/wallet/src/walletkit: the sample wallet's sources. */
export const SAMPLE_WALLET_SRC_DIR = fileURLToPath(new URL('../', import.meta.url))
/** apps/wallet/vite.sample-wallet.config.ts, which builds the page script. */
export const SAMPLE_WALLET_VITE_CONFIG_PATH = fileURLToPath(
  new URL('../../../vite.sample-wallet.config.ts', import.meta.url),
)
/** apps/wallet/dist-sample-wallet: the built page script (apart from dist/, which the inject build empties). */
export const SAMPLE_WALLET_BUNDLE_DIR = fileURLToPath(
  new URL('../../../dist-sample-wallet/', import.meta.url),
)
/** File name of the page script in the bundle dir. */
export const SAMPLE_WALLET_BUNDLE_FILE = 'sample-wallet.js'
