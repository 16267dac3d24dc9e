import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'

export type UseVirtualListParameters = {
  /** How many rows the list has. */
  count: number
  /** Height of one row, gap included, in CSS pixels (rows are all the same height). */
  rowHeight: number
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>
  /** Rows rendered beyond each edge of the viewport. @default 4 */
  overscan?: number | undefined
  /** Rows rendered before the viewport is measured. @default 12 */
  initialRows?: number | undefined
}

export type VirtualRange = { start: number; end: number }

/**
 * Windowing for a list of equal rows: only the rows in view (plus `overscan`) are rendered, each
 * at `index * rowHeight` inside an element `totalHeight` tall. The range is recomputed on scroll
 * (passive) and on resize, and React re-renders only when the first or last row changes, so a
 * list of thousands of wallets costs the same as one of twenty.
 */
export function useVirtualList({
  count,
  rowHeight,
  scrollRef,
  overscan = 4,
  initialRows = 12,
}: UseVirtualListParameters) {
  const [range, setRange] = useState<VirtualRange>(() => ({
    start: 0,
    end: Math.min(count, initialRows),
  }))
  const measure = useCallback(() => {
    const element = scrollRef.current
    if (!element) return
    const first = Math.floor(element.scrollTop / rowHeight)
    const inView = Math.ceil(element.clientHeight / rowHeight) + 1
    const start = Math.max(0, Math.min(first - overscan, count - inView - overscan))
    const end = Math.min(count, first + inView + overscan)
    setRange((current) =>
      current.start === start && current.end === end ? current : { start, end },
    )
  }, [scrollRef, rowHeight, overscan, count])
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [scrollRef, measure])
  /** Scrolls as little as needed for row `index` to be fully in view. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current
      if (!element) return
      const top = index * rowHeight
      if (top < element.scrollTop) element.scrollTop = top
      else if (top + rowHeight > element.scrollTop + element.clientHeight)
        element.scrollTop = top + rowHeight - element.clientHeight
      measure()
    },
    [scrollRef, rowHeight, measure],
  )
  return { ...range, totalHeight: count * rowHeight, scrollToIndex }
}
