import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'

export type UseRovingFocusParameters = {
  /** How many rows the list has. */
  count: number
  /** The element holding the rows; each row's button carries its index as `data-index`. */
  containerRef: RefObject<HTMLElement | null>
  /** The rows rendered now (a virtual list's window): [start, end). */
  start: number
  end: number
  /** Brings a row into the rendered window (a virtual list's `scrollToIndex`). */
  scrollToIndex: (index: number) => void
  /** Rows a PageUp/PageDown moves. */
  pageRows: number
  /** Where focus goes on ArrowUp/PageUp from the top rows (a search field above the list). */
  onBeforeFirst?: (() => void) | undefined
}

export type UseRovingFocusReturnType = {
  /** The row in the tab order (one Tab stop for the list): the active row while rendered. */
  tabStop: number
  /** Focuses row `index` (clamped), scrolling it into the window first when needed. */
  moveTo: (index: number) => void
  /** The row last focused or moved to. */
  active: number
  /** One handler for every row (stable), so memoised rows keep equal props. */
  onRowKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  onRowFocus: (event: FocusEvent<HTMLElement>) => void
}

/**
 * Roving focus over a (virtual) list: the arrow keys, Home/End and PageUp/PageDown move focus from
 * row to row, a row outside the window is scrolled in and focused once rendered, and only one row
 * is in the tab order.
 */
export function useRovingFocus({
  count,
  containerRef,
  start,
  end,
  scrollToIndex,
  pageRows,
  onBeforeFirst,
}: UseRovingFocusParameters): UseRovingFocusReturnType {
  const [active, setActive] = useState(0)
  const pendingFocus = useRef<number | undefined>(undefined)
  const rowButton = (index: number) =>
    containerRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)
  // A row scrolled into the window takes focus once rendered.
  useEffect(() => {
    if (pendingFocus.current === undefined) return
    const button = rowButton(pendingFocus.current)
    if (!button) return
    pendingFocus.current = undefined
    button.focus({ preventScroll: true })
  })
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index))
    scrollToIndex(next)
    const button = rowButton(next)
    if (button) button.focus({ preventScroll: true })
    else pendingFocus.current = next
    setActive(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = Number(event.currentTarget.dataset.index)
    const moves: Record<string, number | undefined> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + pageRows,
      PageUp: index - pageRows,
      Home: 0,
      End: count - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    if (to < 0) onBeforeFirst?.()
    else moveTo(to)
  }
  const keyDownRef = useRef(onKeyDown)
  keyDownRef.current = onKeyDown
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => keyDownRef.current(event),
    [],
  )
  const onRowFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => setActive(Number(event.currentTarget.dataset.index)),
    [],
  )
  const tabStop = active >= start && active < end ? active : start
  return { tabStop, moveTo, active, onRowKeyDown, onRowFocus }
}
