import { buildAllWalletsList, WALLET_SEARCH_MIN_WAIT_MS, walletTarget } from '@portico/core'
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { usePortico } from '../../hooks/usePortico.js'
import { useStoreState } from '../../hooks/useStoreState.js'
import { useT } from '../../hooks/useT.js'
import { connectViewsCss } from '../../ui/connectViewsCss.js'
import { useSelectWallet } from '../../ui/useSelectWallet.js'
import { useVirtualList } from '../../ui/useVirtualList.js'
import { WalletRow } from '../../ui/WalletRow.js'
import { WalletSkeletonRows } from '../../ui/WalletSkeletonRows.js'

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

type Status = 'idle' | 'loading' | 'error'

/**
 * AllWallets: the wallet catalogue. Featured wallets first, then custom wallets, then the pages
 * (WALLETS_PAGE_SIZE, 40) loaded as the end of the list comes into view (IntersectionObserver in
 * the scrolling list); excluded wallets and wallets of other namespaces hidden. A search runs once
 * typing has paused WALLET_SEARCH_MIN_WAIT_MS (300 ms) over up to 100 wallets. The list is
 * windowed (only the rows in view are in the DOM), moves with the arrow keys, Home/End and
 * PageUp/PageDown, and its count is announced (aria-live). An installed wallet connects; one with
 * an app link opens ConnectingWalletConnect. Loading (skeleton), empty ('No wallet found') and
 * error (retry) states.
 */
