import type { RequestDescription } from '../../rpc/RequestDescription.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN } from '../strings.js'
import { FRAME_TEST_IDS } from '../testIds.js'
import { onTrustedClick } from '../trustedClick.js'

/**
 * How long the Approve button stays disabled after the screen appears, so a click aimed at what
 * was under the frame a moment before (a double click the dApp provoked) cannot approve.
 */
export const APPROVAL_ARM_DELAY_MS = 500

/** Parameters of `approvalScreen`. */
export type ApprovalScreenParameters = {
  description: RequestDescription
  /** The verified origin of the dApp (the page the request came from). */
  origin: string
  /** The name the dApp gives itself (SyncDappData); shown beside the origin, never instead of it. */
  dappName?: string | undefined
  networkName: string
  account: string
  /** @default APPROVAL_ARM_DELAY_MS */
  armDelayMs?: number
}

/**
 * The approval screen of a not-safe request: what is being signed, decoded, on which network, for
 * which site, with Reject and Approve. Resolves true only on a trusted click of Approve (see
 * onTrustedClick); false on Reject or Escape.
 */
export function approvalScreen({
  description,
  origin,
  dappName,
  networkName,
  account,
  armDelayMs = APPROVAL_ARM_DELAY_MS,
}: ApprovalScreenParameters): ScreenBuilder<boolean> {
  return ({ resolve }) => {
    const t = FRAME_TEST_IDS
    const titleId = 'approval-title'
    const approve = h(
      'button',
      { type: 'button', 'data-testid': t.approve, disabled: true },
      EN.approve,
    )
    const reject = h(
      'button',
      { type: 'button', class: 'secondary', 'data-testid': t.reject },
      EN.reject,
    )
    const rows = h('dl')
    const blocks: HTMLElement[] = []
    const add = (label: string, value: string, mono?: boolean) =>
      rows.append(h('dt', {}, label), h('dd', { class: mono ? 'mono' : undefined }, value))
    add(EN.requestFrom, dappName ? `${origin} (${dappName})` : origin)
    add(EN.network, networkName)
    add(EN.account, account, true)
    for (const row of description.rows) {
      if (!row.block) {
        add(row.label, row.value, row.mono)
        continue
      }
      const id = `row-${blocks.length}`
      blocks.push(
        h('h2', { id, class: 'visually-hidden' }, row.label),
        h('p', { class: 'muted', 'aria-hidden': 'true' }, row.label),
        h('pre', { class: 'box', tabindex: '0', 'aria-labelledby': id }, row.value),
      )
    }
    const element = h(
      'section',
      { 'aria-labelledby': titleId, 'data-testid': t.approval },
      h('h1', { id: titleId, tabindex: '-1', 'data-testid': t.approvalTitle }, description.title),
      rows,
      ...blocks,
      h('p', { class: 'muted' }, EN.approvalHint),
      h('div', { class: 'actions' }, reject, approve),
    )
    onTrustedClick(approve, () => resolve(true))
    // Rejecting needs no proof of a person: any click, or Escape.
    reject.addEventListener('click', () => resolve(false))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') resolve(false)
    }
    document.addEventListener('keydown', onKey)
    const timer = setTimeout(() => {
      approve.disabled = false
    }, armDelayMs)
    return {
      element,
      dispose() {
        clearTimeout(timer)
        document.removeEventListener('keydown', onKey)
      },
    }
  }
}
