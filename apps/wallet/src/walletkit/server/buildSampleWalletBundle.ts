import { join } from 'node:path'
import { buildViteBundle, isViteBundleStale } from '../../node/viteBundle.js'
import {
  SAMPLE_WALLET_BUNDLE_DIR,
  SAMPLE_WALLET_BUNDLE_FILE,
  SAMPLE_WALLET_SRC_DIR,
  SAMPLE_WALLET_VITE_CONFIG_PATH,
} from './paths.js'

/** Parameters of `buildSampleWalletBundle`. */
export type BuildSampleWalletBundleParameters = {
  /** Emptied, then written. @default apps/wallet/dist-sample-wallet */
  outDir?: string
}

/**
 * Builds the sample wallet page script with vite (WalletKit and the keys bundled for the browser,
 * as `npm run build:sample-wallet -w @portico/wallet` does); returns the script's path.
 */
export function buildSampleWalletBundle({
  outDir = SAMPLE_WALLET_BUNDLE_DIR,
}: BuildSampleWalletBundleParameters = {}): Promise<string> {
  return buildViteBundle({
    configFile: SAMPLE_WALLET_VITE_CONFIG_PATH,
    outDir,
    file: SAMPLE_WALLET_BUNDLE_FILE,
  })
}

/** Whether the page script is missing or older than a source under src/walletkit or its vite config. */
export function isSampleWalletBundleStale(
  bundlePath = join(SAMPLE_WALLET_BUNDLE_DIR, SAMPLE_WALLET_BUNDLE_FILE),
): boolean {
  return isViteBundleStale(bundlePath, SAMPLE_WALLET_SRC_DIR, SAMPLE_WALLET_VITE_CONFIG_PATH)
}
