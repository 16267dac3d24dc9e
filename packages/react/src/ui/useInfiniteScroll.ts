import { type RefObject, useCallback, useEffect, useState } from 'react'

export type UseInfiniteScrollParameters = {
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>
  /** An element after the last row (a 1 px sentinel). */
  endRef: RefObject<HTMLElement | null>
  /** `onEndNear` is called when the end is this close to coming into view, in CSS pixels. */
  marginPx: number
  /** Whether more may load now (more to load, none on its way, the last load did not fail). */
  enabled: boolean
  /** Loads more; it may be called again before the load it started has shown. */
  onEndNear: () => void
}

/**
 * Infinite scroll: calls `onEndNear` while `enabled` and the end of the list is within `marginPx`
 * of the viewport (IntersectionObserver in the scrolling element). The observer reports changes
 * only, and may not have reported yet that rows just added pushed the end away: the end's
 * position decides each time. While the observer last said "in view", a scroll back to the end
 * before it saw the end leave (no frame between rows arriving and the scroll) changes nothing it
 * reports: scrolls check the position too.
 */
export function useInfiniteScroll({
  scrollRef,
  endRef,
  marginPx,
  enabled,
  onEndNear,
}: UseInfiniteScrollParameters): void {
  const [endVisible, setEndVisible] = useState(false)
  useEffect(() => {
    const root = scrollRef.current
    const end = endRef.current
    if (!root || !end) return
    const observer = new IntersectionObserver(
      (entries) => setEndVisible(entries.some((entry) => entry.isIntersecting)),
      { root, rootMargin: `0px 0px ${marginPx}px 0px` },
    )
    observer.observe(end)
    return () => observer.disconnect()
  }, [scrollRef, endRef, marginPx])
  const loadIfEndNear = useCallback(() => {
    if (!enabled) return
    const root = scrollRef.current?.getBoundingClientRect()
    const end = endRef.current?.getBoundingClientRect()
    if (root && end && end.top <= root.bottom + marginPx) onEndNear()
  }, [enabled, scrollRef, endRef, marginPx, onEndNear])
  useEffect(() => {
    if (endVisible) loadIfEndNear()
  }, [endVisible, loadIfEndNear])
  useEffect(() => {
    const root = scrollRef.current
    if (!endVisible || !root) return
    root.addEventListener('scroll', loadIfEndNear, { passive: true })
    return () => root.removeEventListener('scroll', loadIfEndNear)
  }, [endVisible, scrollRef, loadIfEndNear])
}
