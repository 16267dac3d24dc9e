import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { OtpStep } from '../EmailVerifyOtp/OtpStep.js'

/**
 * UpdateEmailSecondaryOtp (spec §5 VERIFY_SECONDARY_OTP): the code mailed to the new address
 * `data.email`. Accepted, core's updateEmailSecondaryOtp puts the new email on the account and
 * shows Account; a toast says the email changed. A refused code is announced and the field cleared.
 */
export function UpdateEmailSecondaryOtp({ data }: ViewProps) {
  const portico = usePortico()
  const { t } = useT()
  const next = data?.email
  return (
    <OtpStep
      testId="portico-update-email-secondary"
      intro={next ? t('updateEmailSecondaryIntro', { email: next }) : t('otpSent')}
      onSubmit={(otp) =>
        portico.updateEmailSecondaryOtp({ otp }).then(({ newEmail }) =>
          portico.showNotification({
            message: t('updateEmailDone', { email: newEmail }),
            variant: 'success',
          }),
        )
      }
    />
  )
}
