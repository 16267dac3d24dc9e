import { FrameRequestError } from '../../messaging/FrameRequestError.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN, EN_PASSKEY, format } from '../strings.js'
import { FRAME_PASSKEY_TEST_IDS, FRAME_TEST_IDS } from '../testIds.js'

/** Parameters of `enterRecoverySecretScreen`. */
export type EnterRecoverySecretScreenParameters = {
  /**
   * Opens the recovery share with the secret and keeps it as this device's share. Rejects with
   * WrongRecoverySecretError (shown as 'This recovery secret does not open your wallet.') or
   * another error (shown with its message); the form stays for another try.
   */
  unlock(secret: string): Promise<void>
  /**
   * Where the wallet has a passkey (issue 16): one prompt opens the recovery share. Rejects with
   * WrongPasskeyError, PasskeyPrfUnavailableError or another error, shown; the screen stays.
   */
  unlockWithPasskey?: (() => Promise<void>) | undefined
  /** Whether the wallet has a recovery secret (the form shows only then). @default true */
  hasSecret?: boolean | undefined
}

/** The message a cancelled unlock answers the request that needed the wallet with. */
export const UNLOCK_CANCELLED_MESSAGE = 'The wallet was not unlocked in this browser'

/**
 * The new-device screen: the user types the recovery secret; the frame decrypts the recovery
 * share with it and keeps it as this device's share. Resolves once unlocked; Cancel rejects.
 */
export function enterRecoverySecretScreen({
  unlock,
  unlockWithPasskey,
  hasSecret = true,
}: EnterRecoverySecretScreenParameters): ScreenBuilder<void> {
  return ({ resolve, reject }) => {
    const t = FRAME_TEST_IDS
    const passkeyError = h('p', { class: 'error', role: 'alert' })
    const passkeyButton = h(
      'button',
      { type: 'button', 'data-testid': FRAME_PASSKEY_TEST_IDS.unlockWithPasskey },
      EN_PASSKEY.unlockWithPasskey,
    )
    passkeyButton.addEventListener('click', async (event) => {
      if (!event.isTrusted || !unlockWithPasskey) return
      passkeyError.textContent = ''
      passkeyButton.disabled = true
      passkeyButton.textContent = EN_PASSKEY.unlockingWithPasskey
      try {
        await unlockWithPasskey()
        resolve()
      } catch (failure) {
        const name = failure instanceof Error ? failure.name : ''
        passkeyError.textContent =
          name === 'WrongPasskeyError'
            ? EN_PASSKEY.wrongPasskey
            : format(EN_PASSKEY.passkeyGetFailed, {
                message: failure instanceof Error ? failure.message : String(failure),
              })
        passkeyButton.disabled = false
        passkeyButton.textContent = EN_PASSKEY.unlockWithPasskey
        passkeyButton.focus()
      }
    })
    const secret = h('input', {
      id: 'recovery-secret',
      type: 'password',
      autocomplete: 'current-password',
      required: true,
      'aria-describedby': 'recovery-error',
      'data-testid': t.recoverySecretInput,
    })
    const error = h('p', {
      id: 'recovery-error',
      class: 'error',
      role: 'alert',
      'data-testid': t.formError,
    })
    const submit = h('button', { type: 'submit', 'data-testid': t.unlock }, EN.unlock)
    const cancel = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': t.cancel },
      EN.cancel,
    )
    cancel.addEventListener('click', () =>
      reject(new FrameRequestError(UNLOCK_CANCELLED_MESSAGE, 4001)),
    )
    const form = h(
      'form',
      { novalidate: true },
      h('label', { for: 'recovery-secret' }, EN.secretLabel),
      secret,
      error,
      h('div', { class: 'actions' }, cancel, submit),
    )
    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (!secret.value) {
        secret.focus()
        return
      }
      error.textContent = ''
      submit.disabled = secret.disabled = true
      submit.textContent = EN.unlocking
      try {
        await unlock(secret.value)
        secret.value = ''
        resolve()
      } catch (failure) {
        const wrong = failure instanceof Error && failure.name === 'WrongRecoverySecretError'
        error.textContent = wrong
          ? EN.wrongSecret
          : format(EN.unlockFailed, {
              message: failure instanceof Error ? failure.message : String(failure),
            })
        secret.setAttribute('aria-invalid', 'true')
        submit.disabled = secret.disabled = false
        submit.textContent = EN.unlock
        secret.select()
        secret.focus()
      }
    })
    const passkeyPart = unlockWithPasskey
      ? [
          h('p', {}, EN_PASSKEY.unlockText),
          h('div', { class: 'actions' }, passkeyButton),
          passkeyError,
          ...(hasSecret ? [h('h2', {}, EN_PASSKEY.orUseSecret)] : []),
        ]
      : [h('p', {}, EN.enterSecretText)]
    const element = h(
      'section',
      { 'aria-labelledby': 'enter-secret-title', 'data-testid': t.enterSecret },
      h('h1', { id: 'enter-secret-title', tabindex: '-1' }, EN.enterSecretTitle),
      ...passkeyPart,
      ...(hasSecret ? [form] : [h('div', { class: 'actions' }, cancel)]),
    )
    return { element, initialFocus: unlockWithPasskey ? passkeyButton : secret }
  }
}
