import { ONRAMP_POPUP_HEIGHT_PX, ONRAMP_POPUP_NAME, ONRAMP_POPUP_WIDTH_PX } from './constants.js'

/**
 * Opens the on-ramp popup (600×800, centred) on a blank page: call it synchronously inside the
 * visitor's click (browsers block popups opened later), before anything is awaited; openOnramp
 * then sends it to the provider's checkout. Null when the browser blocked it (or threw, as a
 * sandboxed frame does) or there is no window.
 */
export function openOnrampPopup(): Window | null {
  const view = globalThis.window
  if (!view?.open) return null
  const screen = view.screen
  const left = Math.max(0, Math.round((screen.availWidth - ONRAMP_POPUP_WIDTH_PX) / 2))
  const top = Math.max(0, Math.round((screen.availHeight - ONRAMP_POPUP_HEIGHT_PX) / 2))
  try {
    return view.open(
      'about:blank',
      ONRAMP_POPUP_NAME,
      `popup=yes,width=${ONRAMP_POPUP_WIDTH_PX},height=${ONRAMP_POPUP_HEIGHT_PX},left=${left},top=${top}`,
    )
  } catch {
    // A sandboxed frame without allow-popups throws instead of answering null.
    return null
  }
}
