import { usePortico } from '../../hooks/usePortico.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { FrameStep } from '../../ui/FrameStep.js'
import { useFrameStepAttempt } from '../../ui/useFrameStepAttempt.js'

/**
 * EmailVerifyOtp (spec §5 VERIFY_OTP): the code mailed to `data.email` is typed into the embedded
 * wallet's own code screen, its frame placed over this view's slot — never into the dApp's page
 * (issue 16); wrong codes and resending are the frame's. The view asks core's connectOtp once per
 * attempt; accepted, core connects and shows Account; a failure is announced with Try again.
 */
export function EmailVerifyOtp({ data }: ViewProps<'EmailVerifyOtp'>) {
  const portico = usePortico()
  const { t } = useT()
  const email = data?.email
  const { error, retry } = useFrameStepAttempt(data, () => portico.email.connectOtp())
  return (
    <FrameStep
      view="EmailVerifyOtp"
      testId="portico-email-verify-otp"
      intro={email ? t('otpInFrameSentTo', { email }) : t('otpInFrameSent')}
      error={error}
      onRetry={retry}
    />
  )
}
