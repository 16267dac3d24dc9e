import { sha256 } from '@noble/hashes/sha2.js'
import { base64urlnopad, hex } from '@scure/base'
import type { ApiAuthResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/** Spec §8: the social login could not start / did not finish. */
export const SOCIAL_START_FAILED = 'Failed to initiate social connection'
export const SOCIAL_CONNECT_FAILED = 'Failed to connect'

/** SHA-256 (hex) of a login nonce's UTF-8 text: what the server keeps with the login state. */
export function hashLoginNonce(nonce: string): string {
  return hex.encode(sha256(new TextEncoder().encode(nonce)))
}

/** A fresh login nonce: 32 random bytes, base64url. */
export function createLoginNonce(): string {
  return base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * GetSocialRedirectUri: a fresh login nonce (32 random bytes, base64url) stays in this frame
 * (sessionStorage); only its hash goes to the server, which ties it to the OAuth state. The result
 * URI the popup later hands the dApp is useless without the nonce, so the dApp (or anyone who sees
 * the URI) cannot redeem it elsewhere.
 */
export async function getSocialRedirectUri(
  context: FrameContext,
  provider: string,
  { origin = context.parentOrigin, signal }: { origin?: string; signal?: AbortSignal } = {},
): Promise<{ uri: string }> {
  const nonce = createLoginNonce()
  context.sessionStorage.setItem(STORAGE_KEYS.loginNonce, nonce)
  try {
    return await callApi(context, () =>
      context.api.socialStart(
        {
          provider,
          origin,
          loginNonceHash: hashLoginNonce(nonce),
          projectId: context.config.projectId,
        },
        signal,
      ),
    )
  } catch (error) {
    context.sessionStorage.removeItem(STORAGE_KEYS.loginNonce)
    if (error instanceof FrameRequestError && error.message !== 'Server Error') throw error
    throw new FrameRequestError(SOCIAL_START_FAILED)
  }
}

/**
 * Redeems a social login's result URI with the frame's nonce (used once): the login's session,
 * user and wallet — not yet the frame's session (startSession makes it so).
 */
export async function redeemSocialResult(
  context: FrameContext,
  resultUri: string,
  signal?: AbortSignal,
): Promise<ApiAuthResult> {
  const loginNonce = context.sessionStorage.getItem(STORAGE_KEYS.loginNonce)
  if (!loginNonce) throw new FrameRequestError(SOCIAL_CONNECT_FAILED)
  context.sessionStorage.removeItem(STORAGE_KEYS.loginNonce)
  return callApi(context, () => context.api.socialRedeem({ resultUri, loginNonce }, signal))
}
