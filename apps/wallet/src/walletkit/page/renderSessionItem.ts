import type { SampleWalletSession } from '../createSampleWallet.js'
import { dAppIcon, h } from './dom.js'
import { STRINGS } from './strings.js'
import { TEST_IDS } from './testIds.js'

/** A session in the session list: the dApp, its accounts and chains, and a Disconnect button. */
export function renderSessionItem(
  session: SampleWalletSession,
  disconnect: (topic: string, button: HTMLButtonElement) => void,
): HTMLElement {
  const s = STRINGS
  const t = TEST_IDS
  const button = h(
    'button',
    {
      type: 'button',
      class: 'danger',
      'data-testid': t.sessionDisconnect,
      'aria-label': s.disconnectLabel(session.name),
    },
    s.disconnect,
  )
  button.addEventListener('click', () => disconnect(session.topic, button))
  return h(
    'li',
    { class: 'card', 'data-testid': t.session, 'data-topic': session.topic },
    h(
      'div',
      { class: 'dapp' },
      dAppIcon(session.name, session.icon),
      h(
        'div',
        {},
        h('h3', { 'data-testid': t.sessionName }, session.name),
        h('div', { class: 'code' }, session.url),
      ),
    ),
    h(
      'dl',
      {},
      h('dt', {}, s.accountsLabel),
      h('dd', {}, h('pre', { class: 'code' }, session.accounts.join('\n'))),
      h('dt', {}, s.expiresLabel),
      h('dd', {}, new Date(session.expiry * 1000).toLocaleString()),
    ),
    h('div', { class: 'actions' }, button),
  )
}
