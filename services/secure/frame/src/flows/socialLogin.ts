import { sha256 } from '@noble/hashes/sha2.js'
import { parseSocialResult } from '@portico/embedded/messages'
import { base64urlnopad, hex } from '@scure/base'
import type { ApiAuthResult } from '../api/types.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { STORAGE_KEYS } from '../state/storageKeys.js'
import { callApi } from './callApi.js'
import type { FrameContext } from './FrameContext.js'

/** Spec §9: a popup the frame opened is polled every second for being closed. */
const POPUP_CLOSED_POLL_MS = 1_000

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
 * (sessionStorage); only its hash goes to the server, which ties it and this frame's device key to
 * the OAuth state. The callback page hands the result URI to this frame only (never to the dApp),
 * and it is useless without the nonce and the key.
 */
export async function getSocialRedirectUri(
  context: FrameContext,
  provider: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ uri: string }> {
  const nonce = createLoginNonce()
  context.sessionStorage.setItem(STORAGE_KEYS.loginNonce, nonce)
  try {
    return await callApi(context, () =>
      context.api.socialStart(
        {
          provider,
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

/** How long a result the callback page handed over before ConnectSocial arrived is kept (the server's result TTL). */
export const EARLY_SOCIAL_RESULT_TTL_MS = 2 * 60 * 1_000

/**
 * Listens, for the life of the frame, for the social callback page's result (origin S, from any
 * window but the dApp's: the dApp opened the popup and the callback posts to its frames). A result
 * goes to the ConnectSocial waiting for it, or is kept for the next one (for 2 minutes), so a
 * callback that is quicker than the dApp's ConnectSocial is not lost. Returns the stop function.
 */
export function receiveSocialResults(context: FrameContext, frameWindow: Window = window) {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== context.ownOrigin || event.source === frameWindow.parent) return
    const result = parseSocialResult(event.data)
    if (!result) return
    const box = context.state.socialResults
    const waiter = box.waiters.shift()
    if (waiter) waiter(result.payload.resultUri)
    else box.early = { resultUri: result.payload.resultUri, at: Date.now() }
  }
  frameWindow.addEventListener('message', onMessage)
  return () => frameWindow.removeEventListener('message', onMessage)
}

/**
 * Waits for the social callback page (origin S, in the popup) to post its result to this frame:
 * only a message of this frame's own origin counts — from `popup` when the frame opened it (the
 * re-login before an export), else as receiveSocialResults takes it (a result that came first is
 * used at once).
 */
export function waitForSocialResult(
  context: FrameContext,
  { popup, signal }: { popup?: Window | undefined; signal?: AbortSignal | undefined } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const box = context.state.socialResults
    if (!popup) {
      const early = box.early
      box.early = undefined
      if (early && Date.now() - early.at < EARLY_SOCIAL_RESULT_TTL_MS)
        return resolve(early.resultUri)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== context.ownOrigin || event.source !== popup) return
      const result = parseSocialResult(event.data)
      if (!result) return
      cleanup()
      resolve(result.payload.resultUri)
    }
    const waiter = (resultUri: string) => {
      cleanup()
      resolve(resultUri)
    }
    const onAbort = () => {
      cleanup()
      reject(signal?.reason)
    }
    const timer =
      popup &&
      setInterval(() => {
        if (popup.closed) {
          cleanup()
          reject(new FrameRequestError('Popup closed'))
        }
      }, POPUP_CLOSED_POLL_MS)
    const cleanup = () => {
      if (timer) clearInterval(timer)
      if (popup) window.removeEventListener('message', onMessage)
      const index = box.waiters.indexOf(waiter)
      if (index >= 0) box.waiters.splice(index, 1)
      signal?.removeEventListener('abort', onAbort)
    }
    if (popup) window.addEventListener('message', onMessage)
    else box.waiters.push(waiter)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
