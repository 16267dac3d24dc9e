import type { SampleWallet, SampleWalletState } from '../createSampleWallet.js'
import { h } from './dom.js'
import { renderProposalCard, updateProposalCard } from './renderProposalCard.js'
import { renderRequestCard, updateRequestCard } from './renderRequestCard.js'
import { renderSessionItem } from './renderSessionItem.js'
import { canScanQrCodes, startQrScanner } from './startQrScanner.js'
import { STRINGS } from './strings.js'
import { syncKeyedList } from './syncKeyedList.js'
import { TEST_IDS } from './testIds.js'

/** localStorage key of the chosen account index. */
export const ACCOUNT_INDEX_STORAGE_KEY = 'portico-sample-wallet:accountIndex'

function byId<element extends HTMLElement>(document: Document, id: string): element {
  const element = document.getElementById(id)
  if (!element) throw new Error(`#${id} is missing from the page`)
  return element as element
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Wires the server-rendered skeleton to a running sample wallet: the URI form (and QR scanner
 * where the browser has one), the account selector, and the proposal, request, session and
 * activity lists, re-rendered by key on every state change. New proposals and requests are
 * announced in an assertive live region.
 */
export function mountSampleWalletPage(document: Document, wallet: SampleWallet): () => void {
  const form = byId<HTMLFormElement>(document, 'pair-form')
  const input = byId<HTMLInputElement>(document, 'wc-uri')
  const pairButton = byId<HTMLButtonElement>(document, 'pair-button')
  const scanButton = byId<HTMLButtonElement>(document, 'scan-button')
  const pairError = byId(document, 'pair-error')
  const scanner = byId(document, 'scanner')
  const accountSelect = byId<HTMLSelectElement>(document, 'account-index')
  const accountHint = byId(document, 'account-hint')
  const addresses = byId(document, 'addresses')
  const proposals = byId(document, 'proposals')
  const requests = byId(document, 'requests')
  const sessions = byId(document, 'sessions')
  const noSessions = byId(document, 'no-sessions')
  const activity = byId(document, 'activity')
  const announcer = byId(document, 'announcer')
  const s = STRINGS

  const fail = (error: unknown) => {
    pairError.textContent = message(error)
  }

  const pair = async (uri: string) => {
    pairError.textContent = ''
    pairButton.disabled = true
    pairButton.textContent = s.pairing
    try {
      await wallet.pair(uri)
      input.value = ''
    } catch (error) {
      fail(error)
      input.focus()
    } finally {
      pairButton.disabled = false
      pairButton.textContent = s.pairButton
    }
  }
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void pair(input.value)
  })
  pairButton.disabled = false

  let stopScanner: (() => void) | undefined
  if (canScanQrCodes()) {
    scanButton.hidden = false
    scanButton.addEventListener('click', async () => {
      if (stopScanner) {
        stopScanner()
        stopScanner = undefined
        scanButton.textContent = s.scanButton
        return
      }
      try {
        stopScanner = await startQrScanner({
          container: scanner,
          onUri: (uri) => {
            stopScanner = undefined
            scanButton.textContent = s.scanButton
            input.value = uri
            void pair(uri)
          },
        })
        scanButton.textContent = s.scanStop
      } catch (error) {
        fail(error)
      }
    })
  }

  accountSelect.addEventListener('change', () => {
    const index = Number(accountSelect.value)
    try {
      wallet.setAccountIndex(index)
      globalThis.localStorage?.setItem(ACCOUNT_INDEX_STORAGE_KEY, String(index))
    } catch (error) {
      accountSelect.value = String(wallet.getState().accountIndex)
      accountHint.textContent = message(error)
    }
  })

  const act = (run: () => Promise<unknown>) => {
    run().catch((error: unknown) => {
      announcer.textContent = message(error)
    })
  }
  const proposalHandlers = {
    approve: (id: number) => act(() => wallet.approveProposal(id)),
    reject: (id: number) => act(() => wallet.rejectProposal(id)),
  }
  const requestHandlers = {
    approve: (id: number) => act(() => wallet.approveRequest(id)),
    reject: (id: number) => act(() => wallet.rejectRequest(id)),
  }
  const disconnect = (topic: string, button: HTMLButtonElement) => {
    button.disabled = true
    act(() =>
      wallet.disconnect(topic).finally(() => {
        button.disabled = false
      }),
    )
  }

  const seenProposals = new Set<number>()
  const seenRequests = new Set<number>()
  let lastActivity = 0
  const render = (state: SampleWalletState) => {
    // Account and addresses.
    accountSelect.disabled = state.sessions.length > 0
    accountSelect.value = String(state.accountIndex)
    if (!accountSelect.value) {
      accountSelect.append(
        h('option', { value: String(state.accountIndex) }, `#${state.accountIndex}`),
      )
      accountSelect.value = String(state.accountIndex)
    }
    accountHint.textContent = state.sessions.length > 0 ? s.accountLockedHint : ''
    addresses.replaceChildren(
      ...Object.entries(state.addresses).flatMap(([namespace, address]) => [
        h('dt', {}, s.addressLabels[namespace] ?? namespace),
        h('dd', { 'data-testid': TEST_IDS.address, 'data-namespace': namespace }, address),
      ]),
    )

    // Announce what is new before it is rendered.
    const news: string[] = []
    for (const p of state.proposals)
      if (!seenProposals.has(p.id)) {
        seenProposals.add(p.id)
        news.push(s.newProposal(p.name))
      }
    for (const r of state.requests)
      if (!seenRequests.has(r.id)) {
        seenRequests.add(r.id)
        news.push(s.newRequest(r.method, r.dAppName))
      }
    if (news.length > 0) announcer.textContent = news.join(' ')

    syncKeyedList({
      container: proposals,
      items: state.proposals,
      key: (p) => String(p.id),
      create: (p) => renderProposalCard(p, proposalHandlers),
      update: updateProposalCard,
      focusFallback: byId(document, 'proposals-heading'),
    })
    syncKeyedList({
      container: requests,
      items: state.requests,
      key: (r) => String(r.id),
      create: (r) => renderRequestCard(r, requestHandlers),
      update: updateRequestCard,
      focusFallback: byId(document, 'requests-heading'),
    })
    syncKeyedList({
      container: sessions,
      items: state.sessions,
      key: (session) => session.topic,
      create: (session) => renderSessionItem(session, disconnect),
      focusFallback: byId(document, 'sessions-heading'),
    })
    noSessions.hidden = state.sessions.length > 0

    for (const entry of state.activity) {
      if (entry.id <= lastActivity) continue
      lastActivity = entry.id
      activity.append(
        h(
          'li',
          {},
          h(
            'time',
            { datetime: new Date(entry.time).toISOString() },
            new Date(entry.time).toLocaleTimeString(),
          ),
          ` ${entry.message}`,
        ),
      )
    }
    activity.scrollTop = activity.scrollHeight
  }
  render(wallet.getState())
  const unsubscribe = wallet.subscribe(render)
  return () => {
    unsubscribe()
    stopScanner?.()
  }
}
