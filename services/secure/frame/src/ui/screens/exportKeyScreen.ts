import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { createSecureWindowButton } from '../popup/createSecureWindowButton.js'
import { openSecurePopup } from '../popup/openSecurePopup.js'
import { EN, EN_VISIBILITY, format } from '../strings.js'
import { FRAME_TEST_IDS } from '../testIds.js'
import { visibilityReason } from '../visibility/guardButtons.js'
import { frameScreenProtection, type ScreenProtection } from '../visibility/screenProtection.js'
import { keyRows } from './keyRows.js'

/** Which key a row of the export screen shows. */
export type ExportedKeyKind = 'evm' | 'solana'

/** How the user proves it is them again before the key is shown. */
export type Reauthentication =
  | {
      kind: 'email'
      email: string
      /** Mails a fresh code. */
      sendCode(): Promise<void>
      /** Checks the code; a fresh session replaces the old one. */
      confirmCode(code: string): Promise<void>
    }
  | {
      kind: 'social'
      /** The provider's display name. */
      provider: string
      /** Runs the provider's login in `popup` (opened by the click) and checks it is this user. */
      signIn(popup: Window | null): Promise<void>
    }
  | {
      kind: 'farcaster'
      /** The connect URI to open, and the wait for the approving app. */
      start(): Promise<{ url: string; approved: Promise<void> }>
    }

/** Parameters of `exportKeyScreen`. */
export type ExportKeyScreenParameters = {
  reauthentication: Reauthentication
  /**
   * The key as text, combined from the shares for this one read (EVM: 0x hex; Solana: base58 of
   * the 64-byte secret key wallets import). Called on each Reveal and Copy, never in advance.
   */
  readKey(kind: ExportedKeyKind): Promise<string>
  /**
   * How the screen makes sure the keys are seen before Reveal or Copy acts (issue 16, finding 2).
   * @default frameScreenProtection(window): the IntersectionObserver v2 guard, else the secure window
   */
  protection?: ScreenProtection | undefined
}

/** What the Cancel of the export screen answers ExportKey with. */
export const EXPORT_CANCELLED_MESSAGE = 'Export cancelled'

/**
 * The export screen (ExportKey): first a fresh proof that it is the user (a new email code, or the
 * social / Farcaster login again), then each private key with Reveal (hidden by default) and Copy.
 * The key is only ever in this document: it is put in the page's text while revealed and removed
 * when hidden or when the screen closes. Reveal and Copy act only while the frame has been seen for
 * 500 ms (the visibility guard); where the browser cannot tell, the keys are shown in the secure
 * window instead, which asks the frame for each key it reveals or copies.
 */
