import { decimalFromNumber } from '../../amounts/decimalFromNumber.js'
import { divideRounded } from '../../amounts/divideRounded.js'
import { formatFixed } from '../../amounts/formatFixed.js'
import { formatTokenAmount } from '../../amounts/formatTokenAmount.js'
import { parseDecimal } from '../../amounts/parseDecimal.js'
import { rescaleDecimal } from '../../amounts/rescaleDecimal.js'
import { ONRAMP_PROVIDER_FEE_MAX_PERCENT } from '../../constants.js'
import {
  ONRAMP_ESTIMATE_DECIMALS,
  ONRAMP_ESTIMATE_QUOTE_ID,
  ONRAMP_FIAT_DECIMALS,
} from './constants.js'
import { OnrampEstimateInputError } from './errors.js'
import type { OnrampQuote } from './OnrampState.js'

export type EstimateOnrampQuoteParameters = {
  /** What the visitor pays, in the payment currency (a validated amount, at most 2 decimals). */
  amount: string
  /** The payment currency's id ('USD'). */
  paymentCurrency: string
  /** The token's symbol ('USDC'). */
  purchaseCurrency: string
  /** The token's price in the payment currency, per whole token (> 0). */
  price: number
  /** The provider fee in percent. @default ONRAMP_PROVIDER_FEE_MAX_PERCENT (spec §9: 1–2 %, the upper bound) */
  feePercent?: number | undefined
}

/**
 * The quote shown when the provider's cannot be had (spec §8 "a failed quote falls back to a
 * mocked quote"; the UI labels it an estimate): the visitor pays `amount`; the provider fee is
 * the fee range's upper bound (2 %), rounded up to the cent; the network fee is unknown and shown
 * as 0; the rest buys tokens at `price`, rounded down to 6 decimals — so the estimate never
 * promises more than a provider within the range gives. Exact decimal arithmetic throughout.
 * Throws on an amount or price that is not a positive decimal.
 */
export function estimateOnrampQuote({
  amount,
  paymentCurrency,
  purchaseCurrency,
  price,
  feePercent = ONRAMP_PROVIDER_FEE_MAX_PERCENT,
}: EstimateOnrampQuoteParameters): OnrampQuote {
  const paid = parseDecimal(amount)
  const unitPrice = decimalFromNumber(price)
  const fee = decimalFromNumber(feePercent)
  if (!paid || paid.value < 0n) throw new OnrampEstimateInputError('amount', amount)
  if (!unitPrice || unitPrice.value <= 0n) throw new OnrampEstimateInputError('price', price)
  if (!fee || fee.value < 0n) throw new OnrampEstimateInputError('fee', feePercent)
  const cents = ONRAMP_FIAT_DECIMALS
  const total = rescaleDecimal(paid, cents)
  // fee = total × feePercent / 100, in cents, rounded up.
  const feeAmount = divideRounded(total * fee.value, 100n * 10n ** BigInt(fee.scale), 'ceil')
  const subtotal = total - feeAmount
  // tokens = subtotal / price, with ONRAMP_ESTIMATE_DECIMALS digits, rounded down.
  const tokens = divideRounded(
    subtotal * 10n ** BigInt(ONRAMP_ESTIMATE_DECIMALS + unitPrice.scale),
    unitPrice.value * 10n ** BigInt(cents),
    'floor',
  )
  const money = (value: bigint) => ({
    amount: formatFixed(value, cents),
    currency: paymentCurrency,
  })
  return {
    networkFee: money(0n),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: {
      amount: formatTokenAmount(tokens, ONRAMP_ESTIMATE_DECIMALS),
      currency: purchaseCurrency,
    },
    quoteId: ONRAMP_ESTIMATE_QUOTE_ID,
    providerFee: money(feeAmount),
  }
}
