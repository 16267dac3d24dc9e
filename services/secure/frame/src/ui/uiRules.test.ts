import { describe, expect, test } from 'vitest'
import { parseEvmChainId, parseSolanaChainId } from '../rpc/networks.js'
import { readableTextOn, sanitizeColor } from './applyTheme.js'
import { checkNewRecoverySecret } from './screens/setRecoverySecretScreen.js'
import { format } from './strings.js'

describe('recovery secret rules (issue 16: a strength estimate, not a length rule)', () => {
  test.each([
    ['nothing typed', '', '', 'Choose a recovery secret'],
    ['12 characters the estimator finds guessable', 'aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'too easy'],
    [
      'a strong secret whose repeat differs',
      'purple tiger quietly sings',
      'purple tiger quietly sing',
      'not the same',
    ],
    [
      'a strong secret typed twice',
      'purple tiger quietly sings',
      'purple tiger quietly sings',
      undefined,
    ],
    [
      'the same secret in two Unicode forms',
      'café tiger quietly sings',
      'cafe\u0301 tiger quietly sings',
      undefined,
    ],
  ])('%s', async (_, secret, confirmation, problem) => {
    const result = await checkNewRecoverySecret(secret, confirmation)
    if (problem === undefined) expect(result).toBeUndefined()
    else expect(result).toContain(problem)
  })

  test("the estimator's warning and suggestions are shown", async () => {
    const result = await checkNewRecoverySecret('x', 'x', {
      estimate: async () => ({
        acceptable: false,
        guessesLog10: 1,
        score: 0,
        warning: 'This is a top-10 common password.',
        suggestions: ['Add more words.'],
      }),
    })
    expect(result).toBe(
      'This recovery secret is too easy to guess. This is a top-10 common password. Add more words.',
    )
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
