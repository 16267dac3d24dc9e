import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { usePortico } from '../../../hooks/usePortico.js'
import { useStoreState } from '../../../hooks/useStoreState.js'
import { useT } from '../../../hooks/useT.js'
import type { AccountTabPanelProps } from '../accountTabRegistry.js'
import { TabPanelState } from '../TabPanelState.js'
import { groupByMonth } from './groupByMonth.js'
import { PendingTransactionRow } from './PendingTransactionRow.js'
import { TransactionRow } from './TransactionRow.js'
import { tabsCss } from './tabsCss.js'
import { useActiveCaipAddress } from './useActiveCaipAddress.js'

/** The next page loads when the end of the list is this close to coming into view. */
const END_MARGIN_PX = 120

/**
 * The Activity tab (EVM only, spec §9): the account's transactions on the active chain (core's
 * fetchTransactions: spam-only ones dropped, other chains left out), grouped by month under the
 * month's name in the locale, newest first. The next page (the `next` cursor) loads as the end of
 * the list comes into view (IntersectionObserver on a sentinel in the scrolling list; a page that
 * leaves the end in view is followed by the next). Loading, empty ('No activity yet'), 'Failed to
 * fetch transactions' with a retry, for the first page and for a later one. Announced (aria-live).
 */
export function ActivityPanel(_props: AccountTabPanelProps) {
  const portico = usePortico()
  const { t, tError, locale } = useT()
  const baseId = useId()
  const key = useActiveCaipAddress()
  const state = useStoreState(portico.stores.transactions)
  const scrollRef = useRef<HTMLElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (key) void portico.activity.fetchTransactions().catch(() => undefined)
  }, [portico, key])

  const mine = state.caipAddress === key
  const status = !mine || state.status === 'idle' ? 'loading' : state.status
  const transactions = mine ? state.transactions : []
  // The widget's own transactions of this account and chain not mined yet, above the history.
  const pending = useMemo(
    () => (state.pending ?? []).filter((transaction) => transaction.caipAddress === key),
    [state.pending, key],
  )
  const groups = useMemo(() => groupByMonth(transactions, locale), [transactions, locale])
  const hasMore = mine && status === 'ready' && state.next !== undefined
  const shown =
    status === 'loading'
      ? 'loading'
      : status === 'error'
        ? 'error'
        : status === 'unsupported' || transactions.length === 0
          ? // A page the filter emptied while more remain: keep asking (below), shown as loading.
            hasMore
            ? 'loading'
            : 'empty'
          : 'ready'

  // The next page, when the end of the list is (still) near the view.
  const loadMoreIfEndNear = useCallback(() => {
    const current = portico.stores.transactions.getState()
    if (current.caipAddress !== key || current.status !== 'ready') return
    if (!current.next || current.loadingMore || current.error) return
    const root = scrollRef.current?.getBoundingClientRect()
    const end = sentinelRef.current?.getBoundingClientRect()
    if (!root || !end || end.top <= root.bottom + END_MARGIN_PX)
      void portico.activity.fetchTransactions({ more: true })
  }, [portico, key])
  const [endVisible, setEndVisible] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list element appears with the first page (shown).
  useEffect(() => {
    const root = scrollRef.current
    const sentinel = sentinelRef.current
    if (!root || !sentinel) return
    const observer = new IntersectionObserver(
      (entries) => setEndVisible(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: `0px 0px ${END_MARGIN_PX}px 0px` },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [shown === 'ready'])
  // The observer reports changes only: after a page arrives, the end's position decides again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when a page arrives or ends loading.
  useEffect(() => {
    if (endVisible || (shown === 'loading' && hasMore)) loadMoreIfEndNear()
  }, [endVisible, transactions.length, state.loadingMore, hasMore, loadMoreIfEndNear])

  const announcement =
    shown === 'loading'
      ? t('tabLoading')
      : shown === 'ready'
        ? state.loadingMore
          ? t('activityLoadingMore')
          : t('activityLoaded', { count: String(transactions.length) })
        : ''

  return (
    <div className="activity-panel" data-testid="portico-activity-panel" data-status={status}>
      <style>{tabsCss}</style>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {pending.length > 0 && (
        <ul
          className="asset-list"
          aria-label={t('activityPending')}
          data-testid="portico-activity-pending"
        >
          {pending.map((transaction) => (
            <PendingTransactionRow key={transaction.hash} transaction={transaction} />
          ))}
        </ul>
      )}
      <TabPanelState
        state={shown}
        empty={status === 'unsupported' ? 'activityUnsupported' : 'activityEmpty'}
        error={tError(state.error ?? 'Failed to fetch transactions')}
        onRetry={() =>
          void portico.activity.fetchTransactions({ force: true }).catch(() => undefined)
        }
      >
        <section
          ref={scrollRef}
          className="activity-scroll"
          aria-label={t('tabActivity')}
          aria-busy={state.loadingMore || undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (its rows are not focusable).
          tabIndex={0}
          data-testid="portico-activity-scroll"
        >
          {groups.map((group) => {
            const monthId = `${baseId}-${group.key.replace(/\W/g, '-')}`
            return (
              <section
                key={group.key}
                className="activity-month"
                aria-labelledby={monthId}
                data-testid="portico-activity-month"
              >
                <h3 id={monthId} className="activity-month-title">
                  {group.label}
                </h3>
                <ul className="asset-list">
                  {group.items.map((transaction) => (
                    <TransactionRow key={transaction.id} transaction={transaction} />
                  ))}
                </ul>
              </section>
            )
          })}
          {state.loadingMore && (
            <div className="activity-more" data-testid="portico-activity-loading-more">
              <span className="spinner small" aria-hidden="true" />
              <span className="muted">{t('activityLoadingMore')}</span>
            </div>
          )}
          {mine && state.error && !state.loadingMore && (
            <div className="activity-more" data-testid="portico-activity-more-error">
              <p className="error" role="alert">
                {tError(state.error)}
              </p>
              <button
                type="button"
                className="secondary"
                data-testid="portico-activity-more-retry"
                onClick={() => void portico.activity.fetchTransactions({ more: true })}
              >
                {t('tryAgain')}
              </button>
            </div>
          )}
          <div ref={sentinelRef} className="activity-end" data-testid="portico-activity-end" />
        </section>
      </TabPanelState>
    </div>
  )
}
