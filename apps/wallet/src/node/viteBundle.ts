import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Builds one of the wallet's browser bundles with vite into `outDir` (emptied first); returns `outDir/file`. */
export async function buildViteBundle({
  configFile,
  outDir,
  file,
}: {
  configFile: string
  outDir: string
  file: string
}): Promise<string> {
  const { build } = await import('vite')
  await build({ configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  return join(outDir, file)
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

/** Whether the bundle at `bundlePath` is missing or older than a source file under `srcDir` or its vite config. */
export function isViteBundleStale(bundlePath: string, srcDir: string, configFile: string): boolean {
  if (!existsSync(bundlePath)) return true
  const built = statSync(bundlePath).mtimeMs
  return newestSourceMtimeMs(srcDir) > built || statSync(configFile).mtimeMs > built
}
