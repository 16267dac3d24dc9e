import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { PendingRequestTypes, ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { buildSampleWalletNamespaces } from './buildSampleWalletNamespaces.js'
import { createSampleWalletStore } from './createSampleWalletStore.js'
import { defaultMetadata } from './defaultSampleWalletMetadata.js'
import { describeSessionProposal } from './describeSessionProposal.js'
import {
  deriveSampleWalletAccounts,
  type SampleWalletAccounts,
} from './keys/deriveSampleWalletAccounts.js'
import { describeSessionRequest } from './requests/describeSessionRequest.js'
import { handleSessionRequest } from './requests/handleSessionRequest.js'
import { toJsonRpcError, userRejectedError } from './requests/SessionRequestError.js'
import { SILENT_METHODS } from './requests/sampleWalletMethods.js'
import { toSampleWalletAddresses } from './sampleWalletAddresses.js'
import type { CreateSampleWalletParameters, SampleWallet } from './sampleWalletTypes.js'
import { createSignInRequests } from './signInRequests.js'
import { summarizeSession } from './summarizeSession.js'
import { validatePairingUri } from './validatePairingUri.js'

export type {
  CreateSampleWalletParameters,
  PendingSampleWalletRequest,
  SampleWallet,
  SampleWalletActivity,
  SampleWalletAddresses,
  SampleWalletSession,
  SampleWalletState,
} from './sampleWalletTypes.js'
export { validatePairingUri } from './validatePairingUri.js'

/**
 * Starts the sample wallet: a WalletConnect Core on the given relay (telemetry off, no request
 * queue) and WalletKit, with keys derived from the mnemonic. Works in a browser and in Node.
 * @example
 * const wallet = await createSampleWallet({ projectId, relayUrl, mnemonic, evmChains })
 * wallet.subscribe((state) => render(state))
 * await wallet.pair('wc:…')
 */
export async function createSampleWallet(
  parameters: CreateSampleWalletParameters,
): Promise<SampleWallet> {
  const { evmChains } = parameters
  let accounts: SampleWalletAccounts = deriveSampleWalletAccounts({
    mnemonic: parameters.mnemonic,
    accountIndex: parameters.accountIndex ?? 0,
  })
  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    telemetryEnabled: false,
    logger: parameters.logLevel ?? 'error',
    ...(parameters.storage && { storage: parameters.storage }),
    ...(parameters.customStoragePrefix && { customStoragePrefix: parameters.customStoragePrefix }),
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: parameters.metadata ?? defaultMetadata(),
    signConfig: { disableRequestQueue: true },
  })

  const rawProposals = new Map<number, ProposalTypes.Struct>()
  const store = createSampleWalletStore({
    accountIndex: accounts.accountIndex,
    addresses: toSampleWalletAddresses(accounts),
    proposals: [],
    requests: [],
    sessions: [],
    activity: [],
  })
  const { update, log, setBusy } = store

  const refreshSessions = () =>
    update({ sessions: Object.values(walletKit.getActiveSessions()).map(summarizeSession) })
  const dAppName = (topic: string) =>
    store.state.sessions.find((s) => s.topic === topic)?.name ??
    walletKit.getActiveSessions()[topic]?.peer.metadata.name ??
    'A dApp'

  const respond = async (
    topic: string,
    id: number,
    outcome: { result: unknown } | { error: { code: number; message: string } },
  ) => {
    await walletKit.respondSessionRequest({
      topic,
      response:
        'error' in outcome
          ? { id, jsonrpc: '2.0', error: outcome.error }
          : { id, jsonrpc: '2.0', result: outcome.result },
    })
  }

  /** Computes the answer of a request and sends it; returns whether it succeeded. */
  const answer = async (request: {
    id: number
    topic: string
    chainId: string
    method: string
    params: unknown
  }) => {
    const session = walletKit.getActiveSessions()[request.topic]
    const sessionChains = session
      ? Object.values(session.namespaces).flatMap(
          (n) => n.chains ?? n.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
        )
      : []
    try {
      const outcome = await handleSessionRequest(
        { chainId: request.chainId, method: request.method, params: request.params },
        { accounts, evmChains, sessionChains },
      )
      await respond(request.topic, request.id, { result: outcome.result })
      for (const event of outcome.events ?? [])
        await walletKit.emitSessionEvent({
          topic: request.topic,
          event: { name: event.name, data: event.data },
          chainId: event.chainId,
        })
      return { ok: true as const }
    } catch (error) {
      const rpcError = toJsonRpcError(error)
      await respond(request.topic, request.id, { error: rpcError })
      return { ok: false as const, error: rpcError }
    }
  }

  const addRequest = (event: PendingRequestTypes.Struct) => {
    const { id, topic, params } = event
    if (store.state.requests.some((r) => r.id === id)) return
    const request = {
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    if (SILENT_METHODS.has(request.method)) {
      void answer({ id, topic, ...request }).catch(() => {})
      return
    }
    const name = dAppName(topic)
    update({
      requests: [
        ...store.state.requests,
        {
          id,
          kind: 'request',
          topic,
          ...request,
          dAppName: name,
          description: describeSessionRequest(request),
          validation: event.verifyContext?.verified?.validation ?? 'UNKNOWN',
          busy: false,
        },
      ],
    })
    log(`New request from ${name}: ${request.method} on ${request.chainId}.`)
  }

  const onProposal = ({ id, params, verifyContext }: WalletKitTypes.SessionProposal) => {
    rawProposals.set(id, params)
    const description = describeSessionProposal(params, verifyContext)
    update({
      proposals: [
        ...store.state.proposals.filter((p) => p.id !== id),
        { ...description, busy: false },
      ],
    })
    log(`${description.name} wants to connect.`)
  }
  const onRequest = (event: WalletKitTypes.SessionRequest) => addRequest(event)
  const signIns = createSignInRequests({
    walletKit,
    store,
    evmChains,
    getAccounts: () => accounts,
    refreshSessions,
  })
  const { onAuthenticate } = signIns
  const onDelete = ({ topic }: WalletKitTypes.SessionDelete) => {
    const name = store.state.sessions.find((s) => s.topic === topic)?.name ?? 'The dApp'
    update({ requests: store.state.requests.filter((r) => r.topic !== topic) })
    refreshSessions()
    log(`${name} ended the session.`)
  }
  const onProposalExpire = ({ id }: WalletKitTypes.ProposalExpire) => {
    rawProposals.delete(id)
    if (!store.state.proposals.some((p) => p.id === id)) return
    update({ proposals: store.state.proposals.filter((p) => p.id !== id) })
    log('A connection request expired.')
  }
  const onRequestExpire = ({ id }: WalletKitTypes.SessionRequestExpire) => {
    if (!store.state.requests.some((r) => r.id === id)) return
    update({ requests: store.state.requests.filter((r) => r.id !== id) })
    log('A request expired before it was answered.')
  }
  walletKit.on('session_proposal', onProposal)
  walletKit.on('session_request', onRequest)
  walletKit.on('session_authenticate', onAuthenticate)
  walletKit.on('session_delete', onDelete)
  walletKit.on('proposal_expire', onProposalExpire)
  walletKit.on('session_request_expire', onRequestExpire)

  // What a previous run left (sessions persist in the storage).
  refreshSessions()
  for (const request of walletKit.getPendingSessionRequests()) addRequest(request)

  return {
    walletKit,
    getState: () => store.state,
    subscribe: store.subscribe,
    async pair(uri) {
      const valid = validatePairingUri(uri)
      log('Pairing…')
      await walletKit.pair({ uri: valid })
    },
    async approveProposal(id) {
      const proposal = rawProposals.get(id)
      const description = store.state.proposals.find((p) => p.id === id)
      if (!proposal || !description)
        throw new Error('This connection request is no longer pending.')
      setBusy('proposals', id, true)
      let namespaces: SessionTypes.Namespaces
      try {
        namespaces = buildSampleWalletNamespaces({ proposal, accounts, evmChains })
      } catch (error) {
        // The dApp requires something this wallet cannot give: tell it, and say why here.
        await walletKit
          .rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') })
          .catch(() => {})
        rawProposals.delete(id)
        update({ proposals: store.state.proposals.filter((p) => p.id !== id) })
        log(`Could not connect to ${description.name}: ${(error as Error).message}`)
        throw error
      }
      try {
        const session = await walletKit.approveSession({ id, namespaces })
        rawProposals.delete(id)
        update({ proposals: store.state.proposals.filter((p) => p.id !== id) })
        refreshSessions()
        log(`Connected to ${description.name}.`)
        return session
      } catch (error) {
        setBusy('proposals', id, false)
        log(`Could not connect to ${description.name}: ${(error as Error).message}`)
        throw error
      }
    },
    async rejectProposal(id) {
      const description = store.state.proposals.find((p) => p.id === id)
      if (!description) throw new Error('This connection request is no longer pending.')
      setBusy('proposals', id, true)
      try {
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      } finally {
        rawProposals.delete(id)
        update({ proposals: store.state.proposals.filter((p) => p.id !== id) })
      }
      log(`Rejected the connection request of ${description.name}.`)
    },
    async approveRequest(id) {
      const request = store.state.requests.find((r) => r.id === id)
      if (!request) throw new Error('This request is no longer pending.')
      if (request.busy) return
      setBusy('requests', id, true)
      if (request.kind === 'authenticate') return signIns.approve(request)
      const outcome = await answer(request).finally(() =>
        update({ requests: store.state.requests.filter((r) => r.id !== id) }),
      )
      log(
        outcome.ok
          ? `Approved ${request.method} for ${request.dAppName}.`
          : `${request.method} for ${request.dAppName} failed: ${outcome.error.message}`,
      )
    },
    async rejectRequest(id) {
      const request = store.state.requests.find((r) => r.id === id)
      if (!request) throw new Error('This request is no longer pending.')
      if (request.busy) return
      setBusy('requests', id, true)
      if (request.kind === 'authenticate') return signIns.reject(request)
      const error = userRejectedError(request.chainId.split(':')[0] ?? '')
      try {
        await respond(request.topic, id, { error: { code: error.code, message: error.message } })
      } finally {
        update({ requests: store.state.requests.filter((r) => r.id !== id) })
      }
      log(`Rejected ${request.method} for ${request.dAppName}.`)
    },
    async disconnect(topic) {
      const name = store.state.sessions.find((s) => s.topic === topic)?.name ?? 'the dApp'
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      update({ requests: store.state.requests.filter((r) => r.topic !== topic) })
      refreshSessions()
      log(`Disconnected from ${name}.`)
    },
    setAccountIndex(accountIndex) {
      if (store.state.sessions.length > 0)
        throw new Error('Disconnect every session before switching accounts.')
      accounts = deriveSampleWalletAccounts({ mnemonic: parameters.mnemonic, accountIndex })
      update({ accountIndex, addresses: toSampleWalletAddresses(accounts) })
      log(`Switched to account #${accountIndex}.`)
    },
    async destroy() {
      walletKit.off('session_proposal', onProposal)
      walletKit.off('session_request', onRequest)
      walletKit.off('session_authenticate', onAuthenticate)
      walletKit.off('session_delete', onDelete)
      walletKit.off('proposal_expire', onProposalExpire)
      walletKit.off('session_request_expire', onRequestExpire)
      store.clear()
      await walletKit.core.relayer.transportClose().catch(() => {})
      walletKit.core.heartbeat?.stop()
    },
  }
}
