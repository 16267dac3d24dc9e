import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
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
export async function buildSampleWalletBundle({
  outDir = SAMPLE_WALLET_BUNDLE_DIR,
}: BuildSampleWalletBundleParameters = {}): Promise<string> {
  const { build } = await import('vite')
  await build({
    configFile: SAMPLE_WALLET_VITE_CONFIG_PATH,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return join(outDir, SAMPLE_WALLET_BUNDLE_FILE)
}

function newestSourceMtimeMs(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtimeMs(path))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** Whether the page script is missing or older than a source under src/walletkit or its vite config. */
export function isSampleWalletBundleStale(
  bundlePath = join(SAMPLE_WALLET_BUNDLE_DIR, SAMPLE_WALLET_BUNDLE_FILE),
): boolean {
  if (!existsSync(bundlePath)) return true
  const built = statSync(bundlePath).mtimeMs
  return (
    newestSourceMtimeMs(SAMPLE_WALLET_SRC_DIR) > built ||
    statSync(SAMPLE_WALLET_VITE_CONFIG_PATH).mtimeMs > built
  )
}
