import { ACTIVITY_NAMESPACES, type AccountTab, type ChainNamespace } from '@portico/core/internal'
import { type KeyboardEvent, useId, useRef } from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { ACCOUNT_TABS } from './accountTabRegistry.js'

const ORDER: readonly AccountTab[] = ['Tokens', 'NFTs', 'Activity']

/**
 * The Tokens, NFTs and Activity tabs (ARIA tabs pattern: arrow keys, Home and End move between
 * tabs and open them). The open tab is the account's `currentTab`. Activity shows only when the
 * activity feature is on and the namespace has activity (spec §9: EVM only).
 */
export function AccountTabs({
  namespace,
  address,
}: {
  namespace: ChainNamespace
  address: string
}) {
  const portico = usePortico()
  const { t } = useT()
  const id = useId()
  const tabRefs = useRef<Partial<Record<AccountTab, HTMLButtonElement | null>>>({})
  const activity = useStoreState(portico.stores.options, (s) => s.features.activity)
  const stored = useStoreState(
    portico.stores.chains,
    (s) => s.accounts[s.activeNamespace]?.currentTab ?? 'Tokens',
  )
  const tabs = ORDER.filter(
    (tab) =>
      tab !== 'Activity' ||
      (activity && (ACTIVITY_NAMESPACES as readonly string[]).includes(namespace)),
  )
  const current = tabs.includes(stored) ? stored : 'Tokens'
  const select = (tab: AccountTab) => {
    portico.account.setTab({ tab })
    tabRefs.current[tab]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(current)
    const next =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined
    if (!next) return
    event.preventDefault()
    select(next)
  }
  const Panel = ACCOUNT_TABS[current].panel
  return (
    <div className="account-tabs">
      <div
        role="tablist"
        aria-label={t('accountTabs')}
        className="tablist"
        onKeyDown={onKeyDown}
        data-testid="portico-account-tabs"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="tab"
            data-testid={`portico-tab-${tab}`}
            onClick={() => select(tab)}
          >
            {t(ACCOUNT_TABS[tab].label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${current}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: ARIA tabs pattern — the panel takes focus when its content has nothing focusable (the empty and loading states).
        tabIndex={0}
        className="tabpanel"
        data-testid={`portico-tabpanel-${current}`}
      >
        <Panel namespace={namespace} address={address} />
      </div>
    </div>
  )
}
