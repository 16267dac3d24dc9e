import { describe, expect, it } from 'vitest'
import { type CardInput, checkCard, passesLuhn } from './checkCard.js'

const NOW = new Date('2026-11-22T06:00:00Z')
const good: CardInput = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada' }

describe('the sandbox card check (Luhn, test cards, expiry, CVC, name)', () => {
  it.each<[string, boolean]>([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['79927398713', true],
    ['4242424242424241', false],
    ['4000000000000001', false],
    ['1234567812345678', false],
    ['42424242424242a2', false],
  ])('passesLuhn(%s) = %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid)
  })

  it.each<[string, Partial<CardInput>, ReturnType<typeof checkCard>]>([
    ['4242 4242 4242 4242 succeeds', {}, { outcome: 'approved' }],
    [
      '4242-4242-4242-4242 (dashes) succeeds',
      { number: '4242-4242-4242-4242' },
      { outcome: 'approved' },
    ],
    ['an expiry this month is still good', { expiry: '11/26' }, { outcome: 'approved' }],
    ['MM/YYYY is accepted', { expiry: '01/2031' }, { outcome: 'approved' }],
    [
      '4000 0000 0000 0002 is declined',
      { number: '4000 0000 0000 0002' },
      { outcome: 'declined', reason: 'declinedCard' },
    ],
    [
      'another Luhn-valid number is declined (test cards only)',
      { number: '5555 5555 5555 4444' },
      { outcome: 'declined', reason: 'notATestCard' },
    ],
    [
      'a non-Luhn number is rejected',
      { number: '4242 4242 4242 4241' },
      { outcome: 'invalid', problems: [{ field: 'number', reason: 'notACardNumber' }] },
    ],
    [
      'too short is rejected',
      { number: '4242' },
      { outcome: 'invalid', problems: [{ field: 'number', reason: 'notACardNumber' }] },
    ],
    [
      'last month is expired',
      { expiry: '10/26' },
      { outcome: 'invalid', problems: [{ field: 'expiry', reason: 'expired' }] },
    ],
    [
      'month 13 is not an expiry',
      { expiry: '13/30' },
      { outcome: 'invalid', problems: [{ field: 'expiry', reason: 'badExpiry' }] },
    ],
    [
      'a 2-digit CVC is wrong',
      { cvc: '12' },
      { outcome: 'invalid', problems: [{ field: 'cvc', reason: 'badCvc' }] },
    ],
    [
      'every empty field is named',
      { number: '', expiry: '', cvc: ' ', name: '' },
      {
        outcome: 'invalid',
        problems: [
          { field: 'number', reason: 'required' },
          { field: 'expiry', reason: 'required' },
          { field: 'cvc', reason: 'required' },
          { field: 'name', reason: 'required' },
        ],
      },
    ],
  ])('%s', (_, change, decision) => {
    expect(checkCard({ ...good, ...change }, NOW)).toEqual(decision)
  })
})
