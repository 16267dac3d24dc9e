import type { ReactNode } from 'react'

export type OptionRowProps = {
  /** The option chosen now (`aria-current`). */
  current: boolean
  /** The option button's data-testid. */
  testId: string
  onClick: () => void
  /** A class the button has beside `option` ('onramp-option'). */
  className?: string | undefined
  children: ReactNode
}

/**
 * One option of a token or currency picker's list (`ul.list.token-list` inside SearchableList): a
 * list item holding the option's button, the chosen one marked aria-current.
 */
export function OptionRow({ current, testId, onClick, className, children }: OptionRowProps) {
  return (
    <li>
      <button
        type="button"
        className={className ? `option ${className}` : 'option'}
        aria-current={current ? 'true' : undefined}
        data-testid={testId}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  )
}
