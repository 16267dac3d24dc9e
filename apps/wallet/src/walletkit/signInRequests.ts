import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { AuthTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { SampleWalletStore } from './createSampleWalletStore.js'
import type { SampleWalletAccounts } from './keys/deriveSampleWalletAccounts.js'
import { SAMPLE_WALLET_METHODS } from './requests/sampleWalletMethods.js'
import type { SampleWalletEvmChain } from './requests/types.js'
import type { PendingSampleWalletRequest } from './sampleWalletTypes.js'
import { toSignInRequest } from './toSignInRequest.js'

/** Parameters of {@link createSignInRequests}. */
export type CreateSignInRequestsParameters = {
  walletKit: IWalletKit
  store: SampleWalletStore
  /** The chains a sign-in is narrowed to. */
  evmChains: readonly SampleWalletEvmChain[]
  /** The wallet's keys now (the account can change between a request and its approval). */
  getAccounts(): SampleWalletAccounts
  /** Re-reads the active sessions after a sign-in settled one. */
  refreshSessions(): void
}

/** The sample wallet's one-click sign-ins (wc_sessionAuthenticate): shown, approved or rejected. */
export type SignInRequests = {
  /** The `session_authenticate` listener. */
  onAuthenticate(event: WalletKitTypes.SessionAuthenticate): void
  /** Signs the sign-in message (EIP-191) and answers with the CACAO; the session settles with it. */
  approve(request: PendingSampleWalletRequest): Promise<void>
  /** Answers the sign-in with USER_REJECTED. */
  reject(request: PendingSampleWalletRequest): Promise<void>
}

/** The sign-in (CAIP-222) half of {@link createSampleWallet}'s requests. */
export function createSignInRequests({
  walletKit,
  store,
  evmChains,
  getAccounts,
  refreshSessions,
}: CreateSignInRequestsParameters): SignInRequests {
  const { update, log } = store
  /** Sign-in requests: the payload narrowed to this wallet's chains and methods, and its message. */
  const rawAuthRequests = new Map<
    number,
    { payload: AuthTypes.PayloadParams; iss: string; message: string; address: string }
  >()
  const removeRequest = (id: number) =>
    update({ requests: store.state.requests.filter((r) => r.id !== id) })

  return {
    /**
     * A one-click sign-in (wc_sessionAuthenticate, CAIP-222): the payload narrowed to the devnet's
     * chains and the wallet's eip155 methods (populateAuthPayload), the EIP-4361 message for the
     * first chain, shown as a request card until Approve or Reject.
     */
    onAuthenticate({ id, topic, params, verifyContext }) {
      if (store.state.requests.some((r) => r.id === id)) return
      const name =
        typeof params.requester?.metadata?.name === 'string' && params.requester.metadata.name
          ? params.requester.metadata.name.slice(0, 200)
          : 'A dApp'
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: evmChains.map((c) => `eip155:${c.chainId}`),
        methods: [...SAMPLE_WALLET_METHODS.eip155],
      })
      const chainId = payload.chains[0]
      if (!chainId) {
        void walletKit
          .rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
          .catch(() => {})
        log(`${name} asked to sign in on chains this wallet does not have; refused.`)
        return
      }
      const address = getAccounts().eip155.address
      const iss = `did:pkh:${chainId}:${address}`
      let message: string
      try {
        message = walletKit.formatAuthMessage({ request: payload, iss })
      } catch (error) {
        void walletKit
          .rejectSessionAuthenticate({ id, reason: getSdkError('INVALID_METHOD') })
          .catch(() => {})
        log(`${name} sent a sign-in request that cannot be read: ${(error as Error).message}`)
        return
      }
      rawAuthRequests.set(id, { payload, iss, message, address })
      const request = toSignInRequest({
        id,
        topic,
        chainId,
        params,
        dAppName: name,
        message,
        address,
      })
      update({
        requests: [
          ...store.state.requests,
          { ...request, validation: verifyContext?.verified?.validation ?? 'UNKNOWN' },
        ],
      })
      log(`${name} asks you to sign in on ${chainId}.`)
    },

    async approve(request) {
      const raw = rawAuthRequests.get(request.id)
      try {
        if (!raw) throw new Error('This sign-in request is no longer pending.')
        const accounts = getAccounts()
        if (raw.address !== accounts.eip155.address)
          throw new Error('The account changed since the request arrived; ask the dApp again.')
        const signature = await accounts.eip155.signMessage({ message: raw.message })
        const cacao = buildAuthObject(raw.payload, { t: 'eip191', s: signature }, raw.iss)
        await walletKit.approveSessionAuthenticate({ id: request.id, auths: [cacao] })
        refreshSessions()
        log(`Signed in to ${request.dAppName}.`)
      } catch (error) {
        log(`The sign-in for ${request.dAppName} failed: ${(error as Error).message}`)
        await walletKit
          .rejectSessionAuthenticate({ id: request.id, reason: getSdkError('USER_REJECTED') })
          .catch(() => {})
        throw error
      } finally {
        rawAuthRequests.delete(request.id)
        removeRequest(request.id)
      }
    },

    async reject(request) {
      rawAuthRequests.delete(request.id)
      try {
        await walletKit.rejectSessionAuthenticate({
          id: request.id,
          reason: getSdkError('USER_REJECTED'),
        })
      } finally {
        removeRequest(request.id)
      }
      log(`Rejected the sign-in of ${request.dAppName}.`)
    },
  }
}
