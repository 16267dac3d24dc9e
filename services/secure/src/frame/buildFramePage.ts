import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_BUILD_DIR, FRAME_SOURCE_DIR, FRAME_VITE_CONFIG } from './framePaths.js'

/** Extensions of the frame's sources whose change makes the built page stale. */
const SOURCE_FILE = /\.(ts|tsx|html|css|json|svg)$/

function newestSourceMtimeMs(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtimeMs(path))
    else if (SOURCE_FILE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** Whether the frame page has a Vite build (services/secure/frame/vite.config.ts). */
export function hasFrameBuild(configFile = FRAME_VITE_CONFIG): boolean {
  return existsSync(configFile)
}

/** Whether the built page is missing or older than a source under services/secure/frame. */
export function isFramePageStale({
  outDir = FRAME_BUILD_DIR,
  sourceDir = FRAME_SOURCE_DIR,
}: {
  outDir?: string
  sourceDir?: string
} = {}): boolean {
  const built = join(outDir, 'index.html')
  if (!existsSync(built)) return true
  return newestSourceMtimeMs(sourceDir) > statSync(built).mtimeMs
}

/**
 * Builds the frame page with Vite (its config in services/secure/frame) into `outDir`, emptied
 * first, as apps/wallet builds its pages; returns `outDir`.
 */
export async function buildFramePage({
  configFile = FRAME_VITE_CONFIG,
  outDir = FRAME_BUILD_DIR,
}: {
  configFile?: string
  outDir?: string
} = {}): Promise<string> {
  const { build } = await import('vite')
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  return outDir
}

/**
 * The folder to serve the frame page from: the Vite build (made or refreshed when stale) when the
 * page has a Vite config, else the source folder's own index.html as it is.
 */
export async function prepareFramePage(log: (line: string) => void = () => {}): Promise<string> {
  if (!hasFrameBuild()) return FRAME_SOURCE_DIR
  if (isFramePageStale()) {
    log('building the frame page (services/secure/dist/frame) …')
    await buildFramePage()
  }
  return FRAME_BUILD_DIR
}
