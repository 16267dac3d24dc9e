import type { PendingSampleWalletRequest } from '../createSampleWallet.js'
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
  const approve = h(
    'button',
    {
      type: 'button',
      'data-testid': t.requestApprove,
      'aria-label': s.approveRequestLabel(request.method, request.dAppName),
    },
    s.approve,
  )
  const reject = h(
    'button',
    {
      type: 'button',
      class: 'danger',
      'data-testid': t.requestReject,
      'aria-label': s.rejectRequestLabel(request.method, request.dAppName),
    },
    s.reject,
  )
  approve.addEventListener('click', () => handlers.approve(request.id))
  reject.addEventListener('click', () => handlers.reject(request.id))
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
    h('div', { class: 'actions' }, approve, reject),
  )
  updateRequestCard(card, request)
  return card
}

/** Reflects a request's busy state on its card. */
export function updateRequestCard(card: HTMLElement, request: PendingSampleWalletRequest): void {
  card.setAttribute('aria-busy', String(request.busy))
  for (const button of card.querySelectorAll('button')) button.disabled = request.busy
}
