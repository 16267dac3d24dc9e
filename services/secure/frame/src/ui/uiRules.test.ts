import { describe, expect, test } from 'vitest'
import { parseEvmChainId, parseSolanaChainId } from '../rpc/networks.js'
import { readableTextOn, sanitizeColor } from './applyTheme.js'
import {
  checkNewRecoverySecret,
  MIN_RECOVERY_SECRET_LENGTH,
} from './screens/setRecoverySecretScreen.js'
import { format } from './strings.js'

describe('recovery secret rules', () => {
  test.each([
    [
      'shorter than 12 characters',
      'eleven char',
      'eleven char',
      `at least ${MIN_RECOVERY_SECRET_LENGTH}`,
    ],
    ['12 characters but the repeat differs', 'twelve chars', 'twelve charz', 'not the same'],
    ['12 characters typed twice', 'twelve chars', 'twelve chars', undefined],
    ['the same secret in two Unicode forms', 'café au lait!', 'cafe\u0301 au lait!', undefined],
  ])('%s', (_, secret, confirmation, problem) => {
    const result = checkNewRecoverySecret(secret, confirmation)
    if (problem === undefined) expect(result).toBeUndefined()
    else expect(result).toContain(problem)
  })
})

describe('theme values the dApp may sync (SyncTheme)', () => {
  test.each([
    ['#3b5bdb', '#3b5bdb'],
    ['#fff', '#fff'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
    ['red; background: url(https://evil)', undefined],
    ['url(javascript:alert(1))', undefined],
    ['var(--x)', undefined],
    [12, undefined],
  ])('accent %j → %j', (value, expected) => {
    expect(sanitizeColor(value)).toBe(expected)
  })

  test.each([
    ['#ffff00', '#111217'],
    ['#1a1a80', '#ffffff'],
    ['rgb(250, 250, 250)', '#111217'],
  ])('text on the accent %s is %s', (accent, text) => {
    expect(readableTextOn(accent)).toBe(text)
  })
})

describe('chain ids as the dApp sends them', () => {
  test.each([
    [31337, 31337],
    ['31337', 31337],
    ['0x7a69', 31337],
    ['eip155:31337', 31337],
    ['solana:abc', undefined],
    [-1, undefined],
    ['0x', undefined],
  ])('EVM %j → %j', (value, expected) => {
    expect(parseEvmChainId(value)).toBe(expected)
  })

  test.each([
    ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['0OIl', undefined],
    [1, undefined],
  ])('Solana %j → %j', (value, expected) => {
    expect(parseSolanaChainId(value)).toBe(expected)
  })
})

test('format fills placeholders as text and leaves unknown ones', () => {
  expect(format('{a} and {b}', { a: '<b>x</b>' })).toBe('<b>x</b> and {b}')
})
