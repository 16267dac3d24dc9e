export type FormSubmitProps = {
  /** Whether the form can be sent; the button is disabled until then. */
  ready: boolean
  /** The button's label: what is still missing, or the action ('Select a token', 'Continue'). */
  label: string
  /** The button's data-testid. */
  testId: string
  /** `polite`: the label's changes are announced (Swap's quote states). */
  'aria-live'?: 'polite' | undefined
}

/**
 * The submit button at the foot of the Swap, OnRamp and WalletSend forms: full width, primary,
 * its label saying what is still missing until the form can be sent.
 */
export function FormSubmit({ ready, label, testId, 'aria-live': ariaLive }: FormSubmitProps) {
  return (
    <button
      type="submit"
      className="primary send-primary"
      disabled={!ready}
      aria-live={ariaLive}
      data-testid={testId}
    >
      {label}
    </button>
  )
}
