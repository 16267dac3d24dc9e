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
