export type FormSubmitProps = {
  /** Whether the form can be sent; the button is disabled until then. */
  ready: boolean
  /** The button's label: what is still missing, or the action ('Select a token', 'Continue'). */
  label: string
  /** The button's data-testid. */
  testId: string
  /**
   * The form's last error, in an assertive live region above the button. Omitted: no region (the
   * view says its errors elsewhere).
   */
  error?: { message: string | undefined; testId: string } | undefined
  /** `polite`: the label's changes are announced (Swap's quote states). */
  'aria-live'?: 'polite' | undefined
}

/**
 * The foot of the Swap, OnRamp and WalletSend forms: the error line, if the view has one, then one
 * full-width primary submit button whose label says what is still missing.
 */
export function FormSubmit({
  ready,
  label,
  testId,
  error,
  'aria-live': ariaLive,
}: FormSubmitProps) {
  return (
    <>
      {error && (
        <div aria-live="assertive">
          {error.message !== undefined && (
            <p className="field-error" data-testid={error.testId}>
              {error.message}
            </p>
          )}
        </div>
      )}
      <button
        type="submit"
        className="primary send-primary"
        disabled={!ready}
        aria-live={ariaLive}
        data-testid={testId}
      >
        {label}
      </button>
    </>
  )
}
