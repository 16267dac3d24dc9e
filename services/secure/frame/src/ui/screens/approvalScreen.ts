import type { RequestDescription } from '../../rpc/RequestDescription.js'
import { hasHiddenCharacters, revealHiddenCharacters } from '../../rpc/revealHiddenCharacters.js'
import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { createSecureWindowButton } from '../popup/createSecureWindowButton.js'
import { openSecurePopup } from '../popup/openSecurePopup.js'
import { EN, EN_SIGNING_SAFETY, EN_VISIBILITY } from '../strings.js'
import { FRAME_SIGNING_SAFETY_TEST_IDS, FRAME_TEST_IDS } from '../testIds.js'
import { VISIBLE_BEFORE_ARMED_MS } from '../visibility/createVisibilityGuard.js'
import { guardButtons, onGuardedClick, visibilityReason } from '../visibility/guardButtons.js'
import { frameScreenProtection, type ScreenProtection } from '../visibility/screenProtection.js'

/**
 * How long the frame must have been seen, without a break, before Approve arms: a click aimed at
 * what was under the frame a moment before (a double click the dApp provoked) cannot approve.
 */
export const APPROVAL_ARM_DELAY_MS = VISIBLE_BEFORE_ARMED_MS

/** Parameters of `approvalScreen`. */
export type ApprovalScreenParameters = {
  description: RequestDescription
  /** The verified origin of the dApp (the page the request came from). */
  origin: string
  /** The name the dApp gives itself (SyncDappData); shown beside the origin, never instead of it. */
  dappName?: string | undefined
  networkName: string
  account: string
  /**
   * How the screen makes sure it is seen before Approve acts (issue 16, finding 2).
   * @default frameScreenProtection(window): the IntersectionObserver v2 guard, else the secure window
   */
  protection?: ScreenProtection | undefined
}

/**
 * The approval screen of a not-safe request: what is being signed, decoded, on which network, for
 * which site, with Reject and Approve; the description's warning above the buttons. Text from the
 * dApp shows its bidi and zero-width characters as code points (`⟨U+202E⟩`). Resolves true only on a
 * trusted click of Approve (onTrustedClick) made while the frame has been seen, uncovered and
 * opaque, for 500 ms (the visibility guard; a click while it waits does nothing); false on Reject or
 * Escape. Where the browser cannot tell whether the frame is seen, Approve is not in the frame at
 * all: 'Continue in a secure window' opens the secure window, whose Approve or Reject answers.
 */
export function approvalScreen({
  description,
  origin,
  dappName,
  networkName,
  account,
  protection,
}: ApprovalScreenParameters): ScreenBuilder<boolean> {
  return ({ resolve }) => {
    const t = FRAME_TEST_IDS
    const titleId = 'approval-title'
    const mode = protection ?? frameScreenProtection()
    const approve = h(
      'button',
      { type: 'button', 'data-testid': t.approve, disabled: true, 'aria-disabled': 'true' },
      EN.approve,
    )
    const reason = visibilityReason()
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
      reason,
      h('div', { class: 'actions' }, reject, approve),
    )
    // Rejecting needs no proof of a person: any click, or Escape.
    reject.addEventListener('click', () => resolve(false))
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') resolve(false)
    }
    document.addEventListener('keydown', onKey)
    const cleanups: (() => void)[] = [() => document.removeEventListener('keydown', onKey)]
    if (mode.kind === 'guard') {
      const guard = mode.createGuard()
      cleanups.push(guardButtons(guard, [approve], reason), () => guard.dispose())
      onGuardedClick(approve, guard, () => resolve(true))
    } else {
      // No way to know the frame is seen: the decision is made in a window nobody can cover.
      const secureWindow = createSecureWindowButton({
        reason,
        intro: EN_VISIBILITY.secureWindowText,
        open: (onClosed) =>
          openSecurePopup({
            screen: {
              kind: 'approval',
              description,
              origin,
              ...(dappName === undefined ? {} : { dappName }),
              networkName,
              account,
            },
            onDecision: (approved) => resolve(approved),
            onClosed,
          }),
      })
      approve.replaceWith(secureWindow.button)
      cleanups.push(secureWindow.dispose)
    }
    return {
      element,
      dispose() {
        for (const cleanup of cleanups) cleanup()
      },
    }
  }
}
