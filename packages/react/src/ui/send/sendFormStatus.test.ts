import type { SendToken } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { type ReceiverStatus, sendFormStatus } from './sendFormStatus.js'

const usdc: SendToken = {
  address: 'eip155:1:0xA',
  symbol: 'USDC',
  quantity: { decimals: 6, numeric: '100' },
}
const resolved: ReceiverStatus = { kind: 'resolved' }

describe('sendFormStatus: the primary button names the first thing missing', () => {
  it.each([
    [
      "spec §5 'A token is required' — no token",
      undefined,
      '5',
      resolved,
      'sendSelectToken',
      false,
    ],
    ['no amount', usdc, undefined, resolved, 'sendEnterAmount', false],
    ['a lone point is no amount yet', usdc, '.', resolved, 'sendEnterAmount', false],
    ['zero', usdc, '0.000', resolved, 'sendEnterAmount', false],
    ['more decimals than the token', usdc, '1.0000001', resolved, 'sendEnterAmount', false],
    ['above the balance', usdc, '100.000001', resolved, 'sendInsufficientBalance', false],
    ['no receiver', usdc, '100', { kind: 'empty' }, 'sendAddReceiver', false],
    ['a name being looked up', usdc, '1', { kind: 'resolving' }, 'sendResolvingName', false],
    ['an invalid receiver', usdc, '1', { kind: 'invalid' }, 'sendInvalidAddress', false],
    [
      'a name that did not resolve',
      usdc,
      '1',
      { kind: 'error', message: 'x' },
      'sendInvalidAddress',
      false,
    ],
    ['everything: the whole balance to a receiver', usdc, '100', resolved, 'sendPreview', true],
  ] as const)('%s', (_case, token, amount, receiver, label, ready) => {
    expect(sendFormStatus({ token, amount, receiver })).toMatchObject({ label, ready })
  })

  it('says why an amount is wrong', () => {
    expect(
      sendFormStatus({ token: usdc, amount: '1.1234567', receiver: resolved }).amountError,
    ).toEqual({
      key: 'sendInvalidAmount',
      values: { decimals: '6' },
    })
    expect(sendFormStatus({ token: usdc, amount: '101', receiver: resolved }).amountError).toEqual({
      key: 'sendInsufficientBalance',
    })
    expect(
      sendFormStatus({ token: usdc, amount: '99', receiver: resolved }).amountError,
    ).toBeUndefined()
  })
})
