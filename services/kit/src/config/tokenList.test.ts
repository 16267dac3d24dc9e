import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createTokenListValidator,
  readTokenList,
  type TokenList,
  tokensOfChain,
} from './tokenList.js'

/**
 * Issue 18: "a token list in the Uniswap Token Lists format (file or URL, validated against its
 * schema)"; Solana: "SOL plus SPL tokens of the list".
 */

const USDC_1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const folder = mkdtempSync(join(tmpdir(), 'portico-tokenlist-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const token = (fields: Partial<TokenList['tokens'][number]> = {}) => ({
  chainId: 1,
  address: USDC_1,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  ...fields,
})
const list = (tokens: TokenList['tokens']): TokenList => ({ name: 'Test list', tokens })

async function read(content: string) {
  const name = `list-${Math.random().toString(36).slice(2)}.json`
  writeFileSync(join(folder, name), content)
  return readTokenList({
    source: name,
    baseDir: folder,
    fetch: globalThis.fetch,
    validate: createTokenListValidator(),
  })
}

describe('readTokenList: checked against the Token Lists schema of @uniswap/token-lists', () => {
  const valid = {
    name: 'Test list',
    timestamp: '2026-01-01T00:00:00.000Z',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [token()],
  }

  it('a valid list is read as it is', async () => {
    expect(await read(JSON.stringify(valid))).toEqual({ list: valid })
  })

  it.each([
    ['not JSON', '{ tokens: [', /^not JSON: /],
    [
      'a timestamp that is no date-time (ajv-formats)',
      JSON.stringify({ ...valid, timestamp: 'yesterday' }),
      /^must match format "date-time"$/,
    ],
  ])('%s', async (_rule, content, message) => {
    const result = await read(content)
    expect('problems' in result && result.problems[0]?.message).toMatch(message)
  })

  it('reports the first 10 problems of a list, then how many more', async () => {
    const tokens = Array.from({ length: 12 }, (_, index) => token({ decimals: 300 + index }))
    const result = await read(JSON.stringify({ ...valid, tokens }))
    expect('problems' in result && result.problems).toEqual([
      ...tokens
        .slice(0, 10)
        .map((_, index) => ({ path: `tokens[${index}].decimals`, message: 'must be <= 255' })),
      { path: '', message: 'and 2 more' },
    ])
  })
})

describe('tokensOfChain: the tokens whose chainId is the chain’s, of the chain’s kind of address', () => {
  it.each([
    [
      'an EVM chain takes its chainId’s tokens, a token listed twice once',
      list([token(), token({ chainId: 8453 }), token({ address: USDC_1.toLowerCase() })]),
      1,
      'evm' as const,
      { tokens: [{ chainId: 1, address: USDC_1, symbol: 'USDC', name: 'USD Coin', decimals: 6 }] },
    ],
    [
      'a Solana cluster takes the tokens of its list chainId (101 for mainnet-beta)',
      list([token(), token({ chainId: 101, address: USDC_SOLANA })]),
      101,
      'solana' as const,
      {
        tokens: [
          { chainId: 101, address: USDC_SOLANA, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        ],
      },
    ],
    [
      'a base58 address on an EVM chain is refused',
      list([token({ address: USDC_SOLANA })]),
      1,
      'evm' as const,
      {
        problems: [
          {
            path: 'tokens[0].address',
            message: `expected a 0x-prefixed 20-byte hex address on an EVM chain, got "${USDC_SOLANA}"`,
          },
        ],
      },
    ],
    [
      'a 0x address on a Solana cluster is refused',
      list([token({ chainId: 101 })]),
      101,
      'solana' as const,
      {
        problems: [
          {
            path: 'tokens[0].address',
            message: `expected a base58 mint address on a Solana cluster, got "${USDC_1}"`,
          },
        ],
      },
    ],
    [
      'a list with no token of the chain is refused (the wrong list)',
      list([token()]),
      10,
      'evm' as const,
      {
        problems: [
          {
            path: '',
            message: '"Test list" has no token with chainId 10; is it the list of another chain?',
          },
        ],
      },
    ],
  ])('%s', (_rule, tokenList, chainId, kind, expected) => {
    expect(tokensOfChain(tokenList, chainId, kind)).toEqual(expected)
  })
})
