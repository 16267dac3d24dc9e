import type { ReactNode } from 'react'
import { ChevronIcon } from './icons.js'

export type PickerChipProps = {
  /** The chip's data-testid. */
  testId: string
  /** Opens the picker. */
  onClick: () => void
  /** What is chosen: its label (a symbol or currency code, rendered as text), an icon before it. */
  chosen?: { label: string; labelTestId: string; icon?: ReactNode } | undefined
  /** Said after the label to screen readers ('choose another token'). */
  chooseSuffix: string
  /** Shown while nothing is chosen ('Select a token'). */
  selectLabel: string
}

/**
 * The token or currency chip beside an amount (Swap, OnRamp, WalletSend): what is chosen, or
 * "Select a token", and a chevron; it opens the picker.
 */
export function PickerChip({
  testId,
  onClick,
  chosen,
  chooseSuffix,
  selectLabel,
}: PickerChipProps) {
  return (
    <button type="button" className="token-chip" data-testid={testId} onClick={onClick}>
      {chosen ? (
        <>
          {chosen.icon}
          <span data-testid={chosen.labelTestId}>{chosen.label}</span>
          <span className="visually-hidden">{chooseSuffix}</span>
        </>
      ) : (
        <span>{selectLabel}</span>
      )}
      <ChevronIcon size={14} />
    </button>
  )
}
