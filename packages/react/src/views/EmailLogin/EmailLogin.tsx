import { EmailLoginCooldownError, type PorticoError } from '@portico/core'
import { useEffect, useRef, useState } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { EmailForm } from '../../ui/EmailForm.js'

/**
 * EmailLogin: the email form. Submitting runs core's connectEmail: the address is checked, a
 * login started less than 30 s ago answers 'Please try again after N seconds' (spec §5, §9), and
 * the login itself needs the embedded wallet's adapter, whose absence core reports ('No auth
 * connector found'). Opened from Connect with the typed address, it submits it at once. Loading and
 * error states; errors are shown translated and announced.
 */
export function EmailLogin({ data }: ViewProps<'EmailLogin'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const active = useRef(true)
  useEffect(() => {
    active.current = true
    return () => {
      active.current = false
    }
  }, [])
  const submit = (email: string) => {
    setBusy(true)
    setError(undefined)
    portico.email.connect({ email }).then(
      () => active.current && setBusy(false),
      (reason: unknown) => {
        if (!active.current) return
        setBusy(false)
        setError(
          reason instanceof EmailLoginCooldownError
            ? t('emailCooldown', { seconds: String(reason.secondsLeft) })
            : tError((reason as PorticoError).shortMessage ?? String(reason)),
        )
      },
    )
  }
  // The address typed on Connect is submitted once, as the user already pressed Continue.
  const submitted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the view opened with.
  useEffect(() => {
    if (submitted.current || !data?.email) return
    submitted.current = true
    submit(data.email)
  }, [])
  return (
    <div className="section" data-testid="portico-email-login">
      <style>{connectViewsCss}</style>
      <p className="muted">{t('emailLogin')}</p>
      <EmailForm
        onSubmit={submit}
        initialEmail={data?.email}
        busy={busy}
        autoFocus={!data?.email}
      />
      <p className="visually-hidden" aria-live="polite" data-testid="portico-email-status">
        {busy ? t('emailSending') : ''}
      </p>
      {error && (
        <p className="error" role="alert" data-testid="portico-email-error">
          {error}
        </p>
      )}
    </div>
  )
}