export function exportKeyScreen({
  reauthentication,
  readKey,
  protection,
}: ExportKeyScreenParameters): ScreenBuilder<void> {
  return ({ resolve, reject }) => {
    const t = FRAME_TEST_IDS
    const body = h('div')
    const status = h('p', { class: 'error', role: 'alert', 'data-testid': t.formError })
    const announcer = h('p', {
      class: 'visually-hidden',
      'aria-live': 'polite',
      'data-testid': t.announcer,
    })
    const cancel = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': t.cancel },
      EN.cancel,
    )
    cancel.addEventListener('click', () =>
      reject(new FrameRequestError(EXPORT_CANCELLED_MESSAGE, 4001)),
    )
    const footer = h('div', { class: 'actions' }, cancel)
    const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
    const mode = protection ?? frameScreenProtection()
    const reason = visibilityReason()
    const cleanups: (() => void)[] = []

    const showKeys = () => {
      status.textContent = ''
      const done = h('button', { type: 'button', 'data-testid': t.done }, EN.done)
      done.addEventListener('click', () => resolve())
      footer.replaceChildren(done)
      if (mode.kind === 'guard') {
        const guard = mode.createGuard()
        const keys = keyRows({ readKey, guard, reason, status, announcer })
        cleanups.push(keys.dispose, () => guard.dispose())
        body.replaceChildren(h('p', { class: 'warning' }, EN.exportWarning), ...keys.rows, reason)
        done.focus()
        return
      }
      // No way to know the frame is seen: the keys are shown in a window nobody can cover.
      const secureWindow = createSecureWindowButton({
        reason,
        intro: EN_VISIBILITY.exportInSecureWindow,
        open: (onClosed) =>
          openSecurePopup({
            screen: { kind: 'export' },
            readKey,
            onDone: () => resolve(),
            onClosed,
          }),
      })
      cleanups.push(secureWindow.dispose)
      body.replaceChildren(
        h('p', { class: 'warning' }, EN.exportWarning),
        reason,
        h('div', { class: 'actions' }, secureWindow.button),
      )
      secureWindow.button.focus()
    }

    const busy = (button: HTMLButtonElement, busyText: string) => {
      const text = button.textContent ?? ''
      button.disabled = true
      button.textContent = busyText
      return () => {
        button.disabled = false
        button.textContent = text
      }
    }

    let initialFocus: HTMLElement | undefined
    if (reauthentication.kind === 'email') {
      const send = h('button', { type: 'button', 'data-testid': t.sendCode }, EN.sendCode)
      const code = h('input', {
        id: 'export-code',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        maxlength: '64',
        'data-testid': t.codeInput,
      })
      const confirm = h('button', { type: 'submit', 'data-testid': t.confirmCode }, EN.confirm)
      const form = h(
        'form',
        { novalidate: true, hidden: true },
        h('label', { for: 'export-code' }, EN.codeLabel),
        code,
        h('div', { class: 'actions' }, confirm),
      )
      send.addEventListener('click', async () => {
        const done = busy(send, EN.sendingCode)
        try {
          await reauthentication.sendCode()
          announcer.textContent = format(EN.codeSent, { email: reauthentication.email })
          form.hidden = false
          code.focus()
        } catch (error) {
          status.textContent = format(EN.reauthFailed, { message: messageOf(error) })
        } finally {
          done()
        }
      })
      form.addEventListener('submit', async (event) => {
        event.preventDefault()
        if (!code.value.trim()) return code.focus()
        const done = busy(confirm, EN.confirming)
        try {
          await reauthentication.confirmCode(code.value.trim())
          showKeys()
        } catch (error) {
          done()
          status.textContent = format(EN.reauthFailed, { message: messageOf(error) })
          code.select()
        }
      })
      body.append(
        h('p', {}, format(EN.reauthEmailText, { email: reauthentication.email })),
        h('div', { class: 'actions' }, send),
        form,
      )
      initialFocus = send
    } else if (reauthentication.kind === 'social') {
      const provider = reauthentication.provider
      const go = h(
        'button',
        { type: 'button', 'data-testid': t.continueSocial },
        format(EN.continueWith, { provider }),
      )
      go.addEventListener('click', async () => {
        // Opened inside the click, or the browser blocks it; the provider's URL is set after.
        const popup = window.open('about:blank', 'portico-reauth', 'popup,width=600,height=800')
        if (!popup) {
          status.textContent = EN.popupBlocked
          return
        }
        const done = busy(go, EN.confirming)
        try {
          await reauthentication.signIn(popup)
          showKeys()
        } catch (error) {
          done()
          status.textContent = format(EN.reauthFailed, { message: messageOf(error) })
        }
      })
      body.append(
        h('p', {}, format(EN.reauthSocialText, { provider })),
        h('div', { class: 'actions' }, go),
      )
      initialFocus = go
    } else {
      const start = reauthentication.start
      const link = h(
        'a',
        { target: '_blank', rel: 'noopener noreferrer', hidden: true },
        EN.openFarcaster,
      )
      body.append(h('p', {}, EN.reauthFarcasterText), link)
      void start()
        .then(({ url, approved }) => {
          link.setAttribute('href', url)
          link.hidden = false
          link.focus()
          return approved
        })
        .then(showKeys, (error) => {
          status.textContent = format(EN.reauthFailed, { message: messageOf(error) })
        })
    }

    const element = h(
      'section',
      { 'aria-labelledby': 'export-title', 'data-testid': t.exportKey },
      h('h1', { id: 'export-title', tabindex: '-1' }, EN.exportTitle),
      body,
      status,
      footer,
      announcer,
    )
    return {
      element,
      initialFocus,
      dispose() {
        for (const cleanup of cleanups) cleanup()
      },
    }
  }
}
