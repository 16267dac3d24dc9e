/**
 * How many times the estimated network fee "max" keeps back on a native source, as for a send
 * (SEND_MAX_GAS_RESERVE_FACTOR): the gas price can rise before the swap is mined and wallets
 * reserve their own maximum fee.
 */
export const SWAP_MAX_GAS_RESERVE_FACTOR = 2n

/**
 * The max button's amount (base units): the whole balance of an ERC-20; of the native currency,
 * the balance less {@link SWAP_MAX_GAS_RESERVE_FACTOR} × the estimated fee (never below 0).
 */
export function maxSwapAmount({
  balance,
  native,
  estimatedFee,
}: {
  balance: bigint
  native: boolean
  estimatedFee: bigint
}): bigint {
  if (balance <= 0n) return 0n
  if (!native) return balance
  const reserve = estimatedFee * SWAP_MAX_GAS_RESERVE_FACTOR
  return balance > reserve ? balance - reserve : 0n
}
