import { existsSync } from 'node:fs'
import { buildFramePage, isFramePageStale } from '../../frame/src/node/buildFramePage.js'
import { FRAME_BUNDLE_DIR, FRAME_VITE_CONFIG_PATH } from '../../frame/src/node/paths.js'

/**
 * The folder of the built frame page, built first (Vite, the frame's own config and helper) when
 * missing or older than its sources — as apps/wallet builds its pages at start.
 */
export async function prepareFrameBundle(log: (line: string) => void = () => {}): Promise<string> {
  if (existsSync(FRAME_VITE_CONFIG_PATH) && isFramePageStale()) {
    log('building the frame page (services/secure/frame/dist/frame.js) …')
    await buildFramePage()
  }
  return FRAME_BUNDLE_DIR
}
