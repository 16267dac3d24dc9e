import { SOCIAL_POPUP_CLOSED_POLL_MS } from '../constants.js'
import type { PorticoContext } from '../context.js'
import { ModalClosedError, PopupClosedError } from '../errors/connection.js'

/** The channel of every embedded-wallet message (docs/embedded-wallet.md "Frame messages"). */
const CHANNEL = 'portico-embedded'
const MAX_RESULT_URI_CHARS = 4_096

/** The one-time result URI of a SocialResult message, or undefined when `data` is not one. */
export function readSocialResult(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as { channel?: unknown; type?: unknown; payload?: { resultUri?: unknown } }
  if (message.channel !== CHANNEL || message.type !== 'SocialResult') return undefined
  const uri = message.payload?.resultUri
  return typeof uri === 'string' && uri.length > 0 && uri.length <= MAX_RESULT_URI_CHARS
    ? uri
    : undefined
}

export type WaitForSocialResultParameters = {
  popup: Window
  /** The secure site's origin: the result is accepted from it alone (spec §4). */
  secureOrigin: string
  /** The window the popup posts to. @default window */
  target?: Window | undefined
}

/**
 * Waits for the social callback page in `popup` to post its SocialResult: only a message whose
 * origin is the secure site's and whose source is the popup counts; anything else is ignored.
 * The popup is checked every second (spec §9): closed first → 'Popup closed'. The modal closing
 * meanwhile closes the popup → 'Modal closed'.
 */
export function waitForSocialResult(
  context: PorticoContext,
  { popup, secureOrigin, target = globalThis.window }: WaitForSocialResultParameters,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = (settle: () => void) => {
      target.removeEventListener('message', onMessage)
      clearInterval(poll)
      stopWatchingModal()
      settle()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== secureOrigin || event.source !== popup) return
      const uri = readSocialResult(event.data)
      if (uri) done(() => resolve(uri))
    }
    const poll = setInterval(() => {
      if (popup.closed) done(() => reject(new PopupClosedError()))
    }, SOCIAL_POPUP_CLOSED_POLL_MS)
    const stopWatchingModal = context.stores.modal.subscribe((state, previous) => {
      if (!previous.open || state.open) return
      popup.close()
      done(() => reject(new ModalClosedError()))
    })
    target.addEventListener('message', onMessage)
  })
}
