import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../../constants.js'

/** The window name of the social login popup: a second login reuses the same popup. */
export const SOCIAL_POPUP_NAME = 'portico-social-login'

/**
 * Opens the social login popup, 600×800 (spec §9), centred on the screen, on a blank page: call it
 * synchronously inside the visitor's click (browsers block popups opened later), before anything
 * is awaited; connectSocial then sends it to the provider. Null when the browser blocked it.
 */
export function openSocialPopup(): Window | null {
  const view = globalThis.window
  if (!view?.open) return null
  const screen = view.screen
  const left = Math.max(0, Math.round((screen.availWidth - SOCIAL_POPUP_WIDTH_PX) / 2))
  const top = Math.max(0, Math.round((screen.availHeight - SOCIAL_POPUP_HEIGHT_PX) / 2))
  return view.open(
    'about:blank',
    SOCIAL_POPUP_NAME,
    `popup=yes,width=${SOCIAL_POPUP_WIDTH_PX},height=${SOCIAL_POPUP_HEIGHT_PX},left=${left},top=${top}`,
  )
}
