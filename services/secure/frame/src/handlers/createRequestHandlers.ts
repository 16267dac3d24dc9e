import { AuthApiError } from '../api/AuthApiError.js'
import { clearAccount, loadAccount, startSession } from '../flows/account.js'
import { connectDevice, connectEmail, connectOtp } from '../flows/emailLogin.js'
import { ensureWallet, hasDeviceShare } from '../flows/ensureWallet.js'
import { exportKey } from '../flows/exportKey.js'
import type { FrameContext } from '../flows/FrameContext.js'
import { connectFarcaster, getFarcasterUri } from '../flows/farcasterLogin.js'
import { activeChain, rememberChain, resolveChain } from '../flows/resolveChain.js'
import { signInOnLogin } from '../flows/signInOnLogin.js'
import {
  getSocialRedirectUri,
  redeemSocialResult,
  waitForSocialResult,
} from '../flows/socialLogin.js'
import { toFrameUser } from '../flows/toFrameUser.js'
import { updateEmail } from '../flows/updateEmail.js'
import type { FrameRequestHandlers } from '../messaging/createFrameChannel.js'
import { FrameRequestError } from '../messaging/FrameRequestError.js'
import { handleRpcRequest } from '../rpc/handleRpcRequest.js'
import { applyTheme } from '../ui/applyTheme.js'

/** SetPreferredAccount / GetUser with smartAccount: this wallet has EOAs only. */
export const SMART_ACCOUNT_UNAVAILABLE =
  'Smart accounts are not available in this wallet: it uses an EOA'

/** SwitchNetwork: the chain becomes the active one (posts ChainChanged when it changed). */
function switchChain(context: FrameContext, chainId: number | string): number | string {
  const chain = resolveChain(context, chainId)
  const before = activeChain(context)
  rememberChain(context, chain)
  context.state.namespace = chain.namespace
  if (before.namespace !== chain.namespace || before.chainId !== chain.chainId)
    context.channel.emit('ChainChanged', { chainId: chain.chainId })
  return chain.chainId
}

/**
 * The frame's answer to every request of docs/embedded-wallet.md "Frame messages". Handlers throw
 * FrameRequestError for the replies the dApp shows; their success payloads are checked against
 * the shared schemas by the channel before they are posted.
 */
export function createRequestHandlers(context: FrameContext): FrameRequestHandlers {
  return {
    ConnectEmail: ({ email }, { signal }) => connectEmail(context, email, signal),
    ConnectDevice: async (_, { signal }) => {
      await connectDevice(context, signal)
    },
    ConnectOtp: async (_, { signal }) => {
      await connectOtp(context, signal)
      context.state.freshLogin = true
    },
    GetSocialRedirectUri: ({ provider }, { signal }) =>
      getSocialRedirectUri(context, provider, { signal }),
    ConnectSocial: async (_, { signal }) => {
      // The callback page hands the result to this frame, never to the dApp (issue 16). The reply
      // comes once the session is open, so the dApp can close the popup; the wallet is made ready
      // by the GetUser that follows (as after ConnectOtp).
      const resultUri = await waitForSocialResult(context, { signal })
      startSession(context, await redeemSocialResult(context, resultUri, signal))
      context.state.freshLogin = true
    },
    GetFarcasterUri: (_, { signal }) => getFarcasterUri(context, signal),
    ConnectFarcaster: async (_, { signal }) => {
      startSession(context, await connectFarcaster(context, signal))
      context.state.freshLogin = true
      return toFrameUser(context, await ensureWallet(context, signal))
    },
    GetUser: async (payload, { signal }) => {
      // The chain's namespace decides the address; the active chain stays (no ChainChanged).
      // A smartAccount preference gets the EOA, and the User says so (preferredAccountType 'eoa').
      const chain =
        payload?.chainId === undefined
          ? activeChain(context)
          : resolveChain(context, payload.chainId)
      const account = await ensureWallet(context, signal)
      rememberChain(context, chain)
      const user = toFrameUser(context, account, chain)
      // One-click sign-in: only the first GetUser after a login signs, the login its approval.
      const signIn = context.state.freshLogin ? payload?.siwxMessage : undefined
      context.state.freshLogin = false
      return signIn ? { ...user, ...(await signInOnLogin(context, account, chain, signIn)) } : user
    },
    SwitchNetwork: async ({ chainId }) => ({ chainId: switchChain(context, chainId) }),
    SignOut: async () => {
      if (context.sessions.get())
        await context.api.signOut().catch((error: unknown) => {
          if (!(error instanceof AuthApiError)) throw error
        })
      clearAccount(context)
    },
    IsConnected: async (_, { signal }) => {
      if (!context.sessions.get()) return { isConnected: false }
      try {
        const account = await loadAccount(context, signal)
        return { isConnected: account.wallet !== null && hasDeviceShare(context, account) }
      } catch (error) {
        if (error instanceof FrameRequestError) return { isConnected: false }
        throw error
      }
    },
    GetChainId: async () => ({ chainId: activeChain(context).chainId }),
    UpdateEmail: ({ email }, { signal }) => updateEmail(context, email, signal),
    SyncTheme: async (theme) => {
      applyTheme(document.documentElement, theme)
    },
    SyncDappData: async (data) => {
      if (data.projectId !== context.config.projectId)
        throw new FrameRequestError('The project id does not match the frame’s')
      context.state.dapp = data
    },
    GetSmartAccountEnabledNetworks: async () => ({ smartAccountEnabledNetworks: [] }),
    SetPreferredAccount: async ({ type }, { signal }) => {
      if (type === 'smartAccount') throw new FrameRequestError(SMART_ACCOUNT_UNAVAILABLE)
      const account = await ensureWallet(context, signal)
      return { type: 'eoa', address: toFrameUser(context, account).address }
    },
    Reload: async () => {
      // After the reply is posted: the dApp then waits for the new page's Ready.
      setTimeout(() => location.reload(), 0)
    },
    Abort: async () => {},
    RpcRequest: (payload, { signal }) => handleRpcRequest(context, payload, signal),
    ExportKey: async (_, { signal }) => {
      await exportKey(context, signal)
    },
  }
}
