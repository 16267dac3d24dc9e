import type { ApiAuthResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { callApi, NOT_CONNECTED_MESSAGE } from './callApi.js'
import type { FrameAccount, FrameContext } from './FrameContext.js'

/** Keeps a login's session and user (the wallet, if any, comes with them). */
export function startSession(context: FrameContext, result: ApiAuthResult): FrameAccount {
  context.sessions.set({
    token: result.session,
    userId: result.user.id,
    expiresAt: result.expiresAt,
  })
  const account = { user: result.user, wallet: result.wallet }
  context.state.account = account
  return account
}

/**
 * The signed-in user: from memory, else from `GET /me` with the stored session. Throws 'Not
 * connected to email or social' without a session, 'Session Expired' when the server refuses it.
 */
export async function loadAccount(
  context: FrameContext,
  signal?: AbortSignal,
): Promise<FrameAccount> {
  if (context.state.account) return context.state.account
  const session = context.sessions.get()
  if (!session) throw new FrameRequestError(NOT_CONNECTED_MESSAGE)
  const me = await callApi(context, () => context.api.me(signal))
  if (me.user.id !== session.userId) {
    context.sessions.clear()
    throw new FrameRequestError(NOT_CONNECTED_MESSAGE)
  }
  context.state.account = { user: me.user, wallet: me.wallet }
  return context.state.account
}

/** Signs out locally: the session goes, the device share stays (the next login needs no recovery). */
export function clearAccount(context: FrameContext): void {
  context.sessions.clear()
  context.state.account = undefined
  context.state.pendingEmail = undefined
  context.state.farcaster = undefined
  context.state.freshLogin = false
}
