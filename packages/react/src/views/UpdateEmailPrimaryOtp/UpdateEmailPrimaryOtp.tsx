import { useAccount } from '../../hooks/useAccount.js'
import { useT } from '../../hooks/useT.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import { FrameStep } from '../../ui/FrameStep.js'

/**
 * UpdateEmailPrimaryOtp: the change to `data.email` that core's updateEmail started runs on the
 * embedded wallet's own screens, its frame placed over this view's slot (issue 16): the visitor
 * confirms it and types the code mailed to the current address there. The frame then moves on to
 * UpdateEmailSecondaryOtp; a refusal takes core back to UpdateEmailWallet with the message.
 */
export function UpdateEmailPrimaryOtp({ data }: ViewProps<'UpdateEmailPrimaryOtp'>) {
  const { t } = useT()
  const current = useAccount().user?.email ?? undefined
  const next = data?.email
  return (
    <FrameStep
      view="UpdateEmailPrimaryOtp"
      testId="portico-update-email-primary"
      intro={
        current && next
          ? t('updateEmailPrimaryInFrame', { email: current, newEmail: next })
          : t('otpInFrameSent')
      }
    />
  )
}
