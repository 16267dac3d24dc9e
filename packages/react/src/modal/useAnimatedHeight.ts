import { type RefObject, useEffect, useState } from 'react'

/**
 * The height of `contentRef`'s element, followed with a ResizeObserver, for the box around it:
 * given as an explicit height that box can animate between views (spec §9 "modal height
 * 150 ms", a CSS transition on `.body`). Undefined until first measured (the box is then `auto`).
 */
export function useAnimatedHeight(
  contentRef: RefObject<HTMLElement | null>,
  active: boolean,
): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined)
  useEffect(() => {
    const content = contentRef.current
    if (!active || !content) return
    const measure = () => setHeight(content.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(content)
    return () => {
      observer.disconnect()
      setHeight(undefined)
    }
  }, [contentRef, active])
  return height
}
