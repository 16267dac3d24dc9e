import type { Screen } from '../createScreenHost.js'
import { h } from '../h.js'
import { FRAME_TEST_IDS } from '../testIds.js'

/** A state the frame stays in: its title (a spec §8 alert title where one applies) and a sentence. */
export function statusScreen({
  title,
  text,
  code,
}: {
  title: string
  text: string
  code: string
}): Screen {
  const element = h(
    'section',
    {
      role: 'alert',
      'aria-labelledby': 'status-title',
      'data-testid': FRAME_TEST_IDS.status,
      'data-code': code,
    },
    h(
      'h1',
      { id: 'status-title', tabindex: '-1', 'data-testid': FRAME_TEST_IDS.statusTitle },
      title,
    ),
    h('p', {}, text),
  )
  return { element }
}
