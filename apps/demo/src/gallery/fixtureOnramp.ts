/** How the fixture API answers the on-ramp routes (`GET /v1/onramp/options`, `POST /v1/onramp/quote`). */
export type OnrampAnswer = 'quote' | 'estimate' | 'noProviders'

/** A network of the on-ramp options (spec §3) for the gallery's devnet chains. */
export const onrampNetwork = (id: number, name: string, contract: string) => ({
  name: `portico-devnet-${id === 31337 ? 'a' : 'b'}`,
  display_name: name,
  chain_id: String(id),
  contract_address: contract,
})

/** The on-ramp options every fixture tile gets (spec §3 shapes; spec §9 limits). */
export function fixtureOnrampOptions(answer: OnrampAnswer) {
  const limits = [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach', min: '10.00', max: '25000.00' },
  ]
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const native = '0x0000000000000000000000000000000000000000'
  return {
    providers: answer === 'noProviders' ? [] : ['sandbox', 'coinbase', 'moonpay', 'transak'],
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          onrampNetwork(31337, 'Portico Devnet A', usdc),
          onrampNetwork(31338, 'Portico Devnet B', usdc),
        ],
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          onrampNetwork(31337, 'Portico Devnet A', native),
          onrampNetwork(31338, 'Portico Devnet B', native),
        ],
      },
    ],
  }
}

/**
 * A quote as the devnet sandbox works it out (docs/swaps-and-onramp.md): of the amount paid, a
 * 1.5 % provider fee (rounded half up to the cent) and a 0.10 network fee; the rest buys USDC at
 * 1 USD, or ETH at the fixture price of 3,000 USD.
 */
export function fixtureOnrampQuote(body: unknown) {
  const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const amount = typeof request.amount === 'string' ? request.amount : ''
  const currency = typeof request.paymentCurrency === 'string' ? request.paymentCurrency : 'USD'
  if (!/^\d+\.\d{2}$/.test(amount)) return undefined
  const total = BigInt(amount.replace('.', ''))
  const fee = (total * 150n + 5_000n) / 10_000n
  const subtotal = total - fee - 10n
  if (subtotal <= 0n) return undefined
  const cents = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`
  const eth = request.purchaseCurrency === 'ETH'
  // ETH at 3,000 USD: subtotal cents × 10^18 / 300,000 cents, in wei, written in ETH.
  const wei = (subtotal * 10n ** 18n) / 300_000n
  const ethText = `${wei / 10n ** 18n}.${String(wei % 10n ** 18n).padStart(18, '0')}`
  return {
    networkFee: { amount: '0.10', currency },
    paymentSubtotal: { amount: cents(subtotal), currency },
    paymentTotal: { amount: cents(total), currency },
    purchaseAmount: eth
      ? { amount: ethText, currency: 'ETH' }
      : { amount: cents(subtotal), currency: 'USDC' },
    quoteId: `fixture-${amount}`,
  }
}
