import { fileURLToPath } from 'node:url'

/** services/secure/frame/src: the frame page's sources. */
export const FRAME_SRC_DIR = fileURLToPath(new URL('../', import.meta.url))
/** services/secure/frame/vite.config.ts. */
export const FRAME_VITE_CONFIG_PATH = fileURLToPath(
  new URL('../../vite.config.ts', import.meta.url),
)
/** services/secure/frame/dist: where the build writes. */
export const FRAME_BUNDLE_DIR = fileURLToPath(new URL('../../dist/', import.meta.url))
/** The built script's file name in FRAME_BUNDLE_DIR. */
export const FRAME_SCRIPT_FILE = 'frame.js'
/** The URL path the server serves the built script at (the page loads it from there). */
export const FRAME_SCRIPT_URL_PATH = '/frame/frame.js'
