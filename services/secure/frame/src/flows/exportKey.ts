import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { bytesToHex } from 'viem'
import type { ApiAuthResult } from '../api/types.js'
import { zeroize } from '../keys/zeroize.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import {
  type ExportedKeyKind,
  exportKeyScreen,
  type Reauthentication,
} from '../ui/screens/exportKeyScreen.js'
import { startSession } from './account.js'
import { callApi } from './callApi.js'
import { startBody } from './emailLogin.js'
import { ensureWallet } from './ensureWallet.js'
import type { FrameAccount, FrameContext } from './FrameContext.js'
import { connectFarcaster, getFarcasterUri } from './farcasterLogin.js'
import { getSocialRedirectUri, redeemSocialResult, waitForSocialResult } from './socialLogin.js'
import { withSigningKeys } from './withSigningKeys.js'

/** Provider names as the export screen says them. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

/** The re-authentication's session replaces the old one only when it is the same user's. */
function continueAs(context: FrameContext, account: FrameAccount, result: ApiAuthResult) {
  if (result.user.id !== account.user.id) throw new FrameRequestError('That is another account')
  startSession(context, result)
}

/** How this user proves it is them again: a new email code, or their social / Farcaster login. */
function reauthenticationFor(
  context: FrameContext,
  account: FrameAccount,
  onDone: () => void,
): Reauthentication {
  const provider = account.user.socialProvider
  if (provider === 'farcaster')
    return {
      kind: 'farcaster',
      async start() {
        const { url } = await getFarcasterUri(context)
        const approved = connectFarcaster(context).then((result) => {
          continueAs(context, account, result)
          onDone()
        })
        return { url, approved }
      },
    }
  // A social user signs in with the provider again, even with an email: that email is no login.
  if (provider)
    return {
      kind: 'social',
      provider: PROVIDER_NAMES[provider] ?? provider,
      async signIn(popup) {
        if (!popup) throw new FrameRequestError('Popup closed')
        try {
          // The callback page posts the result to this frame: the secure origin is the opener.
          const { uri } = await getSocialRedirectUri(context, provider)
          popup.location.href = uri
          const resultUri = await waitForSocialResult(context, { popup })
          continueAs(context, account, await redeemSocialResult(context, resultUri))
          onDone()
        } finally {
          if (!popup.closed) popup.close()
        }
      },
    }
  const email = account.user.email ?? ''
  return {
    kind: 'email',
    email,
    async sendCode() {
      await callApi(context, () =>
        context.api.emailStart(
          startBody(context, email),
          undefined,
          // Without the session: signed in already, the server would answer CONNECT and mail nothing.
          { withSession: false },
        ),
      )
    },
    async confirmCode(otp) {
      const result = await callApi(context, () => context.api.emailVerify({ email, otp }))
      continueAs(context, account, result)
      onDone()
    },
  }
}

/** A key as the export screen shows it: EVM 0x hex; Solana base58 of seed ‖ public key (what wallets import). */
function readKey(context: FrameContext, kind: ExportedKeyKind): Promise<string> {
  return withSigningKeys(context, ({ evmPrivateKey, solanaSeed }) => {
    if (kind === 'evm') return bytesToHex(evmPrivateKey)
    const keypair = new Uint8Array(64)
    try {
      keypair.set(solanaSeed, 0)
      keypair.set(ed25519.getPublicKey(solanaSeed), 32)
      return base58.encode(keypair)
    } finally {
      zeroize(keypair)
    }
  })
}

/**
 * ExportKey: the export screen inside the frame (FrameShow EmbeddedWalletFrame). The keys are read
 * only after a fresh re-authentication on that screen, each time the user reveals or copies them,
 * and never leave this document: the reply carries nothing.
 */
export async function exportKey(context: FrameContext, signal: AbortSignal): Promise<void> {
  const account = await ensureWallet(context, signal)
  let reauthenticated = false
  await context.screens.present(
    'EmbeddedWalletFrame',
    exportKeyScreen({
      reauthentication: reauthenticationFor(context, account, () => {
        reauthenticated = true
      }),
      readKey: (kind) => {
        if (!reauthenticated)
          return Promise.reject(new FrameRequestError('Confirm it is you first'))
        return readKey(context, kind)
      },
    }),
    signal,
  )
}
