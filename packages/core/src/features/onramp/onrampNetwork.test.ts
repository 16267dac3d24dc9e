import { describe, expect, it } from 'vitest'
import { testNetwork } from '../../testing/index.js'
import { ONRAMP_DEFAULT_OPTIONS } from './defaults.js'
import type { OnrampPurchaseCurrency } from './OnrampState.js'
import {
  defaultPaymentCurrency,
  defaultPurchaseCurrency,
  findOnrampNetwork,
  isNativeContractAddress,
} from './onrampNetwork.js'

const token = (symbol: string, chainIds: string[]): OnrampPurchaseCurrency => ({
  id: symbol.toLowerCase(),
  name: symbol,
  symbol,
  networks: chainIds.map((chain_id) => ({
    name: `net-${chain_id}`,
    display_name: chain_id,
    chain_id,
    contract_address: '0x0000000000000000000000000000000000000001',
  })),
})
const ETH = token('ETH', ['1', '31337'])
const USDC = token('USDC', ['1', '137', '31337'])
const SOL_GENESIS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_USDC = token('USDC', [SOL_GENESIS])

describe('on-ramp networks (spec §9: on-ramp on EVM and Solana)', () => {
  it.each([
    ['eip155:1 offers USDC first even when listed second', [ETH, USDC], testNetwork(1), 'USDC'],
    ['eip155:137 offers only USDC', [ETH, USDC], testNetwork(137), 'USDC'],
    ['without USDC, the first offered on the network', [ETH], testNetwork(31337), 'ETH'],
    ['nothing on an unlisted chain', [ETH, USDC], testNetwork(10), undefined],
    ['Solana by its genesis hash', [SOL_USDC], testNetwork(SOL_GENESIS, 'solana'), 'USDC'],
    [
      'never on bip122 (not EVM or Solana)',
      [token('BTC', ['1'])],
      testNetwork(1, 'bip122'),
      undefined,
    ],
  ])('defaultPurchaseCurrency: %s', (_case, currencies, network, symbol) => {
    expect(defaultPurchaseCurrency(currencies, network)?.symbol).toBe(symbol)
  })

  it('spec §9 defaults: USDC on chains 1 and 137, not on the devnet chain', () => {
    const { purchaseCurrencies } = ONRAMP_DEFAULT_OPTIONS
    expect(defaultPurchaseCurrency(purchaseCurrencies, testNetwork(1))?.id).toBe('USDC')
    expect(defaultPurchaseCurrency(purchaseCurrencies, testNetwork(137))?.id).toBe('USDC')
    expect(defaultPurchaseCurrency(purchaseCurrencies, testNetwork(31337))).toBeUndefined()
  })

  it('a chain_id written as CAIP-2 matches too', () => {
    expect(findOnrampNetwork(token('X', ['eip155:8453']), testNetwork(8453))?.chain_id).toBe(
      'eip155:8453',
    )
  })

  it('spec §9 "USD payment": USD first, else the first offered', () => {
    expect(defaultPaymentCurrency(ONRAMP_DEFAULT_OPTIONS.paymentCurrencies)?.id).toBe('USD')
    expect(
      defaultPaymentCurrency([
        { id: 'EUR', payment_method_limits: [] },
        { id: 'USD', payment_method_limits: [] },
      ])?.id,
    ).toBe('USD')
    expect(defaultPaymentCurrency([{ id: 'GBP', payment_method_limits: [] }])?.id).toBe('GBP')
    expect(defaultPaymentCurrency([])).toBeUndefined()
  })

  it.each([
    ['', true],
    ['0x0000000000000000000000000000000000000000', true],
    ['0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', true],
    ['0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', false],
  ])('isNativeContractAddress(%j) = %s', (address, native) => {
    expect(isNativeContractAddress(address)).toBe(native)
  })
})
