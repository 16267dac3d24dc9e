import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../hooks/useT.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { useInfiniteScroll } from '../../ui/useInfiniteScroll.js'
import { useRovingFocus } from '../../ui/useRovingFocus.js'
import { useSelectWallet } from '../../ui/useSelectWallet.js'
import { useVirtualList } from '../../ui/useVirtualList.js'
import { WalletRow } from '../../ui/WalletRow.js'
import { WalletSkeletonRows } from '../../ui/WalletSkeletonRows.js'
import { CertifiedSwitch, certifiedSwitchCss } from './CertifiedSwitch.js'
import { useAllWallets } from './useAllWallets.js'

/** Height of a row (56 px) plus the gap below it (8 px). */
export const ALL_WALLETS_ROW_HEIGHT_PX = 64
/** The next page loads when the end of the list is this close to coming into view. */
const END_MARGIN_PX = ALL_WALLETS_ROW_HEIGHT_PX * 2
/** Rows a PageUp/PageDown moves. */
const PAGE_ROWS = 6
/** Skeleton rows while the first page (or a search) loads, and below the list while the next page does. */
const SKELETON_ROWS = 6
const SKELETON_ROWS_MORE = 2

const allWalletsCss = `
.wallet-scroll { position: relative; max-height: min(440px, 60vh); overflow-y: auto; overscroll-behavior: contain; margin-top: 4px; }
.wallet-window { list-style: none; margin: 0; padding: 0; position: relative; }
.wallet-window > li { position: absolute; left: 0; right: 0; height: 56px; }
.wallet-window.static > li { position: static; margin-bottom: 8px; }
.wallet-sentinel { height: 1px; }
`

/** The search's badge while the certified switch is on or off. */
const certifiedBadge = (on: boolean) => (on ? ('certified' as const) : undefined)

/**
 * AllWallets: the wallet catalogue. Featured wallets first, then custom wallets, then the pages
 * (WALLETS_PAGE_SIZE, 40) loaded as the end of the list comes into view (useInfiniteScroll calling
 * `portico.walletList.loadNextPage`); excluded wallets and wallets of other namespaces hidden. A
 * search (`portico.walletList.search`) runs once typing has paused WALLET_SEARCH_MIN_WAIT_MS
 * (300 ms) over up to 100 wallets; the "Certified only" switch beside it lists the certified
 * wallets only (spec §7 `/getWallets` badge_type), with or without a search, at once. The list is
 * windowed (only the rows in view are in the DOM), moves with the arrow keys, Home/End and
 * PageUp/PageDown (useRovingFocus), and its count is announced (aria-live). An installed wallet
 * connects; one with an app link opens ConnectingWalletConnect. Loading (skeleton), empty ('No
 * wallet found') and error (retry) states, as `stores.walletList` reports them.
 */
