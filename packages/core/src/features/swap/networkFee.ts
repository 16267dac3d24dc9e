import { tokenValueUsd } from '../../amounts/tokenValueUsd.js'

/**
 * A swap's network fee: gas × gas price in wei (exact, as a decimal string) and its USD value at
 * the native currency's price (0 when unknown).
 */
export function swapNetworkFee({
  gas,
  gasPrice,
  nativeDecimals,
  nativePrice,
}: {
  gas: bigint
  gasPrice: bigint
  nativeDecimals: number
  nativePrice: number
}): { wei: string; usd: number } {
  const wei = gas > 0n && gasPrice > 0n ? gas * gasPrice : 0n
  return { wei: wei.toString(), usd: tokenValueUsd(wei, nativeDecimals, nativePrice) }
}
