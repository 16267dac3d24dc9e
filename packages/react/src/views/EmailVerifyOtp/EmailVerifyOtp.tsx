import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { OtpStep } from './OtpStep.js'

/**
 * EmailVerifyOtp (spec §5 VERIFY_OTP): the 6-digit code mailed to `data.email`. core's connectOtp
 * checks it and, accepted, connects the embedded wallet and shows Account; a refused code is
 * announced here. "Resend code" runs connectEmail again (its 30 s cooldown applies).
 */
export function EmailVerifyOtp({ data }: ViewProps) {
  const portico = usePortico()
  const { t } = useT()
  const email = data?.email
  return (
    <OtpStep
      testId="portico-email-verify-otp"
      intro={email ? t('otpSentTo', { email }) : t('otpSent')}
      onSubmit={(otp) => portico.connectOtp({ otp })}
      onResend={email ? () => portico.connectEmail({ email }) : undefined}
    />
  )
}
