import { h } from '../h.js'
import { EN, format } from '../strings.js'
import { FRAME_TEST_IDS } from '../testIds.js'
import type { VisibilityGuard } from '../visibility/createVisibilityGuard.js'
import { guardButtons, onGuardedClick } from '../visibility/guardButtons.js'
import type { ExportedKeyKind } from './exportKeyScreen.js'

/** Parameters of `keyRows`. */
export type KeyRowsParameters = {
  /** The key as text, read anew for each Reveal and Copy. */
  readKey(kind: ExportedKeyKind): Promise<string>
  /** Arms Reveal and Copy only while the keys are seen. */
  guard: VisibilityGuard
  /** Says why the buttons wait ('Waiting until this window is fully visible'). */
  reason: HTMLElement
  /** Where a failure is said. */
  status: HTMLElement
  /** Where 'Copied to the clipboard.' is announced. */
  announcer: HTMLElement
}

/**
 * The export's key rows (EVM, Solana): each key hidden until Reveal, with Copy. Reveal and Copy
 * act only on a trusted click while `guard` is armed (issue 16, finding 2). `wipe()` takes every
 * shown key out of the page; `dispose()` also stops the guard's binding.
 */
export function keyRows({ readKey, guard, reason, status, announcer }: KeyRowsParameters): {
  rows: HTMLElement[]
  wipe(): void
  dispose(): void
} {
  const t = FRAME_TEST_IDS
  const values: HTMLElement[] = []
  const buttons: HTMLButtonElement[] = []
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
  const rows = (['evm', 'solana'] as const).map((kind) => {
    const label = kind === 'evm' ? EN.evmKeyLabel : EN.solanaKeyLabel
    const value = h('span', { class: 'mono', 'data-testid': `${t.keyValue}-${kind}` }, EN.hiddenKey)
    values.push(value)
    let shown = false
    const reveal = h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        'aria-label': format(EN.revealLabel, { label }),
        'data-testid': `${t.revealKey}-${kind}`,
      },
      EN.reveal,
    )
    onGuardedClick(reveal, guard, async () => {
      if (shown) {
        shown = false
        value.textContent = EN.hiddenKey
        reveal.textContent = EN.reveal
        reveal.setAttribute('aria-label', format(EN.revealLabel, { label }))
        return
      }
      try {
        value.textContent = await readKey(kind)
        shown = true
        reveal.textContent = EN.hide
        reveal.setAttribute('aria-label', format(EN.hideLabel, { label }))
      } catch (error) {
        status.textContent = format(EN.errorPrefix, { message: messageOf(error) })
      }
    })
    const copy = h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        'aria-label': format(EN.copyLabel, { label }),
        'data-testid': `${t.copyKey}-${kind}`,
      },
      EN.copy,
    )
    onGuardedClick(copy, guard, async () => {
      try {
        await navigator.clipboard.writeText(await readKey(kind))
        announcer.textContent = EN.copied
      } catch {
        status.textContent = EN.copyFailed
      }
    })
    buttons.push(reveal, copy)
    return h(
      'div',
      { class: 'key-row' },
      h('strong', {}, label),
      value,
      h('div', { class: 'actions' }, reveal, copy),
    )
  })
  const unbind = guardButtons(guard, buttons, reason)
  const wipe = () => {
    for (const value of values) value.textContent = ''
  }
  return {
    rows,
    wipe,
    dispose() {
      unbind()
      wipe()
    },
  }
}
