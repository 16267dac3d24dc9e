import type { ApiUser } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { confirmEmailChangeScreen } from '../ui/screens/confirmEmailChangeScreen.js'
import { enterCodeScreen } from '../ui/screens/enterCodeScreen.js'
import { EN_CODE_ENTRY } from '../ui/strings.js'
import { loadAccount } from './account.js'
import { callApi } from './callApi.js'
import { describeCodeError } from './emailLogin.js'
import type { FrameContext } from './FrameContext.js'

/** Spec §8: the user has no email login to change. */
export const NOT_CONNECTED_TO_EMAIL = 'Not connected to email'

/**
 * UpdateEmail, all on the frame's screens (issue 16, findings 1 and 7): the user confirms the
 * change to `email` (nothing is sent before), types the code mailed to the current address
 * (FrameShow UpdateEmailPrimaryOtp), then the code mailed to the new one (UpdateEmailSecondaryOtp).
 * The server then signs out the user's other sessions and tells the old address. Replies the new
 * address; the dApp never sees a code.
 */
export async function updateEmail(
  context: FrameContext,
  email: string,
  signal: AbortSignal,
): Promise<{ newEmail: string }> {
  const account = await loadAccount(context, signal)
  const current = account.user.email
  if (!current || account.user.socialProvider) throw new FrameRequestError(NOT_CONNECTED_TO_EMAIL)
  return context.screens.inSequence(async () => {
    await context.screens.present(
      'UpdateEmailPrimaryOtp',
      confirmEmailChangeScreen({ current, next: email }),
      signal,
    )
    const start = () => callApi(context, () => context.api.emailUpdate({ email }, signal))
    await start()
    await context.screens.present(
      'UpdateEmailPrimaryOtp',
      enterCodeScreen({
        title: EN_CODE_ENTRY.currentCodeTitle,
        email: current,
        check: async (otp) => {
          await context.api.emailUpdatePrimary({ otp }, signal)
        },
        resend: async () => {
          await start()
        },
        describe: describeCodeError,
      }),
      signal,
    )
    let user: ApiUser | undefined
    await context.screens.present(
      'UpdateEmailSecondaryOtp',
      enterCodeScreen({
        title: EN_CODE_ENTRY.newCodeTitle,
        email,
        check: async (otp) => {
          user = (await context.api.emailUpdateSecondary({ otp }, signal)).user
        },
        describe: describeCodeError,
      }),
      signal,
    )
    if (user && context.state.account) context.state.account.user = user
    return { newEmail: email }
  })
}
