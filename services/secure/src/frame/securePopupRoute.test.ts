/**
 * The secure window's page (issue 16, finding 2: "where the browser lacks it, value-moving
 * approvals and export open in a top-level popup of origin S"): served with the frame's script,
 * never framable, and without a Cross-Origin-Opener-Policy that would cut it from the frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_SCRIPT_URL_PATH } from '../../frame/src/node/paths.js'
import { SECURE_POPUP_PATH } from '../../frame/src/ui/popup/securePopupMessages.js'
import { startTestSecure, type TestSecure } from '../testing/index.js'

let secure: TestSecure
beforeAll(async () => {
  secure = await startTestSecure()
})
afterAll(async () => {
  await secure?.close()
})

describe(`GET ${SECURE_POPUP_PATH}`, () => {
  it('serves the frame script in a page nobody may frame', async () => {
    const response = await fetch(`${secure.url}${SECURE_POPUP_PATH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain(`<script type="module" src="${FRAME_SCRIPT_URL_PATH}"></script>`)
    expect(html).toContain('<main id="frame-root"></main>')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
