import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { FrameStep } from '../../ui/FrameStep.js'

/**
 * UpdateEmailSecondaryOtp: the last step of the email change, on the embedded wallet's own screen
 * over this view's slot (issue 16): the code mailed to the new address `data.email`. Accepted,
 * core's updateEmail puts the new email on the account, shows the toast 'Your email is now
 * {email}' and Account.
 */
export function UpdateEmailSecondaryOtp({ data }: ViewProps<'UpdateEmailSecondaryOtp'>) {
  const { t } = useT()
  const next = data?.email
  return (
    <FrameStep
      view="UpdateEmailSecondaryOtp"
      testId="portico-update-email-secondary"
      intro={next ? t('otpInFrameSentTo', { email: next }) : t('otpInFrameSent')}
    />
  )
}
