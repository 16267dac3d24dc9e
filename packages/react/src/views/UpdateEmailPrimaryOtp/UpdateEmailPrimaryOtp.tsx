import { useAccount } from '../../hooks/useAccount.js'
import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { OtpStep } from '../EmailVerifyOtp/OtpStep.js'

/**
 * UpdateEmailPrimaryOtp (spec §5 VERIFY_PRIMARY_OTP): the code mailed to the current address
 * confirms the change to `data.email`; core's updateEmailPrimaryOtp then shows
 * UpdateEmailSecondaryOtp. A refused code is announced and the field cleared.
 */
export function UpdateEmailPrimaryOtp({ data }: ViewProps) {
  const portico = usePortico()
  const { t } = useT()
  const current = useAccount().user?.email ?? undefined
  const next = data?.email
  return (
    <OtpStep
      testId="portico-update-email-primary"
      intro={
        current && next
          ? t('updateEmailPrimaryIntro', { email: current, newEmail: next })
          : t('otpSent')
      }
      onSubmit={(otp) => portico.updateEmailPrimaryOtp({ otp })}
    />
  )
}
