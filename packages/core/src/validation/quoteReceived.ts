/** A value a wallet answered, as an error's details show it: short, as text. */
export function quoteReceived(value: unknown): string {
  const text = typeof value === 'string' ? `'${value}'` : String(value)
  return text.length > 100 ? `${text.slice(0, 100)}…` : text
}
