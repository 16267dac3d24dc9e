/** Button sizes: `md` 40 px high, `sm` 32 px. */
export type ButtonSize = 'sm' | 'md'

/** The class list of a button: its variant and size, then the dApp's own class. */
export function buttonClassName(
  variant: 'primary' | 'secondary' | 'warning',
  size: ButtonSize,
  ...extra: (string | false | undefined)[]
): string {
  return ['portico-button', `portico-button--${variant}`, `portico-button--${size}`, ...extra]
    .filter(Boolean)
    .join(' ')
}
