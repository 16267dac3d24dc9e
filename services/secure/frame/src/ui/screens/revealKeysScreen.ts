import type { ScreenBuilder } from '../createScreenHost.js'
import { h } from '../h.js'
import { EN } from '../strings.js'
import { FRAME_TEST_IDS } from '../testIds.js'
import type { VisibilityGuard } from '../visibility/createVisibilityGuard.js'
import { visibilityReason } from '../visibility/guardButtons.js'
import type { ExportedKeyKind } from './exportKeyScreen.js'
import { keyRows } from './keyRows.js'

/** Parameters of `revealKeysScreen`. */
export type RevealKeysScreenParameters = {
  /** Each key, asked of the frame for each Reveal and Copy. */
  readKey(kind: ExportedKeyKind): Promise<string>
  /** Arms Reveal and Copy (in the secure window: focus and visibility of the window). */
  guard: VisibilityGuard
}

/**
 * The export's keys in the secure window (the re-authentication was done in the frame): the same
 * rows as the frame's export screen, and Done. Keys are wiped from the page when the screen goes.
 */
export function revealKeysScreen({
  readKey,
  guard,
}: RevealKeysScreenParameters): ScreenBuilder<void> {
  return ({ resolve }) => {
    const t = FRAME_TEST_IDS
    const status = h('p', { class: 'error', role: 'alert', 'data-testid': t.formError })
    const announcer = h('p', {
      class: 'visually-hidden',
      'aria-live': 'polite',
      'data-testid': t.announcer,
    })
    const reason = visibilityReason()
    const keys = keyRows({ readKey, guard, reason, status, announcer })
    const done = h('button', { type: 'button', 'data-testid': t.done }, EN.done)
    done.addEventListener('click', () => resolve())
    const element = h(
      'section',
      { 'aria-labelledby': 'export-title', 'data-testid': t.exportKey },
      h('h1', { id: 'export-title', tabindex: '-1' }, EN.exportTitle),
      h('p', { class: 'warning' }, EN.exportWarning),
      ...keys.rows,
      reason,
      status,
      h('div', { class: 'actions' }, done),
      announcer,
    )
    return {
      element,
      dispose() {
        keys.dispose()
        guard.dispose()
      },
    }
  }
}
