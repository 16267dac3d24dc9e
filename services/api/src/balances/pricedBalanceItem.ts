import type { BalanceItem } from '@portico/protocol'
import { formatUnits } from 'viem'

/** Parameters of {@link pricedBalanceItem}. */
export type PricedBalanceItemParameters = Pick<
  BalanceItem,
  'name' | 'symbol' | 'iconUrl' | 'chainId'
> & {
  /** CAIP-10 address of the token; absent for the native currency. */
  address?: string | undefined
  /** Base units held. */
  amount: bigint
  decimals: number
  /** USD price of one whole token; undefined when there is no trustworthy price. */
  price: number | undefined
}

/**
 * One balance as the API answers it (spec §3 "Token balance"): the quantity as a decimal string,
 * and — only when a price is known — its price and value (quantity × price). Without a price there
 * is no value: never 0 as if the token were worthless (issue 18).
 */
export function pricedBalanceItem({
  amount,
  decimals,
  price,
  address,
  ...fields
}: PricedBalanceItemParameters): BalanceItem {
  const numeric = formatUnits(amount, decimals)
  return {
    ...fields,
    ...(address === undefined ? {} : { address }),
    quantity: { decimals: String(decimals), numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
  }
}
