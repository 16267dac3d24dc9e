import type { SwapToken } from './SwapState.js'

/** Whether two swap tokens are the same token (CAIP-10 addresses compared without case). */
export function isSameSwapToken(a: SwapToken | undefined, b: SwapToken | undefined): boolean {
  return a !== undefined && b !== undefined && a.address.toLowerCase() === b.address.toLowerCase()
}
