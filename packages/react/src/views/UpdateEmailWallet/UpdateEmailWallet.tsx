import { useState } from 'react'
import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { EmailForm } from '../../ui/EmailForm.js'
import { useErrorText } from '../../ui/useErrorText.js'
import { useMountedRef } from '../../ui/useMountedRef.js'

/**
 * UpdateEmailWallet (spec §2): the embedded wallet's new email. core's updateEmail checks it
 * (spec §5 "email valid") and runs the whole change on the frame's own screens
 * (UpdateEmailPrimaryOtp, then UpdateEmailSecondaryOtp: issue 16). The current address is shown;
 * typing it again is refused here. Errors are announced; a change the frame refused comes back
 * here with the address and the message (`data.email`, `data.errorMessage`), to try again.
 */
export function UpdateEmailWallet({ data }: ViewProps<'UpdateEmailWallet'>) {
  const portico = usePortico()
  const { t, tError } = useT()
  const errorText = useErrorText()
  const mounted = useMountedRef()
  const current = useAccount().user?.email ?? undefined
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(() =>
    data?.errorMessage ? tError(data.errorMessage) : undefined,
  )
  const submit = (email: string) => {
    if (current && email.toLowerCase() === current.toLowerCase()) {
      setError(t('updateEmailSame'))
      return
    }
    setBusy(true)
    setError(undefined)
    portico.email.update({ email }).then(
      () => mounted.current && setBusy(false),
      (reason: unknown) => {
        if (!mounted.current) return
        setBusy(false)
        setError(errorText(reason))
      },
    )
  }
  return (
    <div className="section" data-testid="portico-update-email">
      <style>{connectViewsCss}</style>
      {current && (
        <p className="muted" data-testid="portico-update-email-current">
          {t('updateEmailCurrent', { email: current })}
        </p>
      )}
      <p className="muted">{t('updateEmailIntro')}</p>
      <EmailForm onSubmit={submit} initialEmail={data?.email} busy={busy} autoFocus />
      <p className="visually-hidden" aria-live="polite" data-testid="portico-update-email-status">
        {busy ? t('emailSending') : ''}
      </p>
      {error && (
        <p className="error" role="alert" data-testid="portico-update-email-error">
          {error}
        </p>
      )}
    </div>
  )
}
