/**
 * The check mark on a disc that says a flow finished (a purchase arrived, a name was registered).
 * Decorative: the text beside it says what succeeded. `className` draws the disc (the view's CSS).
 */
export function SuccessMark({ className, size }: { className: string; size: number }) {
  return (
    <span className={className}>
      <svg
        aria-hidden="true"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  )
}
