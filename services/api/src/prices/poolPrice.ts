/** 2^96, the fixed-point scale of Uniswap V3's sqrtPriceX96. */
const Q96 = 2 ** 96

/**
 * The price of `token` in `quote` (whole units of quote for one whole token) from a Uniswap V2
 * pair's reserves; undefined when the token's reserve is empty.
 */
export function priceFromReserves({
  tokenReserve,
  quoteReserve,
  tokenDecimals,
  quoteDecimals,
}: {
  tokenReserve: bigint
  quoteReserve: bigint
  tokenDecimals: number
  quoteDecimals: number
}): number | undefined {
  if (tokenReserve === 0n) return undefined
  return (Number(quoteReserve) / Number(tokenReserve)) * 10 ** (tokenDecimals - quoteDecimals)
}

/**
 * The price of `token` in `quote` (whole units) from a Uniswap V3 pool's sqrtPriceX96, which is
 * √(token1 / token0) in base units, × 2^96. Undefined for a pool not initialised (0).
 */
export function priceFromSqrtPriceX96({
  sqrtPriceX96,
  tokenIsToken0,
  tokenDecimals,
  quoteDecimals,
}: {
  sqrtPriceX96: bigint
  tokenIsToken0: boolean
  tokenDecimals: number
  quoteDecimals: number
}): number | undefined {
  if (sqrtPriceX96 === 0n) return undefined
  const token1PerToken0 = (Number(sqrtPriceX96) / Q96) ** 2
  const quotePerToken = tokenIsToken0 ? token1PerToken0 : 1 / token1PerToken0
  const price = quotePerToken * 10 ** (tokenDecimals - quoteDecimals)
  return Number.isFinite(price) && price > 0 ? price : undefined
}
