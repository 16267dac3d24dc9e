import { isEmail } from '@portico/core/internal'
import { type FormEvent, useId, useState } from 'react'
import { useT } from '../hooks/useT.js'

export type EmailFormProps = {
  /** Called with the trimmed address once it is valid. */
  onSubmit: (email: string) => void
  initialEmail?: string | undefined
  /** A request is under way: the button says so and does not submit twice. */
  busy?: boolean | undefined
  autoFocus?: boolean | undefined
}

/**
 * An email field with its Continue button. The address is checked on submit (spec §5 "email
 * valid"); a wrong one is announced next to the field, which is marked invalid and described by
 * the message.
 */
export function EmailForm({ onSubmit, initialEmail = '', busy, autoFocus }: EmailFormProps) {
  const { t } = useT()
  const inputId = useId()
  const errorId = useId()
  const [email, setEmail] = useState(initialEmail)
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const address = email.trim()
    if (!isEmail(address)) {
      setInvalid(true)
      return
    }
    setInvalid(false)
    onSubmit(address)
  }
  return (
    <form className="field" noValidate onSubmit={submit} data-testid="portico-email-form">
      <label htmlFor={inputId} className="visually-hidden">
        {t('email')}
      </label>
      <div className="field-row">
        <input
          id={inputId}
          className="search"
          type="email"
          inputMode="email"
          autoComplete="email"
          // biome-ignore lint/a11y/noAutofocus: the view exists to type an address; focus goes where the user is expected to type.
          autoFocus={autoFocus}
          placeholder={t('emailPlaceholder')}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          data-testid="portico-email-input"
          onChange={(event) => {
            setEmail(event.target.value)
            if (invalid) setInvalid(false)
          }}
        />
        <button
          type="submit"
          className="primary"
          aria-busy={busy || undefined}
          disabled={busy}
          data-testid="portico-email-submit"
        >
          {busy ? t('emailSending') : t('emailContinue')}
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="field-error" role="alert" data-testid="portico-email-invalid">
          {t('emailInvalid')}
        </p>
      )}
    </form>
  )
}
