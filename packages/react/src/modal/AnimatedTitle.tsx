import { HEADER_TEXT_ANIMATION_MS } from '@portico/core/internal'
import { useEffect, useState } from 'react'

export type AnimatedTitleProps = {
  /** The heading's id (the dialog's aria-labelledby). */
  id: string
  text: string
}

/**
 * The header's title. When it changes the new text fades in over the old one, which fades out
 * (spec §9 "header text 120 ms"); the old text is aria-hidden and gone after the animation, so
 * the heading that labels the dialog always holds the current title.
 */
export function AnimatedTitle({ id, text }: AnimatedTitleProps) {
  const [shown, setShown] = useState(text)
  const [previous, setPrevious] = useState<string | null>(null)
  // Derived during render (not in an effect) so the old and new text share their first frame.
  if (shown !== text) {
    setPrevious(shown)
    setShown(text)
  }
  useEffect(() => {
    if (previous === null) return
    const timer = setTimeout(() => setPrevious(null), HEADER_TEXT_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [previous])
  return (
    <div className="title-stack">
      {previous !== null && (
        <span key={previous} className="title title-out" aria-hidden="true">
          {previous}
        </span>
      )}
      <h2 key={text} className="title" id={id} data-testid="portico-title">
        {text}
      </h2>
    </div>
  )
}
