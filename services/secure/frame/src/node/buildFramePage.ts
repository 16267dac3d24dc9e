import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import {
  FRAME_BUNDLE_DIR,
  FRAME_SCRIPT_FILE,
  FRAME_SRC_DIR,
  FRAME_VITE_CONFIG_PATH,
} from './paths.js'

/** Sources of the page outside its folder: a change to them also makes the bundle stale. */
const SHARED_SOURCE_DIRS = [
  new URL('../../../../../packages/embedded/src/messages/', import.meta.url),
  new URL('../../../../../packages/core/src/', import.meta.url),
  // The shared RPC transports (@portico/evm/rpc, @portico/solana/rpc).
  new URL('../../../../../packages/evm/src/rpc/', import.meta.url),
  new URL('../../../../../packages/solana/src/rpc/', import.meta.url),
].map((url) => url.pathname)

/** Parameters of `buildFramePage`. */
export type BuildFramePageParameters = {
  /** Emptied, then written. @default services/secure/frame/dist */
  outDir?: string
}

/**
 * Builds the frame page's script with vite into `outDir` (services/secure/frame/dist);
 * returns the path of frame.js. The server calls it at start when isFramePageStale().
 */
export async function buildFramePage({
  outDir = FRAME_BUNDLE_DIR,
}: BuildFramePageParameters = {}): Promise<string> {
  const { build } = await import('vite')
  await build({
    configFile: FRAME_VITE_CONFIG_PATH,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return join(outDir, FRAME_SCRIPT_FILE)
}

function newestSourceMtimeMs(dir: string): number {
  let newest = 0
  if (!existsSync(dir)) return newest
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node' && entry.name !== 'node_modules')
        newest = Math.max(newest, newestSourceMtimeMs(path))
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/**
 * Whether frame.js is missing or older than a source of the page (its own, the shared frame
 * message schemas, core, the EVM and Solana RPC transports) or the vite config.
 */
export function isFramePageStale(scriptPath = join(FRAME_BUNDLE_DIR, FRAME_SCRIPT_FILE)): boolean {
  if (!existsSync(scriptPath)) return true
  const built = statSync(scriptPath).mtimeMs
  if (statSync(FRAME_VITE_CONFIG_PATH).mtimeMs > built) return true
  return [FRAME_SRC_DIR, ...SHARED_SOURCE_DIRS].some((dir) => newestSourceMtimeMs(dir) > built)
}
