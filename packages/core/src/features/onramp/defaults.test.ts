import { describe, expect, it } from 'vitest'
import { ONRAMP_DEFAULT_OPTIONS, USDC_ETHEREUM_ADDRESS, USDC_POLYGON_ADDRESS } from './defaults.js'

const RULE =
  'spec §9: On-ramp defaults: USD payment, card 10.00 to 7500.00, bank account (ach) 10.00 to 25000.00 (USD and EUR); default purchase currency USD Coin (USDC) on Ethereum chain 1 and Polygon chain 137'

describe('ONRAMP_DEFAULT_OPTIONS', () => {
  it.each(['USD', 'EUR'])(`${RULE} — %s: card 10.00–7500.00, ach 10.00–25000.00`, (id) => {
    const currency = ONRAMP_DEFAULT_OPTIONS.paymentCurrencies.find((c) => c.id === id)
    expect(currency?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach', min: '10.00', max: '25000.00' },
    ])
  })

  it(`${RULE} — USD first, then EUR, nothing else`, () => {
    expect(ONRAMP_DEFAULT_OPTIONS.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it(`${RULE} — USD Coin (USDC) on chains 1 and 137 at Circle's contracts`, () => {
    expect(ONRAMP_DEFAULT_OPTIONS.purchaseCurrencies).toEqual([
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: [
          {
            name: 'ethereum',
            display_name: 'Ethereum',
            chain_id: '1',
            contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
          },
          {
            name: 'polygon',
            display_name: 'Polygon',
            chain_id: '137',
            contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
          },
        ],
      },
    ])
    expect([USDC_ETHEREUM_ADDRESS, USDC_POLYGON_ADDRESS]).toEqual([
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    ])
  })

  it('spec §5: the defaults offer no provider (an empty list of strings)', () => {
    expect(ONRAMP_DEFAULT_OPTIONS.providers).toEqual([])
  })
})
