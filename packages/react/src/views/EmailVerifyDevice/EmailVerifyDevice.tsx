import { EmailLoginCooldownError } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { useErrorText, useMountedRef } from '../EmailVerifyOtp/OtpStep.js'

/**
 * EmailVerifyDevice (spec §5 VERIFY_DEVICE): this browser is new to the address, so the secure
 * site mailed a link that approves it. The view says so and waits on core's connectDevice, which
 * shows EmailVerifyOtp once the link was opened. A failure is announced with a retry; "Resend
 * email" runs connectEmail again (its 30 s cooldown applies).
 */
export function EmailVerifyDevice({ data }: ViewProps) {
  const portico = usePortico()
  const { t } = useT()
  const errorText = useErrorText()
  const mounted = useMountedRef()
  const email = data?.email
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const [resendState, setResendState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [resendError, setResendError] = useState<string | undefined>()
  // One wait per attempt, also under StrictMode's second effect run.
  const waiting = useRef(-1)
  useEffect(() => {
    if (waiting.current === attempt) return
    waiting.current = attempt
    setError(undefined)
    portico.connectDevice().catch((reason: unknown) => {
      if (mounted.current && waiting.current === attempt) setError(errorText(reason))
    })
  }, [portico, attempt, mounted, errorText])
  const resend = () => {
    if (!email || resendState === 'sending') return
    setResendState('sending')
    setResendError(undefined)
    portico.connectEmail({ email }).then(
      () => mounted.current && setResendState('sent'),
      (reason: unknown) => {
        if (!mounted.current) return
        setResendState('idle')
        setResendError(
          reason instanceof EmailLoginCooldownError
            ? t('emailCooldown', { seconds: String(reason.secondsLeft) })
            : errorText(reason),
        )
      },
    )
  }
  return (
    <div className="center device" data-testid="portico-email-verify-device">
      <style>{deviceCss}</style>
      <div className="ring">
        {!error && <span className="spinner" aria-hidden="true" />}
        <MailIcon />
      </div>
      <p className="address">{t('deviceCheckInbox')}</p>
      <p className="muted" data-testid="portico-device-intro">
        {email ? t('deviceLinkSentTo', { email }) : t('deviceLinkSent')}
      </p>
      {error ? (
        <>
          <p className="error" role="alert" data-testid="portico-device-error">
            {error}
          </p>
          <button
            type="button"
            className="primary"
            data-testid="portico-device-retry"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('tryAgain')}
          </button>
        </>
      ) : (
        <p className="muted" aria-live="polite" data-testid="portico-device-status">
          {t('deviceWaiting')}
        </p>
      )}
      {email && (
        <button
          type="button"
          className="secondary"
          aria-disabled={resendState === 'sending' || undefined}
          data-testid="portico-device-resend"
          onClick={resend}
        >
          {resendState === 'sending' ? t('otpResending') : t('deviceResend')}
        </button>
      )}
      <p className="muted" aria-live="polite" data-testid="portico-device-resend-status">
        {resendState === 'sent' ? t('deviceResent') : ''}
      </p>
      {resendError && (
        <p className="error" role="alert" data-testid="portico-device-resend-error">
          {resendError}
        </p>
      )}
    </div>
  )
}

/** An envelope, in the text colour. */
function MailIcon() {
  return (
    <svg
      className="device-icon"
      width="36"
      height="36"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  )
}

const deviceCss = `
.device .ring { color: var(--portico-fg); }
.device .device-icon { width: 36px; height: 36px; }
.device .secondary[aria-disabled='true'] { opacity: 0.6; cursor: default; }
`
