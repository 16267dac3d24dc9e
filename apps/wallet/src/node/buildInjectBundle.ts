import { INJECT_BUNDLE_DIR, WALLET_SRC_DIR, WALLET_VITE_CONFIG_PATH } from './paths.js'
import { buildViteBundle, isViteBundleStale } from './viteBundle.js'

/** Parameters of `buildInjectBundle`. */
export type BuildInjectBundleParameters = {
  /** Emptied, then written. @default apps/wallet/dist */
  outDir?: string
}

/** Builds dist/inject.js with vite (as `npm run build -w @portico/wallet` does); returns its path. */
export function buildInjectBundle({
  outDir = INJECT_BUNDLE_DIR,
}: BuildInjectBundleParameters = {}): Promise<string> {
  return buildViteBundle({ configFile: WALLET_VITE_CONFIG_PATH, outDir, file: 'inject.js' })
}

/** Whether the bundle at `bundlePath` is missing or older than a source file or the vite config. */
export function isInjectBundleStale(bundlePath: string): boolean {
  return isViteBundleStale(bundlePath, WALLET_SRC_DIR, WALLET_VITE_CONFIG_PATH)
}
