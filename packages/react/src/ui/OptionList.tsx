import type { ReactNode } from 'react'

export type OptionListProps<T> = {
  items: readonly T[]
  /** The list's accessible name, or (`labelledBy`) the id of the heading that names it. */
  label?: string | undefined
  labelledBy?: string | undefined
  /** The list's data-testid. */
  testId?: string | undefined
  /** An item's React key. */
  itemKey: (item: T) => string
  /** An option's data-testid. */
  optionTestId: (item: T) => string
  /** Whether the item is the one chosen now (`aria-current`). */
  isCurrent: (item: T) => boolean
  onChoose: (item: T) => void
  /** A class every option button has beside `option` ('onramp-option'). */
  optionClassName?: string | undefined
  /** What an option shows. */
  children: (item: T) => ReactNode
}

/**
 * The list of a token or currency picker: one button per item, the chosen one marked
 * aria-current; a click chooses it. Rendered inside SearchableList.
 */
export function OptionList<T>({
  items,
  label,
  labelledBy,
  testId,
  itemKey,
  optionTestId,
  isCurrent,
  onChoose,
  optionClassName,
  children,
}: OptionListProps<T>) {
  return (
    <ul
      className="list token-list"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
    >
      {items.map((item) => (
        <li key={itemKey(item)}>
          <button
            type="button"
            className={optionClassName ? `option ${optionClassName}` : 'option'}
            aria-current={isCurrent(item) ? 'true' : undefined}
            data-testid={optionTestId(item)}
            onClick={() => onChoose(item)}
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  )
}
