/** Leading characters kept when an address is shortened (spec §9). */
export const ADDRESS_DISPLAY_LEADING_CHARS = 4
/** Trailing characters kept when an address is shortened (spec §9). */
export const ADDRESS_DISPLAY_TRAILING_CHARS = 6

/** Shortens an address for display: 4 leading and 6 trailing characters (spec §9). */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_DISPLAY_LEADING_CHARS + ADDRESS_DISPLAY_TRAILING_CHARS + 1)
    return address
  return `${address.slice(0, ADDRESS_DISPLAY_LEADING_CHARS)}…${address.slice(-ADDRESS_DISPLAY_TRAILING_CHARS)}`
}
