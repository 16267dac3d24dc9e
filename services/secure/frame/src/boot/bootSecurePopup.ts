import { createScreenHost } from '../ui/createScreenHost.js'
import { h } from '../ui/h.js'
import {
  FrameToPopupSchema,
  type PopupToFrame,
  SECURE_POPUP_CHANNEL,
} from '../ui/popup/securePopupMessages.js'
import { approvalScreen } from '../ui/screens/approvalScreen.js'
import type { ExportedKeyKind } from '../ui/screens/exportKeyScreen.js'
import { revealKeysScreen } from '../ui/screens/revealKeysScreen.js'
import { statusScreen } from '../ui/screens/statusScreen.js'
import { EN_VISIBILITY } from '../ui/strings.js'
import { FRAME_CSS } from '../ui/styles.js'
import { createFocusGuard } from '../ui/visibility/createFocusGuard.js'

/** How long the window waits for a key it asked the frame for. */
const KEY_TIMEOUT_MS = 30_000

/**
 * Starts the secure window (`GET /approve`, a top-level window of the secure origin the frame
 * opened where it cannot tell whether it is seen; issue 16, finding 2). It shows what the frame
 * sends — an approval, or the export's keys — and answers only to the frame: messages are read
 * only when `event.source` is `window.opener` and their origin is this window's own, and every
 * post names that origin as its target. Opened by anything else (a dApp's page, or framed), it
 * shows 'Nothing to show' and posts nothing. Its buttons arm once the window has been shown and
 * focused for 500 ms. It holds no share, no session, no key but the one it is showing.
 */
export function bootSecurePopup(popupWindow: Window = window): void {
  const document = popupWindow.document
  document.title = EN_VISIBILITY.popupPageTitle
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(FRAME_CSS)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  const root =
    document.getElementById('frame-root') ??
    document.body.appendChild(h('main', { id: 'frame-root' }))
  const screens = createScreenHost({ root, onVisible: () => {}, onHidden: () => {} })
  const opener = popupWindow.opener as Window | null
  if (!opener || popupWindow.top !== popupWindow) {
    screens.showPermanent(
      statusScreen({
        title: EN_VISIBILITY.popupRefusedTitle,
        text: EN_VISIBILITY.popupRefusedText,
        code: 'NOT_OPENED_BY_WALLET',
      }),
    )
    return
  }
  const ownOrigin = popupWindow.location.origin
  const post = (message: PopupToFrame) => opener.postMessage(message, ownOrigin)
  screens.showPermanent(
    statusScreen({
      title: EN_VISIBILITY.popupWaitingTitle,
      text: EN_VISIBILITY.popupWaitingText,
      code: 'WAITING',
    }),
  )
  const finish = () => {
    screens.showPermanent(
      statusScreen({
        title: EN_VISIBILITY.popupDoneTitle,
        text: EN_VISIBILITY.popupDoneText,
        code: 'DONE',
      }),
    )
    popupWindow.close()
  }
  const reads = new Map<string, { resolve(key: string): void; reject(error: Error): void }>()
  let nextRead = 0
  const readKey = (kind: ExportedKeyKind) =>
    new Promise<string>((resolve, reject) => {
      const id = String(++nextRead)
      const timer = setTimeout(() => {
        reads.delete(id)
        reject(new Error('The wallet did not answer'))
      }, KEY_TIMEOUT_MS)
      reads.set(id, {
        resolve: (key) => {
          clearTimeout(timer)
          resolve(key)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      post({ channel: SECURE_POPUP_CHANNEL, type: 'ReadKey', id, kind })
    })

  let shown = false
  popupWindow.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== ownOrigin) return
    const parsed = FrameToPopupSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'Key' || message.type === 'KeyError') {
      const read = reads.get(message.id)
      reads.delete(message.id)
      if (message.type === 'Key') read?.resolve(message.key)
      else read?.reject(new Error(message.message))
      return
    }
    if (shown) return
    shown = true
    const guard = () => createFocusGuard({ window: popupWindow })
    const { screen } = message
    if (screen.kind === 'approval') {
      const { kind: _, ...request } = screen
      void screens
        .present(
          'ApproveTransaction',
          approvalScreen({ ...request, protection: { kind: 'guard', createGuard: guard } }),
        )
        .then((approved) => {
          post({ channel: SECURE_POPUP_CHANNEL, type: 'Decision', approved })
          finish()
        })
      return
    }
    void screens
      .present('EmbeddedWalletFrame', revealKeysScreen({ readKey, guard: guard() }))
      .then(() => {
        post({ channel: SECURE_POPUP_CHANNEL, type: 'Done' })
        finish()
      })
  })
  post({ channel: SECURE_POPUP_CHANNEL, type: 'Ready' })
}
