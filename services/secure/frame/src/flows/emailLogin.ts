import type { ApiEmailStartResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { startSession } from './account.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/** ConnectEmail: asks the server to mail a code (or a device link first) to `email`. */
export async function connectEmail(
  context: FrameContext,
  email: string,
  signal?: AbortSignal,
): Promise<ApiEmailStartResult> {
  context.state.pendingEmail = email
  return callApi(context, () =>
    context.api.emailStart(
      { email, projectId: context.config.projectId, deviceId: context.deviceId },
      signal,
    ),
  )
}

function pendingEmail(context: FrameContext): string {
  const email = context.state.pendingEmail
  if (!email) throw new FrameRequestError('Connect an email first')
  return email
}

/**
 * ConnectDevice: waits until the device-approval link mailed for this browser is opened. The
 * server long-polls (`GET /email/device`); the frame asks again until approved or aborted.
 */
export async function connectDevice(context: FrameContext, signal: AbortSignal): Promise<void> {
  const email = pendingEmail(context)
  while (!signal.aborted) {
    const { status } = await callApi(context, () =>
      context.api.emailDevice(email, context.deviceId, signal),
    )
    if (status === 'approved') return
  }
}

/**
 * ConnectOtp: checks the code and opens the session. The wallet is made ready (created or
 * unlocked on the frame's screens) by the GetUser that follows, which has no time limit.
 */
export async function connectOtp(
  context: FrameContext,
  otp: string,
  signal?: AbortSignal,
): Promise<void> {
  const email = pendingEmail(context)
  const result = await callApi(context, () =>
    context.api.emailVerify({ email, otp, deviceId: context.deviceId }, signal),
  )
  context.state.pendingEmail = undefined
  startSession(context, result)
}
