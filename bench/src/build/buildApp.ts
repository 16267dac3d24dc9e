import { statSync } from 'node:fs'
import { join } from 'node:path'

/** One JS chunk of a production build and the modules rendered into it. */
export type BuiltChunk = {
  fileName: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Chunks it imports statically (loaded with it). */
  imports: string[]
  /** Chunks it imports on demand. */
  dynamicImports: string[]
  /** Bytes of the minified file on disk. */
  bytes: number
  /** Each module's rendered length in the chunk (before minification), largest first. */
  modules: { id: string; renderedBytes: number }[]
}

/** Parameters of `buildApp`. */
export type BuildAppParameters = {
  /** The app's vite.config.ts. */
  configFile: string
  /** Emptied, then written; the app's own vite config is otherwise left as is. */
  outDir: string
  /**
   * Build only this HTML page instead of the config's inputs (the demo also has its view gallery,
   * which no dApp ships and which would only move code between shared chunks).
   */
  input?: string | undefined
}

/** Builds an app for production with its own Vite config into `outDir`; returns its JS chunks. */
export async function buildApp({
  configFile,
  outDir,
  input,
}: BuildAppParameters): Promise<BuiltChunk[]> {
  const { build } = await import('vite')
  const result = await build({
    configFile,
    logLevel: 'warn',
    mode: 'production',
    // A string input replaces the config's input object when Vite merges the two configs.
    build: { outDir, emptyOutDir: true, ...(input ? { rolldownOptions: { input } } : {}) },
  })
  if (!('output' in result) && !Array.isArray(result))
    throw new Error(`vite build of ${configFile} returned a watcher`)
  const outputs = Array.isArray(result) ? result : [result]
  const chunks: BuiltChunk[] = []
  for (const { output } of outputs)
    for (const item of output) {
      if (item.type !== 'chunk') continue
      chunks.push({
        fileName: item.fileName,
        isEntry: item.isEntry,
        isDynamicEntry: item.isDynamicEntry,
        imports: [...item.imports],
        dynamicImports: [...item.dynamicImports],
        bytes: statSync(join(outDir, item.fileName)).size,
        modules: Object.entries(item.modules)
          .map(([id, module]) => ({ id, renderedBytes: module.renderedLength }))
          .sort((a, b) => b.renderedBytes - a.renderedBytes),
      })
    }
  return chunks
}
