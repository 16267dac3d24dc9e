import type { ExportedKeyKind } from '../screens/exportKeyScreen.js'
import {
  type FrameToPopup,
  PopupToFrameSchema,
  SECURE_POPUP_CHANNEL,
  SECURE_POPUP_PATH,
  type SecurePopupScreen,
} from './securePopupMessages.js'

/** How often the frame looks whether its secure window was closed. */
const CLOSED_POLL_MS = 300

/** Parameters of `openSecurePopup`. */
export type OpenSecurePopupParameters = {
  /** The frame's window (the popup's opener). @default window */
  window?: Window
  /** What the window shows. */
  screen: SecurePopupScreen
  /** An approval's answer (Approve or Reject in the window). */
  onDecision?: ((approved: boolean) => void) | undefined
  /** The export's keys, read in the frame for each Reveal and Copy of the window. */
  readKey?: ((kind: ExportedKeyKind) => Promise<string>) | undefined
  /** The export's Done. */
  onDone?: (() => void) | undefined
  /** The window went away without an answer (closed by the user). */
  onClosed(): void
}

/** The open secure window. */
export type SecurePopup = {
  /** Stops listening and closes the window. */
  close(): void
}

/**
 * Opens the secure window (`GET /approve` of this same origin, a top-level window no page can
 * cover or make transparent) from a click in the frame — a popup needs the click's activation —
 * and talks to it by postMessage: only messages whose `event.source` is that window and whose
 * origin is the frame's own are read, and every post names the frame's own origin as its target.
 * The keys never leave the frame but to that window, one key per Reveal or Copy it asks for; the
 * shares stay in the frame (the window, top-level, sees another storage partition anyway).
 * Undefined when the browser blocked the window.
 */
export function openSecurePopup({
  window: frameWindow = window,
  screen,
  onDecision,
  readKey,
  onDone,
  onClosed,
}: OpenSecurePopupParameters): SecurePopup | undefined {
  const ownOrigin = frameWindow.location.origin
  const name = `portico-secure-${Array.from(frameWindow.crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`
  const popup = frameWindow.open(
    `${ownOrigin}${SECURE_POPUP_PATH}`,
    name,
    'popup,width=480,height=720',
  )
  if (!popup) return undefined
  let finished = false
  const post = (message: FrameToPopup) => popup.postMessage(message, ownOrigin)
  const stop = () => {
    finished = true
    frameWindow.removeEventListener('message', onMessage)
    clearInterval(poll)
  }
  const onMessage = (event: MessageEvent) => {
    if (finished || event.source !== popup || event.origin !== ownOrigin) return
    const parsed = PopupToFrameSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'Ready') {
      post({ channel: SECURE_POPUP_CHANNEL, type: 'Show', screen })
    } else if (message.type === 'Decision' && screen.kind === 'approval') {
      stop()
      onDecision?.(message.approved)
    } else if (message.type === 'ReadKey' && screen.kind === 'export' && readKey) {
      const { id, kind } = message
      readKey(kind).then(
        (key) => {
          if (!finished) post({ channel: SECURE_POPUP_CHANNEL, type: 'Key', id, key })
        },
        (error: unknown) => {
          if (!finished)
            post({
              channel: SECURE_POPUP_CHANNEL,
              type: 'KeyError',
              id,
              message: error instanceof Error ? error.message : String(error),
            })
        },
      )
    } else if (message.type === 'Done' && screen.kind === 'export') {
      stop()
      onDone?.()
    }
  }
  frameWindow.addEventListener('message', onMessage)
  // The window posts its decision and closes itself at once: the poll may see it closed before
  // the posted message is dispatched (they are tasks of different sources, in no set order). So a
  // closed window counts as closed without an answer on the next tick only, once what it posted
  // has been delivered.
  let seenClosed = false
  const poll = setInterval(() => {
    if (!popup.closed) return
    if (!seenClosed) {
      seenClosed = true
      return
    }
    stop()
    onClosed()
  }, CLOSED_POLL_MS)
  return {
    close() {
      stop()
      if (!popup.closed) popup.close()
    },
  }
}