export function AllWallets() {
  const portico = usePortico()
  const { t } = useT()
  const select = useSelectWallet()
  const searchId = useId()
  const { options } = useStoreState(portico.stores.options)
  const walletList = useStoreState(portico.stores.walletList)
  const connectors = useStoreState(portico.stores.connectors, (s) => s.connectors)
  const networks = useStoreState(portico.stores.chains, (s) => s.networks)
  const scrollRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)

  // Pages of the whole catalogue.
  const [pageStatus, setPageStatus] = useState<Status>(() =>
    walletList.wallets.length === 0 && options.apiUrl ? 'loading' : 'idle',
  )
  // A page is on its way (known at once, unlike pageStatus, for the scroll listener below).
  const pageInFlight = useRef(false)
  const loadPage = useCallback(
    (page: number) => {
      pageInFlight.current = true
      setPageStatus('loading')
      portico.walletList.fetch({ page }).then(
        () => {
          pageInFlight.current = false
          setPageStatus('idle')
        },
        () => {
          pageInFlight.current = false
          setPageStatus('error')
        },
      )
    },
    [portico],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: on first show only; later pages follow the scroll.
  useEffect(() => {
    if (!options.apiUrl) return
    if (portico.stores.walletList.getState().wallets.length === 0) loadPage(1)
    if (portico.stores.walletList.getState().featured.length === 0)
      void portico.walletList.fetchFeatured().catch(() => undefined)
  }, [portico])

  // Search, once typing pauses.
  const [query, setQuery] = useState('')
  const search = query.trim()
  const [searchStatus, setSearchStatus] = useState<Status>('idle')
  useEffect(() => {
    if (!search) {
      setSearchStatus('idle')
      void portico.walletList.search({ search: '' })
      return
    }
    setSearchStatus('loading')
    let active = true
    const timer = setTimeout(() => {
      portico.walletList.search({ search }).then(
        () => active && setSearchStatus('idle'),
        () => active && setSearchStatus('error'),
      )
    }, WALLET_SEARCH_MIN_WAIT_MS)
    return () => {
      active = false
      clearTimeout(timer)
    }
  }, [portico, search])
  const [searchAttempt, setSearchAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry runs the same search again.
  useEffect(() => {
    if (searchAttempt === 0 || !search) return
    setSearchStatus('loading')
    portico.walletList.search({ search }).then(
      () => setSearchStatus('idle'),
      () => setSearchStatus('error'),
    )
  }, [searchAttempt])

  const searching = search !== ''
  const rows = useMemo(
    () =>
      buildAllWalletsList({
        featured: walletList.featured,
        customWallets: options.customWallets,
        wallets: walletList.wallets,
        searchResults: searching
          ? searchStatus === 'idle' && walletList.search === search
            ? walletList.filteredWallets
            : []
          : undefined,
        connectors: options.enableInjected ? connectors : [],
        namespaces: [...new Set(networks.map((n) => n.chainNamespace))],
        excludeWalletIds: options.excludeWalletIds,
      }).map((item) => ({
        item,
        target: walletTarget({
          item,
          connectors,
          enableWalletConnect: options.enableWalletConnect,
        }),
      })),
    [walletList, options, connectors, networks, searching, search, searchStatus],
  )

  const status: Status = searching ? searchStatus : pageStatus
  const hasMore = !searching && walletList.wallets.length < walletList.count
  const loadingFirst = status === 'loading' && rows.length === 0
  const loadingMore = !searching && pageStatus === 'loading' && rows.length > 0
  const failedFirst = status === 'error' && rows.length === 0
  const total = searching
    ? rows.length
    : rows.length + Math.max(0, walletList.count - walletList.wallets.length)

  // The next page when the end of the list comes into view.
  const [endVisible, setEndVisible] = useState(false)
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
  }, [])
  const loadNextIfEndNear = useCallback(() => {
    if (!hasMore || pageStatus !== 'idle' || pageInFlight.current) return
    if (walletList.wallets.length === 0) return
    // The observer reports changes only, and may not have reported yet that a page just added
    // pushed the end away: the end's position now decides.
    const root = scrollRef.current?.getBoundingClientRect()
    const end = sentinelRef.current?.getBoundingClientRect()
    if (root && end && end.top <= root.bottom + END_MARGIN_PX) loadPage(walletList.page + 1)
  }, [hasMore, pageStatus, walletList.page, walletList.wallets.length, loadPage])
  useEffect(() => {
    if (endVisible) loadNextIfEndNear()
  }, [endVisible, loadNextIfEndNear])
  // While the observer last said "in view", a scroll back to the end before it saw the end leave
  // (no frame between a page arriving and the scroll) changes nothing it reports: scrolls check.
  useEffect(() => {
    const root = scrollRef.current
    if (!endVisible || !root) return
    root.addEventListener('scroll', loadNextIfEndNear, { passive: true })
    return () => root.removeEventListener('scroll', loadNextIfEndNear)
  }, [endVisible, loadNextIfEndNear])

  // The window of rows in view, and keyboard navigation over the whole list.
  const windowed = useVirtualList({
    count: rows.length,
    rowHeight: ALL_WALLETS_ROW_HEIGHT_PX,
    scrollRef,
  })
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (pendingFocus.current === undefined) return
    const button = scrollRef.current?.querySelector<HTMLElement>(
      `[data-index="${pendingFocus.current}"]`,
    )
    if (!button) return
    pendingFocus.current = undefined
    button.focus({ preventScroll: true })
  })
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index))
    windowed.scrollToIndex(next)
    const button = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)
    // A row already rendered takes focus now; one scrolled into the window, once rendered.
    if (button) button.focus({ preventScroll: true })
    else pendingFocus.current = next
    setActive(next)
  }
  // One handler for every row (the row's index is on the button), so rows keep equal props and
  // the memoised WalletRow re-renders only the rows that enter the window.
  const onRowKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = Number(event.currentTarget.dataset.index)
    const moves: Record<string, number | undefined> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_ROWS,
      PageUp: index - PAGE_ROWS,
      Home: 0,
      End: rows.length - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    if (to < 0) searchRef.current?.focus()
    else moveTo(to)
  }
  const keyDownRef = useRef(onRowKeyDown)
  keyDownRef.current = onRowKeyDown
  const stableKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => keyDownRef.current(event),
    [],
  )
  const onRowFocus = useCallback(
    (event: FocusEvent<HTMLButtonElement>) => setActive(Number(event.currentTarget.dataset.index)),
    [],
  )
  const tabStop = active >= windowed.start && active < windowed.end ? active : windowed.start

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
      <style>{connectViewsCss + allWalletsCss}</style>
      <label htmlFor={searchId} className="visually-hidden">
        {t('searchWallets')}
      </label>
      <input
        ref={searchRef}
        id={searchId}
        className="search"
        type="search"
        value={query}
        placeholder={t('searchWallets')}
        autoComplete="off"
        data-testid="portico-wallet-search"
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && rows.length > 0) {
            event.preventDefault()
            moveTo(active)
          }
        }}
      />
      <p className="muted" aria-live="polite" data-testid="portico-wallet-count">
        {announcement}
      </p>
      {failedFirst && (
        <div className="center" data-testid="portico-wallets-error">
          <button
            type="button"
            className="secondary"
            data-testid="portico-wallets-retry"
            onClick={() => (searching ? setSearchAttempt((n) => n + 1) : loadPage(walletList.page))}
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
                    onKeyDown={stableKeyDown}
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
      {!failedFirst && pageStatus === 'error' && rows.length > 0 && !searching && (
        <div className="center" data-testid="portico-wallets-more-error">
          <p className="error" role="alert">
            {t('walletsLoadFailed')}
          </p>
          <button
            type="button"
            className="secondary"
            data-testid="portico-wallets-more-retry"
            onClick={() => loadPage(walletList.page + 1)}
          >
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  )
}
