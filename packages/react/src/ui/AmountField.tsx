import { cleanAmountInput } from '@portico/core/internal'
import { type ReactNode, useId } from 'react'

export type AmountFieldProps = {
  /** The field's visible label ('Amount', 'You pay'). */
  label: string
  value: string
  /** What was typed, cleaned by cleanAmountInput; typing that cannot become an amount is ignored. */
  onChange: (amount: string) => void
  /** The field's message ('Insufficient balance'), announced politely; none when valid. */
  error?: string | undefined
  /** Ids of more descriptions of the field, read after its message. */
  describedBy?: string | undefined
  /** The amount input's data-testid. */
  testId: string
  /** The message's data-testid. */
  errorTestId: string
  /** The token or currency chip beside the amount. */
  chip: ReactNode
  /** What shows between the amount and its message (its value, the balance and Max). */
  children?: ReactNode
}

/**
 * The amount field of Swap, OnRamp and WalletSend: a label, a decimal text input (digits and one
 * point, a comma read as one) with the token chip beside it, then its message, which the input
 * names in aria-describedby and marks aria-invalid. Rendered inside the view's `.send-card`.
 */
export function AmountField({
  label,
  value,
  onChange,
  error,
  describedBy,
  testId,
  errorTestId,
  chip,
  children,
}: AmountFieldProps) {
  const id = useId()
  const messageId = useId()
  return (
    <>
      <label htmlFor={id} className="send-label">
        {label}
      </label>
      <div className="send-amount-row">
        <input
          id={id}
          className="send-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy ? `${messageId} ${describedBy}` : messageId}
          data-testid={testId}
          onChange={(event) => {
            const next = cleanAmountInput(event.target.value)
            if (next !== undefined) onChange(next)
          }}
        />
        {chip}
      </div>
      {children}
      <p id={messageId} className="field-error" aria-live="polite" data-testid={errorTestId}>
        {error ?? ''}
      </p>
    </>
  )
}
