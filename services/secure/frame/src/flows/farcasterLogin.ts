import type { ApiAuthResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'
import { createLoginNonce, hashLoginNonce } from './socialLogin.js'

/** Spec §8 'Failed to connect to farcaster'. */
export const FARCASTER_FAILED = 'Failed to connect to farcaster'

/**
 * GetFarcasterUri: opens a Farcaster sign-in channel on the server with the hash of a fresh login
 * nonce (kept in memory, as for social logins); its connect URI for the dApp to show.
 */
export async function getFarcasterUri(
  context: FrameContext,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  const loginNonce = createLoginNonce()
  const { url, channelId } = await callApi(context, () =>
    context.api.farcasterStart(
      { projectId: context.config.projectId, loginNonceHash: hashLoginNonce(loginNonce) },
      signal,
    ),
  )
  context.state.farcaster = { channelId, loginNonce }
  return { url }
}

/**
 * ConnectFarcaster: waits (long-polls) for the approving app; the login's session, user and
 * wallet — not yet the frame's session (startSession makes it so).
 */
export async function connectFarcaster(
  context: FrameContext,
  signal?: AbortSignal,
): Promise<ApiAuthResult> {
  const login = context.state.farcaster
  if (!login) throw new FrameRequestError(FARCASTER_FAILED)
  for (;;) {
    if (signal?.aborted) throw new FrameRequestError(FARCASTER_FAILED)
    const answer = await callApi(context, () => context.api.farcasterWait(login, signal))
    if (answer.status === 'completed') {
      context.state.farcaster = undefined
      return answer
    }
  }
}
