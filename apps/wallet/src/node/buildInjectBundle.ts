import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { INJECT_BUNDLE_DIR, WALLET_SRC_DIR, WALLET_VITE_CONFIG_PATH } from './paths.js'

/** Parameters of `buildInjectBundle`. */
export type BuildInjectBundleParameters = {
  /** Emptied, then written. @default apps/wallet/dist */
  outDir?: string
}

/** Builds dist/inject.js with vite (as `npm run build -w @portico/wallet` does); returns its path. */
export async function buildInjectBundle({
  outDir = INJECT_BUNDLE_DIR,
}: BuildInjectBundleParameters = {}): Promise<string> {
  const { build } = await import('vite')
  await build({
    configFile: WALLET_VITE_CONFIG_PATH,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return join(outDir, 'inject.js')
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

/** Whether the bundle at `bundlePath` is missing or older than a source file or the vite config. */
export function isInjectBundleStale(bundlePath: string): boolean {
  if (!existsSync(bundlePath)) return true
  const built = statSync(bundlePath).mtimeMs
  return (
    newestSourceMtimeMs(WALLET_SRC_DIR) > built || statSync(WALLET_VITE_CONFIG_PATH).mtimeMs > built
  )
}
