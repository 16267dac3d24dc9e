import { readFile, stat } from 'node:fs/promises'
import { extname, join } from 'node:path'

/** Content types of the bundle's files. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** A file name the bundle folder may serve: no folders, no dot files. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/

/** A built file of the frame page. */
export type FrameBundleFile = { body: Buffer; contentType: string }

/** The built frame page's files (services/secure/frame/dist: frame.js …). */
export type FrameBundle = {
  /** The file of that name, or undefined (missing, a folder, a name with a path). */
  file(name: string): Promise<FrameBundleFile | undefined>
}

/** Serves the files of `dir` by name, re-reading one when it changes (a rebuild shows at once). */
export function createFrameBundle(dir: string): FrameBundle {
  const cache = new Map<string, { mtimeMs: number; file: FrameBundleFile }>()
  return {
    async file(name) {
      if (!FILE_NAME.test(name) || name.includes('..')) return undefined
      const path = join(dir, name)
      const info = await stat(path).catch(() => undefined)
      if (!info?.isFile()) return undefined
      const cached = cache.get(name)
      if (cached?.mtimeMs === info.mtimeMs) return cached.file
      const file = {
        body: await readFile(path),
        contentType: CONTENT_TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
      }
      cache.set(name, { mtimeMs: info.mtimeMs, file })
      return file
    },
  }
}
