import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN_CODE_ENTRY as C, format } from '../strings.js'
import { FRAME_CODE_TEST_IDS as T } from '../testIds.js'

/** A refused code, as the screen says it: the server's message, and the tries left when known. */
export type CodeRefusal = { message: string; attemptsLeft?: number | undefined }

/** Parameters of `enterCodeScreen`. */
export type EnterCodeScreenParameters = {
  title: string
  /** Where the code went. */
  email: string
  /** Checks the code; rejects with a CodeRefusal-like error to keep the screen for another try. */
  check(code: string): Promise<void>
  /** Mails a fresh code. @default no "Send a new code" */
  resend?: (() => Promise<void>) | undefined
  /** Reads a refusal out of what `check` or `resend` rejected with. */
  describe(error: unknown): CodeRefusal
}

/**
 * The one-time code, typed only here on the secure origin (issue 16): one field
 * (`autocomplete="one-time-code"`, digits), Verify (Enter too, or the sixth digit), the refusal
 * announced with the tries left, and "Send a new code". Resolves once a code was accepted.
 */
export function enterCodeScreen({
  title,
  email,
  check,
  resend,
  describe,
}: EnterCodeScreenParameters): ScreenBuilder<void> {
  return ({ resolve }) => {
    const code = h('input', {
      id: 'frame-code',
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
      pattern: '[0-9]{6}',
      required: true,
      'aria-describedby': 'frame-code-hint frame-code-error',
      'data-testid': T.codeInput,
    })
    const error = h('p', {
      id: 'frame-code-error',
      class: 'error',
      role: 'alert',
      'data-testid': T.codeError,
    })
    const status = h('p', { 'aria-live': 'polite', 'data-testid': T.codeStatus })
    const verify = h('button', { type: 'submit', 'data-testid': T.verify }, C.verify)
    const again = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': T.resend, hidden: !resend },
      C.resendCode,
    )
    let busy = false
    const setBusy = (value: boolean) => {
      busy = value
      verify.disabled = again.disabled = value
      code.readOnly = value
    }
    const form = h(
      'form',
      { novalidate: true },
      h('label', { for: 'frame-code' }, C.codeInputLabel),
      code,
      h('p', { id: 'frame-code-hint', class: 'hint' }, C.codeSecureHint),
      error,
      status,
      h('div', { class: 'actions' }, again, verify),
    )
    const submit = async () => {
      const value = code.value.replace(/\D/g, '')
      if (busy) return
      if (value.length !== 6) return code.focus()
      error.textContent = ''
      status.textContent = C.verifying
      setBusy(true)
      try {
        await check(value)
        status.textContent = ''
        resolve()
      } catch (failure) {
        const refusal = describe(failure)
        status.textContent = ''
        error.textContent =
          refusal.attemptsLeft !== undefined
            ? format(C.wrongCode, { left: refusal.attemptsLeft })
            : refusal.message
        code.value = ''
        code.setAttribute('aria-invalid', 'true')
        setBusy(false)
        code.focus()
      }
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault()
      void submit()
    })
    code.addEventListener('input', () => {
      // Digits only; a pasted "123 456" or "Your code: 123456" keeps its digits.
      const digits = code.value.replace(/\D/g, '').slice(0, 6)
      if (code.value !== digits) code.value = digits
      if (digits.length === 6) void submit()
    })
    again.addEventListener('click', async () => {
      if (busy || !resend) return
      error.textContent = ''
      status.textContent = C.resending
      setBusy(true)
      try {
        await resend()
        status.textContent = format(C.codeResent, { email })
        code.removeAttribute('aria-invalid')
      } catch (failure) {
        status.textContent = ''
        error.textContent = describe(failure).message
      } finally {
        setBusy(false)
        code.focus()
      }
    })
    const element = h(
      'section',
      { 'aria-labelledby': 'frame-code-title', 'data-testid': T.codeScreen },
      h('h1', { id: 'frame-code-title', tabindex: '-1' }, title),
      h('p', {}, format(C.codeSentTo, { email })),
      form,
    )
    return { element, initialFocus: code }
  }
}
