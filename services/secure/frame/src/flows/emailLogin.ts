import { AuthApiError } from '../api/AuthApiError.js'
import type { ApiEmailStartResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { approveDeviceScreen } from '../ui/screens/approveDeviceScreen.js'
import { type CodeRefusal, enterCodeScreen } from '../ui/screens/enterCodeScreen.js'
import { EN_CODE_ENTRY } from '../ui/strings.js'
import { startSession } from './account.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/** An email login's start: the project, and the dApp's verified origin (the device mail names it). */
export function startBody(context: FrameContext, email: string) {
  return { email, projectId: context.config.projectId, origin: context.parentOrigin }
}

/** ConnectEmail: asks the server to mail a code (or a device link first) to `email`. */
export async function connectEmail(
  context: FrameContext,
  email: string,
  signal?: AbortSignal,
): Promise<ApiEmailStartResult> {
  context.state.pendingEmail = email
  return callApi(context, () => context.api.emailStart(startBody(context, email), signal))
}

function pendingEmail(context: FrameContext): string {
  const email = context.state.pendingEmail
  if (!email) throw new FrameRequestError('Connect an email first')
  return email
}

/** What a code screen says of a failure: the server's message, and the tries left of a wrong code. */
export function describeCodeError(error: unknown): CodeRefusal {
  if (error instanceof AuthApiError) {
    const left = (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft
    if (error.code === 'RATE_LIMITED' && error.retryAfterS)
      return { message: `Please try again after ${Math.ceil(error.retryAfterS)} seconds` }
    return {
      message: error.message,
      ...(error.code === 'INVALID_CODE' && typeof left === 'number' ? { attemptsLeft: left } : {}),
    }
  }
  return { message: error instanceof Error ? error.message : String(error) }
}

/**
 * ConnectDevice: the frame's own "Approve this browser" screen (FrameShow EmailVerifyDevice) while
 * the server long-polls (`GET /email/device`) until the mailed link approved this frame's device
 * key; "Send the email again" on it.
 */
export async function connectDevice(context: FrameContext, signal: AbortSignal): Promise<void> {
  const email = pendingEmail(context)
  const approved = (async () => {
    while (!signal.aborted) {
      const { status } = await callApi(context, () => context.api.emailDevice(email, signal))
      if (status === 'approved') return
    }
    throw signal.reason
  })()
  // The screen reports the outcome; an abort while polling must not go unhandled.
  approved.catch(() => {})
  await context.screens.present(
    'EmailVerifyDevice',
    approveDeviceScreen({
      email,
      approved,
      resend: async () => {
        await context.api.emailStart(startBody(context, email))
      },
      describe: (error) => describeCodeError(error).message,
    }),
    signal,
  )
}

/**
 * ConnectOtp: the code screen on the secure origin (FrameShow EmailVerifyOtp) — the code is typed
 * only there, never in the dApp (issue 16); a wrong code keeps the screen with the tries left;
 * "Send a new code" mails another. Replies once a code opened the session. The wallet is made ready
 * by the GetUser that follows, which has no time limit.
 */
export async function connectOtp(context: FrameContext, signal: AbortSignal): Promise<void> {
  const email = pendingEmail(context)
  await context.screens.present(
    'EmailVerifyOtp',
    enterCodeScreen({
      title: EN_CODE_ENTRY.confirmEmailTitle,
      email,
      check: async (otp) => {
        startSession(context, await context.api.emailVerify({ email, otp }, signal))
        context.state.pendingEmail = undefined
      },
      resend: async () => {
        await context.api.emailStart(startBody(context, email), signal)
      },
      describe: describeCodeError,
    }),
    signal,
  )
}
