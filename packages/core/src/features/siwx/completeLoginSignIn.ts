import type { AuthUser } from '../../adapter/AuthAdapter.js'
import type { PorticoContext } from '../../context.js'
import type { Network } from '../../types/network.js'
import { rememberSiwxSession } from './siwxSessions.js'

/**
 * One-click sign-in for email and social users (spec §3 "Embedded-login user: … signature,
 * message, siwxMessage"): when the login signed the dApp's sign-in message, the dApp's
 * `siwx.verify` checks that signature and the session is noted, with no second prompt. The
 * sign-in prompt (watchSiwx) waits for this check; when it refuses or fails, the prompt asks as it
 * would have. Does nothing for a user without a signed message or without `siwx`.
 */
export function completeLoginSignIn(
  context: PorticoContext,
  { network, user }: { network: Network; user: AuthUser },
): void {
  const { siwx } = context.stores.options.getState().options
  const { signature, message, siwxMessage } = user
  if (!siwx?.verify || !signature || !message || !siwxMessage) return
  if (siwxMessage.chainId !== network.caipNetworkId) return
  const record = context.sessions.siwx
  const signedIn = { ...siwxMessage, accountAddress: user.address, serializedMessage: message }
  const pending = siwx
    .verify({ message: signedIn, signature })
    .then((valid) => {
      if (valid) rememberSiwxSession(context, network, user.address)
    })
    .catch(() => {
      // Refused or failed: the prompt asks for a signature as without one-click sign-in.
    })
    .finally(() => {
      if (record.pending === pending) record.pending = undefined
    })
  record.pending = pending
}
