import type {
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampState,
} from '@portico/core'

// Test data of the on-ramp views' component tests, in spec §3's shapes.

/** Spec §9's default USD: card 10.00–7500.00, bank account (ach) 10.00–25000.00. */
export const USD: OnrampPaymentCurrency = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach', min: '10.00', max: '25000.00' },
  ],
}
/** Euros with the card only. */
export const EUR: OnrampPaymentCurrency = {
  id: 'EUR',
  payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }],
}
const network = (name: string, display_name: string, chain_id: string) => ({
  name,
  display_name,
  chain_id,
  contract_address: '0x0000000000000000000000000000000000000001',
})
/** USD Coin on the devnet and on Ethereum. */
export const USDC: OnrampPurchaseCurrency = {
  id: 'usdc',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [network('anvil', 'Anvil', '31337'), network('ethereum', 'Ethereum', '1')],
}
/** Ether on the devnet. */
export const ETH: OnrampPurchaseCurrency = {
  id: 'eth',
  name: 'Ether',
  symbol: 'ETH',
  networks: [network('anvil', 'Anvil', '31337')],
}
/** USD 100 → 98.40 USDC: 1.50 of fees and 0.10 of network fee. */
export const QUOTE: OnrampQuote = {
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '98.40', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: '98.4', currency: 'USDC' },
  quoteId: 'quote-1',
}

/** The on-ramp options as the API gives them, with the sandbox offered. */
export const OPTIONS: Partial<OnrampState> = {
  providers: ['sandbox'],
  paymentCurrencies: [USD, EUR],
  purchaseCurrencies: [USDC, ETH],
  defaultOptions: false,
  optionsLoading: false,
}

/** The base URL the stand-in answers (`.invalid` never resolves). */
export const STAND_IN_API_URL = 'https://api.onramp-test.invalid'

/**
 * Test-only stand-in for the on-ramp routes of the Portico API (`GET /v1/onramp/options`, `POST
 * /v1/onramp/quote`), which cannot run in the browser test: the options above, and quotes worked
 * out as the devnet sandbox does (1.5 % provider fee, 0.10 network fee, USDC at 1 USD).
 * services/api tests the real routes; e2e/specs/onramp.spec.ts runs the views against them.
 */
export function onrampApiStandIn({ quote = 'ok' }: { quote?: 'ok' | 'fail' } = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== STAND_IN_API_URL) return Response.json({}, { status: 404 })
    if (url.pathname === '/v1/onramp/options')
      return Response.json({
        providers: OPTIONS.providers,
        paymentCurrencies: OPTIONS.paymentCurrencies,
        purchaseCurrencies: OPTIONS.purchaseCurrencies,
      })
    if (url.pathname === '/v1/onramp/quote' && request.method === 'POST') {
      if (quote === 'fail')
        return Response.json(
          { error: { code: 'ONRAMP_PROVIDER_ERROR', message: 'down' } },
          { status: 502 },
        )
      const { amount, paymentCurrency } = (await request.json()) as {
        amount: string
        paymentCurrency: string
      }
      const total = BigInt(amount.replace('.', ''))
      const fee = (total * 150n + 5_000n) / 10_000n
      const subtotal = total - fee - 10n
      const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`
      return Response.json({
        networkFee: { amount: '0.10', currency: paymentCurrency },
        paymentSubtotal: { amount: cents(subtotal), currency: paymentCurrency },
        paymentTotal: { amount: cents(total), currency: paymentCurrency },
        purchaseAmount: { amount: cents(subtotal), currency: 'USDC' },
        quoteId: `quote-${amount}`,
      })
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: url.pathname } }, { status: 404 })
  }
}
