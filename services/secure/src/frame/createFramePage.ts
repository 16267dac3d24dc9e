import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { toScriptJson } from '../server/renderPage.js'

/** The id of the JSON block the server adds to the frame page (read by the page's script). */
export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'

/** What the frame page learns from the server, in its JSON config block. */
export type FrameConfig = {
  projectId: string
  /** The project's allowed origins (wildcard patterns; check with isOriginAllowed of @portico/core). */
  allowedOrigins: readonly string[]
  /** The secure site's own origin. */
  secureOrigin: string
  /** Social providers this server can sign in with. */
  socialProviders: readonly string[]
  /** Whether Farcaster sign-in is configured. */
  farcaster: boolean
}

/** Content types of the page's files. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
}

/** A file of the page's `assets/` folder. */
export type FrameAsset = { body: Buffer; contentType: string }

/** The frame page of one folder (index.html and assets/). */
export type FramePage = {
  /** index.html with the config block added, or undefined when the folder has none. */
  html(config: FrameConfig): Promise<string | undefined>
  /** A file under assets/, or undefined (missing, a folder, or a path leaving assets/). */
  asset(path: string): Promise<FrameAsset | undefined>
}

/**
 * Serves the frame page from `dir`: its index.html (re-read when it changes, so a rebuild shows)
 * with a `<script type="application/json" id="portico-frame-config">` block added before
 * `</head>` — data, not code, so the page's strict CSP holds — and the files under `assets/`.
 */
export function createFramePage(dir: string): FramePage {
  let cached: { mtimeMs: number; html: string } | undefined
  const assetsDir = join(dir, 'assets')

  async function readIndex(): Promise<string | undefined> {
    const file = join(dir, 'index.html')
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    if (cached?.mtimeMs !== info.mtimeMs)
      cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') }
    return cached.html
  }

  return {
    async html(config) {
      const html = await readIndex()
      if (html === undefined) return undefined
      const block = `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${toScriptJson(config)}</script>`
      const at = html.search(/<\/head>/i)
      return at === -1 ? `${block}\n${html}` : `${html.slice(0, at)}${block}\n${html.slice(at)}`
    },
    async asset(path) {
      if (path.includes('\0')) return undefined
      const file = normalize(join(assetsDir, path))
      if (!file.startsWith(assetsDir + sep)) return undefined
      const info = await stat(file).catch(() => undefined)
      if (!info?.isFile()) return undefined
      return {
        body: await readFile(file),
        contentType: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      }
    },
  }
}
