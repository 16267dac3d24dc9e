import type { SampleWalletState } from '../createSampleWallet.js'
import { renderCardActions, setCardBusy } from './cardActions.js'
import { dAppIcon, h } from './dom.js'
import { STRINGS } from './strings.js'
import { TEST_IDS } from './testIds.js'

type Proposal = SampleWalletState['proposals'][number]

/** Handlers of a proposal card's buttons. */
export type ProposalCardHandlers = { approve(id: number): void; reject(id: number): void }

/** The card of a connection request: the dApp (icon, name, URL), what it asks for, Approve/Reject. */
export function renderProposalCard(
  proposal: Proposal,
  handlers: ProposalCardHandlers,
): HTMLElement {
  const s = STRINGS
  const t = TEST_IDS
  const headingId = `proposal-${proposal.id}-name`
  const rows = proposal.namespaces.map((n) =>
    h(
      'tr',
      {},
      h('td', {}, h('code', {}, n.namespace)),
      h('td', {}, h('code', {}, n.chains.join('\n') || '—')),
      h('td', {}, h('code', {}, n.methods.join(', ') || '—')),
      h('td', {}, n.events.join(', ') || '—'),
      h('td', {}, n.required ? s.required : s.optional),
    ),
  )
  const card = h(
    'article',
    {
      class: 'card',
      'data-testid': t.proposal,
      'data-proposal-id': String(proposal.id),
      'aria-labelledby': headingId,
    },
    h(
      'div',
      { class: 'dapp' },
      dAppIcon(proposal.name, proposal.icon, t.proposalIcon),
      h(
        'div',
        {},
        h('h3', { id: headingId, 'data-testid': t.proposalName }, proposal.name),
        h('div', { class: 'code', 'data-testid': t.proposalUrl }, proposal.url),
      ),
    ),
    proposal.description && h('p', {}, proposal.description),
    h(
      'p',
      {},
      h(
        'span',
        { class: `badge ${proposal.validation}` },
        s.verification[proposal.validation] ?? proposal.validation,
      ),
      proposal.origin && h('span', { class: 'code' }, ` ${proposal.origin}`),
    ),
    h('p', {}, `${proposal.name} ${s.wantsToConnect}`),
    h(
      'table',
      { 'data-testid': t.proposalNamespaces },
      h('thead', {}, h('tr', {}, ...s.namespaceColumns.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...rows),
    ),
    renderCardActions({
      approveTestId: t.proposalApprove,
      rejectTestId: t.proposalReject,
      approveLabel: s.approveProposalLabel(proposal.name),
      rejectLabel: s.rejectProposalLabel(proposal.name),
      onApprove: () => handlers.approve(proposal.id),
      onReject: () => handlers.reject(proposal.id),
    }),
  )
  updateProposalCard(card, proposal)
  return card
}

/** Reflects a proposal's busy state on its card. */
export function updateProposalCard(card: HTMLElement, proposal: Proposal): void {
  setCardBusy(card, proposal.busy)
}
