import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** services/secure. */
const SECURE_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The frame page's sources (another part's: services/secure/frame). */
export const FRAME_SOURCE_DIR = join(SECURE_ROOT, 'frame')
/** Its Vite config; when present, the page is built before it is served. */
export const FRAME_VITE_CONFIG = join(FRAME_SOURCE_DIR, 'vite.config.ts')
/** Where the built page goes: index.html and assets/. */
export const FRAME_BUILD_DIR = join(SECURE_ROOT, 'dist', 'frame')
