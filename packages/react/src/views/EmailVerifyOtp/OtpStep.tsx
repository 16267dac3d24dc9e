import { EmailLoginCooldownError, type PorticoError } from '@portico/core'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../hooks/useT.js'
import { OTP_LENGTH, OtpInput, otpInputCss } from './OtpInput.js'

export type OtpStepProps = {
  /** What the step says above the field (translated), e.g. 'Enter the code we sent to …'. */
  intro: string
  /** Checks the code (a core action); its rejection is shown and the field cleared for a retry. */
  onSubmit: (otp: string) => Promise<unknown>
  /** Mails a new code (a core action); absent: no resend link. */
  onResend?: (() => Promise<unknown>) | undefined
  testId: string
}

const ONE_SECOND_MS = 1_000

/** The translated text of a rejection from core or the frame (rendered as text, never markup). */
export function useErrorText() {
  const { tError } = useT()
  return useCallback(
    (reason: unknown): string => {
      const error = reason as Partial<PorticoError> | undefined
      return tError(error?.shortMessage ?? error?.message ?? String(reason))
    },
    [tError],
  )
}

/** A ref that is false once the component has unmounted (late answers change nothing). */
export function useMountedRef() {
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return mounted
}

/**
 * One email-code step (EmailVerifyOtp, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp): the code
 * field, focused when the step opens, sent as soon as its sixth digit is typed or pasted (or on
 * Enter). While the code is checked the field is read-only and the status says so (aria-live); a
 * refused code (wrong, expired, locked) is announced (role="alert"), the field emptied and focused
 * again. The resend link asks for a new code; spec §5's 30 s email cooldown answers 'Please try
 * again after N seconds', and the link counts down until it may be used again.
 */
export function OtpStep({ intro, onSubmit, onResend, testId }: OtpStepProps) {
  const { t } = useT()
  const errorText = useErrorText()
  const mounted = useMountedRef()
  const inputRef = useRef<HTMLInputElement>(null)
  const errorId = useId()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [resending, setResending] = useState(false)
  const [resendError, setResendError] = useState<string | undefined>()
  const [cooldownEndsAt, setCooldownEndsAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const cooldownLeft = Math.max(0, Math.ceil((cooldownEndsAt - now) / ONE_SECOND_MS))

  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true })
  }, [])
  // The resend link counts down while the cooldown lasts; its message goes with it.
  useEffect(() => {
    if (cooldownEndsAt <= now) return
    const timer = setTimeout(() => setNow(Date.now()), ONE_SECOND_MS)
    return () => clearTimeout(timer)
  }, [cooldownEndsAt, now])
  const cooling = cooldownLeft > 0
  const shownResendError =
    resendError && (cooldownEndsAt === 0 || cooling) ? resendError : undefined

  const submit = (otp: string) => {
    if (busy || otp.length !== OTP_LENGTH) return
    setBusy(true)
    setError(undefined)
    onSubmit(otp).then(
      () => mounted.current && setBusy(false),
      (reason: unknown) => {
        if (!mounted.current) return
        setBusy(false)
        setError(errorText(reason))
        setCode('')
        inputRef.current?.focus({ preventScroll: true })
      },
    )
  }
  const change = (value: string) => {
    if (busy) return
    setCode(value)
    if (value.length === OTP_LENGTH && value !== code) submit(value)
  }
  const resend = () => {
    if (!onResend || resending || cooling) return
    setResending(true)
    setResendError(undefined)
    setCooldownEndsAt(0)
    onResend().then(
      () => mounted.current && setResending(false),
      (reason: unknown) => {
        if (!mounted.current) return
        setResending(false)
        setResendError(errorText(reason))
        if (reason instanceof EmailLoginCooldownError) {
          const at = Date.now()
          setNow(at)
          setCooldownEndsAt(at + reason.secondsLeft * ONE_SECOND_MS)
        }
      },
    )
  }
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault()
    submit(code)
  }

  return (
    <form className="otp-step" noValidate onSubmit={onFormSubmit} data-testid={testId}>
      <style>{otpStepCss}</style>
      <p className="muted" data-testid="portico-otp-intro">
        {intro}
      </p>
      <OtpInput
        ref={inputRef}
        value={code}
        onChange={change}
        busy={busy}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <p className="otp-status muted" aria-live="polite" data-testid="portico-otp-status">
        {busy && <span className="spinner small" aria-hidden="true" />}
        <span>{busy ? t('otpChecking') : ''}</span>
      </p>
      {error && (
        <p id={errorId} className="error" role="alert" data-testid="portico-otp-error">
          {error}
        </p>
      )}
      {onResend && (
        <p className="otp-resend muted">
          <span>{t('otpNoCode')}</span>{' '}
          <button
            type="button"
            className="link-button"
            aria-disabled={resending || cooling || undefined}
            data-testid="portico-otp-resend"
            onClick={resend}
          >
            {cooling
              ? t('otpResendIn', { seconds: String(cooldownLeft) })
              : resending
                ? t('otpResending')
                : t('otpResend')}
          </button>
        </p>
      )}
      {shownResendError && (
        <p className="error" role="alert" data-testid="portico-otp-resend-error">
          {shownResendError}
        </p>
      )}
    </form>
  )
}

/** Styles of the code steps (the field's own come with it). */
export const otpStepCss = `${otpInputCss}
.otp-step { display: grid; gap: 8px; text-align: center; padding-block: 8px 4px; }
.otp-step .error { font-size: 0.95em; }
.otp-status { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 1.4em; }
.spinner.small { position: static; width: 16px; height: 16px; border-width: 2px; }
.link-button { padding: 0; border: 0; background: none; color: var(--portico-accent-text); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer; }
.link-button[aria-disabled='true'] { color: var(--portico-fg-muted); text-decoration: none; cursor: default; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`
