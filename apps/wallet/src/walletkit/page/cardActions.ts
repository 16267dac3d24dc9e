import { h } from './dom.js'
import { STRINGS } from './strings.js'

/** Parameters of {@link renderCardActions}. */
export type RenderCardActionsParameters = {
  approveTestId: string
  rejectTestId: string
  /** The buttons' accessible names, naming what they answer ('Approve personal_sign for …'). */
  approveLabel: string
  rejectLabel: string
  onApprove(): void
  onReject(): void
}

/** The Approve and Reject buttons of a proposal or request card. */
export function renderCardActions({
  approveTestId,
  rejectTestId,
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
}: RenderCardActionsParameters): HTMLElement {
  const approve = h(
    'button',
    { type: 'button', 'data-testid': approveTestId, 'aria-label': approveLabel },
    STRINGS.approve,
  )
  const reject = h(
    'button',
    { type: 'button', class: 'danger', 'data-testid': rejectTestId, 'aria-label': rejectLabel },
    STRINGS.reject,
  )
  approve.addEventListener('click', onApprove)
  reject.addEventListener('click', onReject)
  return h('div', { class: 'actions' }, approve, reject)
}

/** Reflects a card's busy state (being answered): aria-busy, and its buttons disabled. */
export function setCardBusy(card: HTMLElement, busy: boolean): void {
  card.setAttribute('aria-busy', String(busy))
  for (const button of card.querySelectorAll('button')) button.disabled = busy
}
