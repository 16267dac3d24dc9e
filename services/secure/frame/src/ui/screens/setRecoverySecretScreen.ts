import { estimateSecretStrength, type SecretStrength } from '../../keys/estimateSecretStrength.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN, EN_PASSKEY, format } from '../strings.js'
import { FRAME_PASSKEY_TEST_IDS, FRAME_TEST_IDS } from '../testIds.js'

/** Parameters of `setRecoverySecretScreen`. */
export type SetRecoverySecretScreenParameters = {
  /** Creates the wallet under the secret alone; its rejection message is shown and the form stays. */
  create(secret: string): Promise<void>
  /**
   * Where a passkey may protect the wallet (PRF likely): makes the passkey and creates the wallet
   * under it, and under `secret` too when the user set one. A PasskeyPrfUnavailableError turns the
   * screen into the secret-only one.
   */
  createWithPasskey?: ((secret: string | undefined) => Promise<void>) | undefined
  /** Words the secret must not be built on (the user's email). */
  userInputs?: readonly string[] | undefined
  /** @default estimateSecretStrength */
  estimate?:
    | ((secret: string, userInputs: readonly string[]) => Promise<SecretStrength>)
    | undefined
}

/**
 * Whether a new recovery secret and its confirmation are acceptable (issue 16: a strength
 * estimate, not a length rule); the message to show if not.
 */
export async function checkNewRecoverySecret(
  secret: string,
  confirmation: string,
  {
    userInputs = [],
    estimate = estimateSecretStrength,
  }: Pick<SetRecoverySecretScreenParameters, 'userInputs' | 'estimate'> = {},
): Promise<string | undefined> {
  if (!secret) return EN_PASSKEY.secretRequired
  const strength = await estimate(secret, userInputs)
  if (!strength.acceptable)
    return [EN_PASSKEY.secretTooWeak, strength.warning, ...strength.suggestions]
      .filter(Boolean)
      .join(' ')
  if (secret.normalize('NFKC') !== confirmation.normalize('NFKC')) return EN.secretMismatch
  return undefined
}

/**
 * The first-wallet screen. With `createWithPasskey`: 'Protect with a passkey' first, the recovery
 * secret an optional second protection below it (or the only one: 'Create with the recovery
 * secret only'). Without it (no PRF here): the recovery secret, twice. Every secret is checked by
 * the strength estimate. Resolves once the wallet exists.
 */
export function setRecoverySecretScreen({
  create,
  createWithPasskey,
  userInputs,
  estimate,
}: SetRecoverySecretScreenParameters): ScreenBuilder<void> {
  return ({ resolve }) => {
    const t = FRAME_TEST_IDS
    const p = FRAME_PASSKEY_TEST_IDS
    let passkeyOffered = createWithPasskey !== undefined
    const hint = h('p', { id: 'secret-hint', class: 'muted' }, EN_PASSKEY.secretHintStrength)
    const secret = h('input', {
      id: 'secret',
      type: 'password',
      autocomplete: 'new-password',
      'aria-describedby': 'secret-hint secret-error',
      'data-testid': t.secretInput,
    })
    const confirmation = h('input', {
      id: 'secret-confirm',
      type: 'password',
      autocomplete: 'new-password',
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
    const status = h('p', { class: 'muted', role: 'status', 'data-testid': p.passkeyStatus })
    const passkeyButton = h(
      'button',
      { type: 'button', 'data-testid': p.protectWithPasskey },
      EN_PASSKEY.protectWithPasskey,
    )
    const submit = h(
      'button',
      { type: 'submit', class: passkeyOffered ? 'secondary' : '', 'data-testid': t.createWallet },
      passkeyOffered ? EN_PASSKEY.useSecretOnly : EN.createWallet,
    )
    const secretTitle = h(
      'h2',
      { id: 'secret-title' },
      passkeyOffered ? EN_PASSKEY.optionalSecretTitle : EN.secretLabel,
    )
    const secretText = h(
      'p',
      { class: 'muted' },
      passkeyOffered ? EN_PASSKEY.optionalSecretText : '',
    )
    const intro = h('p', {}, passkeyOffered ? EN_PASSKEY.protectText : EN.setSecretText)
    const passkeyBlock = h('div', { class: 'actions' }, passkeyButton)
    const controls = [secret, confirmation, show, submit, passkeyButton]
    const busy = (on: boolean) => {
      for (const control of controls) control.disabled = on
    }

    /** The secret-only screen (no passkey offered, or the browser could not make one). */
    const dropPasskey = (message: string) => {
      passkeyOffered = false
      passkeyBlock.remove()
      intro.textContent = EN.setSecretText
      secretTitle.textContent = EN.secretLabel
      secretText.textContent = ''
      submit.className = ''
      submit.textContent = EN.createWallet
      status.textContent = message
    }

    const problemOf = async (): Promise<string | undefined> => {
      status.textContent = EN_PASSKEY.secretStrengthChecking
      try {
        return await checkNewRecoverySecret(secret.value, confirmation.value, {
          userInputs,
          estimate,
        })
      } finally {
        status.textContent = ''
      }
    }
    const showProblem = (problem: string) => {
      error.textContent = problem
      secret.setAttribute('aria-invalid', 'true')
      secret.focus()
    }

    passkeyButton.addEventListener('click', async (event) => {
      if (!event.isTrusted || !createWithPasskey) return
      error.textContent = ''
      busy(true)
      try {
        // The secret is optional here, but one typed must be strong and typed twice.
        const typed = secret.value || confirmation.value
        if (typed) {
          const problem = await problemOf()
          if (problem) {
            busy(false)
            showProblem(problem)
            return
          }
        }
        secret.removeAttribute('aria-invalid')
        passkeyButton.textContent = EN_PASSKEY.creatingPasskey
        await createWithPasskey(typed ? secret.value : undefined)
        secret.value = confirmation.value = ''
        resolve()
      } catch (failure) {
        busy(false)
        passkeyButton.textContent = EN_PASSKEY.protectWithPasskey
        if (failure instanceof Error && failure.name === 'PasskeyPrfUnavailableError') {
          dropPasskey(EN_PASSKEY.passkeyUnavailable)
          secret.focus()
          return
        }
        error.textContent = format(EN_PASSKEY.passkeyFailed, {
          message: failure instanceof Error ? failure.message : String(failure),
        })
      }
    })

    const form = h(
      'form',
      { novalidate: true, 'aria-labelledby': 'secret-title' },
      secretTitle,
      secretText,
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
      error.textContent = ''
      busy(true)
      const problem = await problemOf()
      if (problem) {
        busy(false)
        showProblem(problem)
        return
      }
      secret.removeAttribute('aria-invalid')
      submit.textContent = EN.creatingWallet
      try {
        await create(secret.value)
        secret.value = confirmation.value = ''
        resolve()
      } catch (failure) {
        error.textContent = format(EN.createFailed, {
          message: failure instanceof Error ? failure.message : String(failure),
        })
        busy(false)
        submit.textContent = passkeyOffered ? EN_PASSKEY.useSecretOnly : EN.createWallet
      }
    })
    const element = h(
      'section',
      { 'aria-labelledby': 'set-secret-title', 'data-testid': t.setSecret },
      h('h1', { id: 'set-secret-title', tabindex: '-1' }, EN.setSecretTitle),
      intro,
      ...(passkeyOffered ? [passkeyBlock] : []),
      status,
      form,
    )
    return { element, initialFocus: passkeyOffered ? passkeyButton : secret }
  }
}
