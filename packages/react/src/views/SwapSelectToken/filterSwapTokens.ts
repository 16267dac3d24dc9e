import type { SwapToken } from '@portico/core'

/** The contract part of a CAIP-10 token address (`eip155:1:0xAb…` → `0xAb…`). */
const contractOf = (address: string) => address.split(':').at(-1) ?? address

/**
 * The tokens a search matches — by name or symbol (contains, any case) or by address (the
 * contract, or the whole CAIP-10 address, from its start) — split into the account's tokens (a
 * balance above 0, in the store's order: by value) and the others.
 */
export function filterSwapTokens(
  tokens: readonly SwapToken[],
  search: string,
): { yours: SwapToken[]; others: SwapToken[] } {
  const query = search.trim().toLowerCase()
  const matches = (token: SwapToken) =>
    !query ||
    token.name.toLowerCase().includes(query) ||
    token.symbol.toLowerCase().includes(query) ||
    (query.startsWith('0x') && contractOf(token.address).toLowerCase().startsWith(query)) ||
    token.address.toLowerCase().startsWith(query)
  const shown = tokens.filter(matches)
  const held = (token: SwapToken) => /[1-9]/.test(token.quantity)
  return { yours: shown.filter(held), others: shown.filter((token) => !held(token)) }
}
