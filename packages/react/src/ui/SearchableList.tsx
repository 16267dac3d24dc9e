import { type ReactNode, useId } from 'react'

export type SearchableListProps = {
  /** The search field's label, also its placeholder. */
  searchLabel: string
  search: string
  onSearchChange: (search: string) => void
  /** The search field's data-testid. */
  searchTestId: string
  /** `false` turns spell checking off in the search (searches by address). */
  spellCheck?: false | undefined
  /** How many items there are, before the search. */
  count: number
  /** How many the search leaves. */
  shownCount: number
  /** The items are loading: with none yet, a busy indicator instead of `emptyText`. */
  loading?: boolean | undefined
  /** What the busy indicator says to screen readers. */
  loadingLabel?: string | undefined
  /** Said when there are no items at all. */
  emptyText: string
  /** Said when the search leaves none. */
  noneFoundText: string
  /** Start of the notices' data-testids: `…-loading`, `…-empty`, `…-none-found`. */
  noticeTestId: string
  /** The list (or lists), rendered while the search leaves items. */
  children: ReactNode
}

/**
 * A search field over a list, as the token and currency pickers show it: the field (its label
 * visually hidden), then in a polite live region the list's state — loading, empty, or nothing
 * found — then the list.
 */
export function SearchableList({
  searchLabel,
  search,
  onSearchChange,
  searchTestId,
  spellCheck,
  count,
  shownCount,
  loading,
  loadingLabel,
  emptyText,
  noneFoundText,
  noticeTestId,
  children,
}: SearchableListProps) {
  const searchId = useId()
  return (
    <>
      <label htmlFor={searchId} className="visually-hidden">
        {searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        className="search"
        placeholder={searchLabel}
        value={search}
        autoComplete="off"
        spellCheck={spellCheck}
        onChange={(event) => onSearchChange(event.target.value)}
        data-testid={searchTestId}
      />
      <div aria-live="polite">
        {count === 0 && loading && (
          <div className="center" aria-busy="true" data-testid={`${noticeTestId}-loading`}>
            <span className="spinner static" aria-hidden="true" />
            <span className="visually-hidden">{loadingLabel}</span>
          </div>
        )}
        {count === 0 && !loading && (
          <p className="muted center" data-testid={`${noticeTestId}-empty`}>
            {emptyText}
          </p>
        )}
        {count > 0 && shownCount === 0 && (
          <p className="muted center" data-testid={`${noticeTestId}-none-found`}>
            {noneFoundText}
          </p>
        )}
      </div>
      {shownCount > 0 && children}
    </>
  )
}
