import { AuthApiError } from '../api/AuthApiError.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import type { FrameContext } from './FrameContext.js'

/** Spec §8 'Not connected to email or social': a request that needs a signed-in user without one. */
export const NOT_CONNECTED_MESSAGE = 'Not connected to email or social'

/** Ends the session the frame holds: the server refused it. Posts SessionExpired when there was one. */
export function expireSession(context: FrameContext): void {
  const had = context.sessions.get() !== undefined || context.state.account !== undefined
  context.sessions.clear()
  context.state.account = undefined
  if (had) context.channel.emit('SessionExpired', undefined)
}

/**
 * Runs an auth API call and turns its failure into the reply the dApp gets: a refused session
 * (401 SESSION_EXPIRED) ends the frame's session and posts SessionExpired; a rate limit with
 * Retry-After says 'Please try again after N seconds' (spec §8); other errors keep the server's
 * message, which never holds internals.
 */
export async function callApi<result>(
  context: FrameContext,
  call: () => Promise<result>,
): Promise<result> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof AuthApiError)) throw error
    if (error.status === 401 && error.code === 'SESSION_EXPIRED') {
      expireSession(context)
      throw new FrameRequestError('Session Expired')
    }
    if (error.code === 'RATE_LIMITED' && error.retryAfterS)
      throw new FrameRequestError(`Please try again after ${Math.ceil(error.retryAfterS)} seconds`)
    throw new FrameRequestError(error.message)
  }
}
