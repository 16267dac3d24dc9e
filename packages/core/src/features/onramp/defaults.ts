import type { OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampState } from './OnrampState.js'

/** USD Coin's contract on Ethereum (chain 1): Circle's USDC. */
export const USDC_ETHEREUM_ADDRESS = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
/**
 * USD Coin's contract on Polygon (chain 137): Circle's native USDC ("USD Coin"), which on-ramps
 * deliver today — not the bridged USDC.e ("USD Coin (PoS)", 0x2791…4174).
 */
export const USDC_POLYGON_ADDRESS = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'

/** Limits of a payment method in the default options (spec §9: card 10.00 to 7500.00). */
const CARD_LIMIT = { id: 'card', min: '10.00', max: '7500.00' } as const
/** Spec §9: bank account (ach) 10.00 to 25000.00. */
const ACH_LIMIT = { id: 'ach', min: '10.00', max: '25000.00' } as const

/** The default payment currencies (spec §9 "USD payment … (USD and EUR)"): USD first. */
const DEFAULT_PAYMENT_CURRENCIES: readonly OnrampPaymentCurrency[] = [
  { id: 'USD', payment_method_limits: [CARD_LIMIT, ACH_LIMIT] },
  { id: 'EUR', payment_method_limits: [CARD_LIMIT, ACH_LIMIT] },
]

/**
 * The default purchase currency (spec §9 "USD Coin (USDC) on Ethereum chain 1 and Polygon chain
 * 137"). Network names are the on-ramps' (Coinbase's `ethereum`, `polygon`).
 */
const DEFAULT_PURCHASE_CURRENCIES: readonly OnrampPurchaseCurrency[] = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: USDC_ETHEREUM_ADDRESS,
      },
      {
        name: 'polygon',
        display_name: 'Polygon',
        chain_id: '137',
        contract_address: USDC_POLYGON_ADDRESS,
      },
    ],
  },
]

/** On-ramp options: what `GET /v1/onramp/options` answers (spec §3 shapes). */
export type OnrampOptions = Pick<
  OnrampState,
  'providers' | 'paymentCurrencies' | 'purchaseCurrencies'
>

/**
 * The built-in on-ramp options, used when the API's cannot be read (spec §8 "on-ramp options fall
 * back to built-in defaults"; values spec §9): no provider, USD and EUR with card 10.00–7500.00
 * and ach 10.00–25000.00, USDC on chains 1 and 137.
 */
export const ONRAMP_DEFAULT_OPTIONS: OnrampOptions = {
  providers: [],
  paymentCurrencies: DEFAULT_PAYMENT_CURRENCIES,
  purchaseCurrencies: DEFAULT_PURCHASE_CURRENCIES,
}

/** The default payment currency's id (spec §9 "USD payment"). */
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'
/** The purchase currency picked first when the active network offers it (spec §9). */
export const ONRAMP_DEFAULT_PURCHASE_SYMBOL = 'USDC'
