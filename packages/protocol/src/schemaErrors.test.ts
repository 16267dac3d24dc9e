import { describe, expect, it } from 'vitest'
import { BalanceItem, OnrampQuoteBody, SiwxMessage } from './index.js'
import { schemaErrors } from './testing.js'

describe('schemaErrors', () => {
  it('is empty for a value of the schema', () => {
    const balance: BalanceItem = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      quantity: { decimals: '18', numeric: '1.5' },
      price: 3000,
      value: 4500,
      iconUrl: '',
    }
    expect(schemaErrors(BalanceItem, balance)).toEqual([])
  })

  it('names each field that differs, with its path', () => {
    expect(
      schemaErrors(OnrampQuoteBody, {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '10.001',
      }),
    ).toEqual([
      '/network: Expected required property',
      "/amount: Expected string to match '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$'",
      '/network: Expected string',
    ])
  })

  it('a sign-in message needs its text', () => {
    const fields = {
      accountAddress: '0x0000000000000000000000000000000000000001',
      chainId: 'eip155:1',
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
      nonce: 'abcdefgh',
      resources: ['https://example.com/terms'],
    }
    expect(schemaErrors(SiwxMessage, fields)).toEqual([
      '/serializedMessage: Expected required property',
      '/serializedMessage: Expected string',
    ])
    expect(
      schemaErrors(SiwxMessage, { ...fields, serializedMessage: 'example.com wants you …' }),
    ).toEqual([])
  })
})
