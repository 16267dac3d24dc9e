import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN, format } from '../strings.js'
import { FRAME_TEST_IDS } from '../testIds.js'

/** The shortest recovery secret the frame accepts (it guards the recovery share against guessing). */
export const MIN_RECOVERY_SECRET_LENGTH = 12

/** Parameters of `setRecoverySecretScreen`. */
export type SetRecoverySecretScreenParameters = {
  /** Creates the wallet under the secret; its rejection message is shown and the form stays. */
  create(secret: string): Promise<void>
}

/** Whether a recovery secret and its confirmation are acceptable; the message to show if not. */
export function checkNewRecoverySecret(secret: string, confirmation: string): string | undefined {
  if ([...secret.normalize('NFKC')].length < MIN_RECOVERY_SECRET_LENGTH)
    return format(EN.secretTooShort, { min: MIN_RECOVERY_SECRET_LENGTH })
  if (secret.normalize('NFKC') !== confirmation.normalize('NFKC')) return EN.secretMismatch
  return undefined
}

/**
 * The first-wallet screen: the user chooses the recovery secret (twice), then the frame generates
 * the keys, splits them and stores the shares (`create`). Resolves once the wallet exists.
 */
export function setRecoverySecretScreen({
  create,
}: SetRecoverySecretScreenParameters): ScreenBuilder<void> {
  return ({ resolve }) => {
    const t = FRAME_TEST_IDS
    const hint = h(
      'p',
      { id: 'secret-hint', class: 'muted' },
      format(EN.secretHint, { min: MIN_RECOVERY_SECRET_LENGTH }),
    )
    const secret = h('input', {
      id: 'secret',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      'aria-describedby': 'secret-hint secret-error',
      'data-testid': t.secretInput,
    })
    const confirmation = h('input', {
      id: 'secret-confirm',
      type: 'password',
      autocomplete: 'new-password',
      required: true,
      'aria-describedby': 'secret-error',
      'data-testid': t.secretConfirmInput,
    })
    const show = h('input', { id: 'secret-show', type: 'checkbox', 'data-testid': t.showSecret })
    show.addEventListener('change', () => {
      secret.type = confirmation.type = show.checked ? 'text' : 'password'
    })
    const error = h('p', {
      id: 'secret-error',
      class: 'error',
      role: 'alert',
      'data-testid': t.formError,
    })
    const submit = h('button', { type: 'submit', 'data-testid': t.createWallet }, EN.createWallet)
    const form = h(
      'form',
      { novalidate: true },
      h('label', { for: 'secret' }, EN.secretLabel),
      secret,
      hint,
      h('label', { for: 'secret-confirm' }, EN.confirmSecretLabel),
      confirmation,
      h('label', { class: 'check', for: 'secret-show' }, show, EN.showSecret),
      error,
      h('div', { class: 'actions' }, submit),
    )
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      const problem = checkNewRecoverySecret(secret.value, confirmation.value)
      if (problem) {
        error.textContent = problem
        secret.setAttribute('aria-invalid', 'true')
        secret.focus()
        return
      }
      secret.removeAttribute('aria-invalid')
      error.textContent = ''
      submit.disabled = secret.disabled = confirmation.disabled = true
      submit.textContent = EN.creatingWallet
      try {
        await create(secret.value)
        secret.value = confirmation.value = ''
        resolve()
      } catch (failure) {
        error.textContent = format(EN.createFailed, {
          message: failure instanceof Error ? failure.message : String(failure),
        })
        submit.disabled = secret.disabled = confirmation.disabled = false
        submit.textContent = EN.createWallet
      }
    })
    const element = h(
      'section',
      { 'aria-labelledby': 'set-secret-title', 'data-testid': t.setSecret },
      h('h1', { id: 'set-secret-title', tabindex: '-1' }, EN.setSecretTitle),
      h('p', {}, EN.setSecretText),
      form,
    )
    return { element, initialFocus: secret }
  }
}
