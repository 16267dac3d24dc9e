import type { RequestDescription } from '../../rpc/RequestDescription.js'
import { hasHiddenCharacters, revealHiddenCharacters } from '../../rpc/revealHiddenCharacters.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN, EN_SIGNING_SAFETY } from '../strings.js'
import { FRAME_SIGNING_SAFETY_TEST_IDS, FRAME_TEST_IDS } from '../testIds.js'
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
 * which site, with Reject and Approve; the description's warning above the buttons. Text from the
 * dApp shows its bidi and zero-width characters as code points (`⟨U+202E⟩`). Resolves true only on a trusted click of Approve (see
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
    // Every value from the dApp is shown with its bidi and zero-width characters as code points:
    // none can reorder or hide what is on this screen (issue 16). Descriptions come revealed;
    // revealing again changes nothing.
    const add = (label: string, value: string, mono?: boolean) =>
      rows.append(
        h('dt', {}, label),
        h('dd', { class: mono ? 'mono' : undefined }, revealHiddenCharacters(value)),
      )
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
        h(
          'pre',
          { class: 'box', tabindex: '0', 'aria-labelledby': id },
          revealHiddenCharacters(row.value),
        ),
      )
    }
    const warning = [
      description.warning,
      dappName && hasHiddenCharacters(dappName)
        ? EN_SIGNING_SAFETY.hiddenCharactersWarning
        : undefined,
    ]
      .filter((text, index, all) => text && all.indexOf(text) === index)
      .join(' ')
    const element = h(
      'section',
      { 'aria-labelledby': titleId, 'data-testid': t.approval },
      h('h1', { id: titleId, tabindex: '-1', 'data-testid': t.approvalTitle }, description.title),
      rows,
      ...blocks,
      warning &&
        h(
          'p',
          {
            class: 'warning',
            role: 'note',
            'data-testid': FRAME_SIGNING_SAFETY_TEST_IDS.approvalWarning,
          },
          warning,
        ),
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
