import type { SwapToken } from './SwapState.js'

/**
 * The order of the swap token lists: the tokens the account holds first, by value (highest
 * first; equal values by symbol), then the rest by symbol.
 */
export function sortSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  const held = (token: SwapToken) => Number(token.quantity) > 0
  const bySymbol = (a: SwapToken, b: SwapToken) =>
    a.symbol.localeCompare(b.symbol, 'en') || a.address.localeCompare(b.address, 'en')
  return [...tokens].sort((a, b) => {
    const heldA = held(a)
    const heldB = held(b)
    if (heldA !== heldB) return heldA ? -1 : 1
    if (heldA && b.value !== a.value) return b.value - a.value
    return bySymbol(a, b)
  })
}
