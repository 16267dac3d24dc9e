import { type ClipboardEvent, forwardRef, useId } from 'react'
import { useT } from '../../hooks/useT.js'

/** Digits of an email code (the secure site mails 6-digit codes). */
export const OTP_LENGTH = 6

/**
 * The code in `text`: a run of OTP_LENGTH digits, which may be grouped by spaces or dashes
 * ('123 456', '123-456') and surrounded by other text ('Your code: 123456'); else the text's
 * first digits. Never longer than OTP_LENGTH.
 */
export function readOtp(text: string): string {
  const run = new RegExp(`\\d(?:[\\s-]?\\d){${OTP_LENGTH - 1}}`).exec(text)
  const digits = (run ? run[0] : text).replace(/\D/g, '')
  return digits.slice(0, OTP_LENGTH)
}

export type OtpInputProps = {
  value: string
  /** Called with the digits typed or pasted (never more than OTP_LENGTH). */
  onChange: (value: string) => void
  /** A check is under way: the field is read-only. */
  busy?: boolean | undefined
  invalid?: boolean | undefined
  /** The id of the element that describes the field (the error). */
  describedBy?: string | undefined
  testId?: string | undefined
}

/**
 * The email code field: one text input (so autofill of `autocomplete="one-time-code"`, paste and
 * the keyboard work as in any field), drawn as six boxes behind it. Only digits are kept; a pasted
 * code is found in the pasted text.
 */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onChange, busy, invalid, describedBy, testId = 'portico-otp-input' },
  ref,
) {
  const { t } = useT()
  const id = useId()
  const hintId = useId()
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text')
    if (!text) return
    event.preventDefault()
    onChange(readOtp(text))
  }
  return (
    <div className="otp" data-invalid={invalid || undefined}>
      <label htmlFor={id} className="visually-hidden">
        {t('otpLabel', { count: String(OTP_LENGTH) })}
      </label>
      <input
        ref={ref}
        id={id}
        className="otp-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        value={value}
        readOnly={busy}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
        data-autofocus=""
        data-testid={testId}
        onChange={(event) => onChange(readOtp(event.target.value))}
        onPaste={onPaste}
      />
      <span id={hintId} className="visually-hidden">
        {t('otpHint', { count: String(OTP_LENGTH) })}
      </span>
      <div className="otp-boxes" aria-hidden="true">
        {Array.from({ length: OTP_LENGTH }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number.
            key={index}
            className={
              index === Math.min(value.length, OTP_LENGTH - 1) ? 'otp-box current' : 'otp-box'
            }
            data-filled={index < value.length || undefined}
          >
            {value[index] ?? ''}
          </span>
        ))}
      </div>
    </div>
  )
})

/** The code field's styles: six boxes, the real input over them with its text and caret hidden. */
export const otpInputCss = `
.otp { position: relative; display: grid; justify-content: center; margin: 8px auto; }
.otp-boxes { display: grid; grid-template-columns: repeat(${OTP_LENGTH}, 44px); gap: 8px; direction: ltr; }
.otp-box { display: grid; place-items: center; height: 52px; border: 1px solid var(--portico-border-strong); border-radius: calc(var(--portico-border-radius-master) * 3); background: var(--portico-surface); color: var(--portico-fg); font-size: 1.4em; font-weight: 600; font-variant-numeric: tabular-nums; }
.otp-input { position: absolute; inset: 0; width: 100%; height: 100%; padding: 0; border: 0; background: transparent; color: transparent; caret-color: transparent; font-size: 16px; letter-spacing: 40px; opacity: 0.01; cursor: text; }
.otp-input:focus-visible { outline: none; }
.otp:focus-within .otp-box.current { border-color: var(--portico-accent); box-shadow: 0 0 0 1px var(--portico-accent); }
.otp[data-invalid] .otp-box { border-color: var(--portico-error); }
.otp-input[readonly] ~ .otp-boxes .otp-box { opacity: 0.6; }
@media (forced-colors: active) { .otp:focus-within .otp-box.current { outline: 2px solid Highlight; } }
`