export function AllWallets() {
  const { t } = useT()
  const select = useSelectWallet()
  const searchId = useId()
  const [query, setQuery] = useState('')
  const [certified, setCertified] = useState(false)
  const {
    rows,
    searching,
    status,
    total,
    canLoadMore,
    loadingFirst,
    loadingMore,
    failedFirst,
    failedMore,
    loadNextPage,
    search,
    retry,
  } = useAllWallets()
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  // The search starts once the typed text has rendered, as the field shows it (not on the raw
  // input event), so the pause of WALLET_SEARCH_MIN_WAIT_MS counts from what the person saw.
  const typed = useRef(false)
  // Read by the typing effect, which the switch does not restart (it searches at once itself).
  const certifiedRef = useRef(certified)
  certifiedRef.current = certified
  useEffect(() => {
    if (!typed.current) {
      typed.current = true
      return
    }
    void search({ search: query, badge: certifiedBadge(certifiedRef.current) })
  }, [query, search])
  const toggleCertified = (on: boolean) => {
    setCertified(on)
    void search({ search: query, badge: certifiedBadge(on), immediate: true })
  }

  useInfiniteScroll({
    scrollRef,
    endRef: sentinelRef,
    marginPx: END_MARGIN_PX,
    enabled: canLoadMore,
    onEndNear: loadNextPage,
  })
  // The window of rows in view, and keyboard navigation over the whole list.
  const windowed = useVirtualList({
    count: rows.length,
    rowHeight: ALL_WALLETS_ROW_HEIGHT_PX,
    scrollRef,
  })
  const { tabStop, moveTo, active, onRowKeyDown, onRowFocus } = useRovingFocus({
    count: rows.length,
    containerRef: scrollRef,
    start: windowed.start,
    end: windowed.end,
    scrollToIndex: windowed.scrollToIndex,
    pageRows: PAGE_ROWS,
    onBeforeFirst: () => searchRef.current?.focus(),
  })

  const announcement = failedFirst
    ? t('walletsLoadFailed')
    : status === 'loading' && (searching || rows.length === 0)
      ? searching
        ? t('walletSearchWaiting')
        : t('walletsLoading')
      : rows.length === 0
        ? t('noWalletsFound')
        : t('walletCount', { count: String(total) })

  return (
    <div data-testid="portico-all-wallets">
      <style>{connectViewsCss + allWalletsCss + certifiedSwitchCss}</style>
      <label htmlFor={searchId} className="visually-hidden">
        {t('searchWallets')}
      </label>
      <div className="field-row search-row">
        <input
          ref={searchRef}
          id={searchId}
          className="search"
          type="search"
          value={query}
          placeholder={t('searchWallets')}
          autoComplete="off"
          data-testid="portico-wallet-search"
          onChange={(event) => {
            setQuery(event.target.value)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && rows.length > 0) {
              event.preventDefault()
              moveTo(active)
            }
          }}
        />
        <CertifiedSwitch checked={certified} onChange={toggleCertified} />
      </div>
      <p className="muted" aria-live="polite" data-testid="portico-wallet-count">
        {announcement}
      </p>
      {failedFirst && (
        <div className="center" data-testid="portico-wallets-error">
          <button
            type="button"
            className="secondary"
            data-testid="portico-wallets-retry"
            onClick={() => void retry()}
          >
            {t('retry')}
          </button>
        </div>
      )}
      <div ref={scrollRef} className="wallet-scroll" data-testid="portico-wallet-scroll">
        {loadingFirst ? (
          <ul className="wallet-window static" aria-busy="true" aria-label={t('allWallets')}>
            <WalletSkeletonRows count={SKELETON_ROWS} />
          </ul>
        ) : (
          <ul
            className="wallet-window"
            aria-label={t('allWallets')}
            aria-busy={loadingMore || undefined}
            data-testid="portico-wallet-window"
            style={{
              height:
                windowed.totalHeight +
                (loadingMore ? SKELETON_ROWS_MORE * ALL_WALLETS_ROW_HEIGHT_PX : 0),
            }}
          >
            {rows.slice(windowed.start, windowed.end).map(({ item, target }, offset) => {
              const index = windowed.start + offset
              return (
                <li
                  key={item.id}
                  style={{ top: index * ALL_WALLETS_ROW_HEIGHT_PX }}
                  aria-setsize={total}
                  aria-posinset={index + 1}
                >
                  <WalletRow
                    item={item}
                    target={target}
                    onSelect={select}
                    testId={`catalogue-wallet-${item.id}`}
                    index={index}
                    tabIndex={index === tabStop ? 0 : -1}
                    onKeyDown={onRowKeyDown}
                    onFocus={onRowFocus}
                  />
                </li>
              )
            })}
            {loadingMore &&
              Array.from({ length: SKELETON_ROWS_MORE }, (_, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                  key={`more-${i}`}
                  aria-hidden="true"
                  style={{ top: (rows.length + i) * ALL_WALLETS_ROW_HEIGHT_PX }}
                  data-testid="portico-wallet-skeleton"
                >
                  <span className="option skeleton-row">
                    <span className="skeleton-box image" />
                    <span className="skeleton-box text" />
                  </span>
                </li>
              ))}
          </ul>
        )}
        <div ref={sentinelRef} className="wallet-sentinel" data-testid="portico-wallet-end" />
      </div>
      {failedMore && (
        <div className="center" data-testid="portico-wallets-more-error">
          <p className="error" role="alert">
            {t('walletsLoadFailed')}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="portico-wallets-more-retry"
            onClick={() => void loadNextPage()}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}
