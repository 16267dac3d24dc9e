import { ADDRESS_DISPLAY_LEADING_CHARS, ADDRESS_DISPLAY_TRAILING_CHARS } from '../constants.js'

/** Shortens an address for display: 4 leading and 6 trailing characters (spec §9). */
export function shortenAddress(address: string): string {
  if (address.length <= ADDRESS_DISPLAY_LEADING_CHARS + ADDRESS_DISPLAY_TRAILING_CHARS + 1)
    return address
  return `${address.slice(0, ADDRESS_DISPLAY_LEADING_CHARS)}…${address.slice(-ADDRESS_DISPLAY_TRAILING_CHARS)}`
}
