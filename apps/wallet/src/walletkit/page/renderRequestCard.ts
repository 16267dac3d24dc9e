import type { PendingSampleWalletRequest } from '../createSampleWallet.js'
import { renderCardActions, setCardBusy } from './cardActions.js'
import { h } from './dom.js'
import { STRINGS } from './strings.js'
import { TEST_IDS } from './testIds.js'

/** Handlers of a request card's buttons. */
export type RequestCardHandlers = { approve(id: number): void; reject(id: number): void }

/** The card of a session request: method, chain, dApp, decoded params, Approve/Reject. */
export function renderRequestCard(
  request: PendingSampleWalletRequest,
  handlers: RequestCardHandlers,
): HTMLElement {
  const s = STRINGS
  const t = TEST_IDS
  const headingId = `request-${request.id}-title`
  const fields = request.description.fields.flatMap((field) => [
    h('dt', {}, field.label),
    h(
      'dd',
      { 'data-testid': t.requestField, 'data-label': field.label },
      field.kind === 'code'
        ? h('pre', { class: 'code' }, field.value)
        : h('span', { style: 'white-space: pre-wrap' }, field.value),
    ),
  ])
  const card = h(
    'article',
    {
      class: 'card',
      'data-testid': t.request,
      'data-request-id': String(request.id),
      'data-method': request.method,
      'aria-labelledby': headingId,
    },
    h(
      'h3',
      { id: headingId },
      request.description.title,
      ' ',
      h('span', { class: 'muted' }, s.from(request.dAppName)),
    ),
    h(
      'p',
      {},
      h('code', { 'data-testid': t.requestMethod }, request.method),
      ' ',
      h('span', { 'data-testid': t.requestChain, class: 'code' }, s.onChain(request.chainId)),
      ' ',
      request.validation !== 'UNKNOWN' &&
        h(
          'span',
          { class: `badge ${request.validation}` },
          s.verification[request.validation] ?? '',
        ),
    ),
    h('dl', {}, ...fields),
    renderCardActions({
      approveTestId: t.requestApprove,
      rejectTestId: t.requestReject,
      approveLabel: s.approveRequestLabel(request.method, request.dAppName),
      rejectLabel: s.rejectRequestLabel(request.method, request.dAppName),
      onApprove: () => handlers.approve(request.id),
      onReject: () => handlers.reject(request.id),
    }),
  )
  updateRequestCard(card, request)
  return card
}

/** Reflects a request's busy state on its card. */
export function updateRequestCard(card: HTMLElement, request: PendingSampleWalletRequest): void {
  setCardBusy(card, request.busy)
}
