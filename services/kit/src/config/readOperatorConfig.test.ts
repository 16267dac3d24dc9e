import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, type ConfigProblem, formatConfigProblems } from './configErrors.js'
import { readOperatorConfig } from './readOperatorConfig.js'

/**
 * The operator's file checked at start (issue 18, "Operator configuration"): "a wrong field stops
 * the service with a message naming the field and what is expected; nothing starts
 * half-configured". Token lists by URL come from a real HTTP server on 127.0.0.1.
 */

const USDC_1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH_1 = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const USDC_8453 = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

const chain = (fields: Record<string, unknown> = {}) => ({
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  rpcUrls: ['https://rpc.example.org'],
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  ...fields,
})
const cluster = (fields: Record<string, unknown> = {}) => ({
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrls: ['https://solana.example.org'],
  ...fields,
})
const file = (fields: Record<string, unknown> = {}) => ({ version: 1, evm: [chain()], ...fields })
const token = (fields: Record<string, unknown> = {}) => ({
  chainId: 1,
  address: USDC_1,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  ...fields,
})
const tokenList = (tokens: unknown[], fields: Record<string, unknown> = {}) => ({
  name: 'Test list',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens,
  ...fields,
})
const uniswap = (fields: Record<string, unknown> = {}) => ({
  source: 'uniswap',
  usd: { address: USDC_1, decimals: 6 },
  wrappedNative: WETH_1,
  minLiquidityUsd: 1000,
  ...fields,
})

let server: Server
let origin = ''
const served: Record<string, unknown> = { '/list.json': tokenList([token()]) }
const folders: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = served[request.url ?? '']
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' })
    response.end(body === undefined ? '{}' : JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** Writes `files` (objects as JSON, strings as they are) to a new folder; returns its path. */
function writeFolder(files: Record<string, unknown>): string {
  const folder = mkdtempSync(join(tmpdir(), 'portico-config-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files))
    writeFileSync(
      join(folder, name),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  return folder
}

async function problemsOf(
  files: Record<string, unknown>,
  env: Record<string, string> = {},
  name = 'portico.config.json',
): Promise<readonly ConfigProblem[]> {
  const path = join(writeFolder(files), name)
  const error = await readOperatorConfig(path, { env }).catch((caught: unknown) => caught)
  if (!(error instanceof ConfigError)) throw new Error(`expected a ConfigError, got ${error}`)
  return error.problems
}

type Row = {
  rule: string
  files: Record<string, unknown> | (() => Record<string, unknown>)
  env?: Record<string, string>
  name?: string
  problems: ConfigProblem[] | (() => ConfigProblem[])
}

const ROWS: Row[] = [
  {
    rule: 'Per EVM chain: RPC URLs — missing',
    files: { 'portico.config.json': { version: 1, evm: [{ ...chain(), rpcUrls: undefined }] } },
    problems: [
      {
        path: 'evm[0].rpcUrls',
        message: 'missing; expected a list of at least 1 item, each an absolute http(s) URL',
      },
    ],
  },
  {
    rule: 'Per EVM chain: RPC URLs (ordered fallbacks) — at least one',
    files: { 'portico.config.json': file({ evm: [chain({ rpcUrls: [] })] }) },
    problems: [{ path: 'evm[0].rpcUrls', message: 'expected at least 1 item' }],
  },
  {
    rule: 'Per EVM chain: Multicall3 address — a bad address',
    files: {
      'portico.config.json': file({
        evm: [chain(), chain({ caipNetworkId: 'eip155:8453', multicall3: '0x12' })],
      }),
    },
    problems: [
      {
        path: 'evm[1].multicall3',
        message: 'expected a 0x-prefixed 20-byte hex address, got "0x12"',
      },
    ],
  },
  {
    rule: 'a token list in the Uniswap Token Lists format, validated against its schema — decimals 300',
    files: {
      'portico.config.json': file({ evm: [chain({ tokenList: 'tokens.json' })] }),
      'tokens.json': tokenList([token(), token({ address: WETH_1, decimals: 300 })]),
    },
    problems: [
      { path: 'evm[0].tokenList (tokens.json): tokens[1].decimals', message: 'must be <= 255' },
    ],
  },
  {
    rule: 'a token list … validated against its schema — a list without name',
    files: {
      'portico.config.json': file({ evm: [chain({ tokenList: 'tokens.json' })] }),
      'tokens.json': tokenList([token()], { name: undefined }),
    },
    problems: [{ path: 'evm[0].tokenList (tokens.json): name', message: 'missing' }],
  },
  {
    rule: 'a token list (file or URL) — a URL that answers 404',
    files: () => ({
      'portico.config.json': file({ evm: [chain({ tokenList: `${origin}/missing.json` })] }),
    }),
    problems: () => [
      { path: `evm[0].tokenList (${origin}/missing.json)`, message: 'HTTP 404 Not Found' },
    ],
  },
  {
    rule: 'a token list (file or URL) — a file that is not there',
    files: { 'portico.config.json': file({ evm: [chain({ tokenList: 'absent.json' })] }) },
    problems: [
      {
        path: 'evm[0].tokenList (absent.json)',
        message: expect.stringMatching(/^no such file: .*absent\.json$/) as unknown as string,
      },
    ],
  },
  {
    rule: 'a token list with no token of the chain is refused (docs/operating.md: the wrong list)',
    files: {
      'portico.config.json': file({ evm: [chain({ tokenList: 'tokens.json' })] }),
      'tokens.json': tokenList([token({ chainId: 8453, address: USDC_8453 })]),
    },
    problems: [
      {
        path: 'evm[0].tokenList (tokens.json)',
        message: '"Test list" has no token with chainId 1; is it the list of another chain?',
      },
    ],
  },
  {
    rule: 'a price source — unknown',
    files: { 'portico.config.json': file({ evm: [chain({ prices: { source: 'coingecko' } })] }) },
    problems: [
      {
        path: 'evm[0].prices.source',
        message: `expected 'uniswap', 'http' or 'none', got "coingecko"`,
      },
    ],
  },
  {
    rule: 'Prices: from on-chain pools (Uniswap V3 and V2) — a uniswap source names a factory',
    files: { 'portico.config.json': file({ evm: [chain({ prices: uniswap() })] }) },
    problems: [
      {
        path: 'evm[0].prices',
        message: "a 'uniswap' price source needs v2Factory, v3Factory or both",
      },
    ],
  },
  {
    rule: 'a price source — a field of the named source is checked (uniswap without wrappedNative)',
    files: {
      'portico.config.json': file({
        evm: [chain({ prices: { ...uniswap({ v2Factory: WETH_1 }), wrappedNative: undefined } })],
      }),
    },
    problems: [
      {
        path: 'evm[0].prices.wrappedNative',
        message: 'missing; expected a 0x-prefixed 20-byte hex address',
      },
    ],
  },
  {
    rule: 'Per EVM chain: CAIP-2 id — a chain configured twice',
    files: { 'portico.config.json': file({ evm: [chain(), chain({ name: 'Again' })] }) },
    problems: [
      {
        path: 'evm[1].caipNetworkId',
        message: '"eip155:1" is configured twice (first at evm[0]); expected one entry per chain',
      },
    ],
  },
  {
    rule: 'JSON or YAML — a YAML syntax error names its line',
    name: 'portico.config.yaml',
    files: {
      'portico.config.yaml':
        'version: 1\nevm:\n  - caipNetworkId: eip155:1\n    rpcUrls: [https://a.example\n',
    },
    problems: [
      {
        path: '',
        message: expect.stringMatching(
          /^line \d+, column \d+: not valid YAML: /,
        ) as unknown as string,
      },
    ],
  },
  {
    rule: 'JSON or YAML — an unquoted YAML address (read as a number) says to quote it',
    name: 'portico.config.yaml',
    files: {
      'portico.config.yaml': `version: 1\nevm:\n  - caipNetworkId: eip155:1\n    name: Ethereum\n    rpcUrls: [https://a.example.org]\n    nativeCurrency: { name: Ether, symbol: ETH, decimals: 18 }\n    multicall3: ${WETH_1}\n`,
    },
    problems: [
      {
        path: 'evm[0].multicall3',
        message:
          'expected a 0x-prefixed 20-byte hex address, got a number (in YAML, quote addresses: "0x…")',
      },
    ],
  },
  {
    rule: 'JSON or YAML — a JSON syntax error names its line',
    files: { 'portico.config.json': '{\n  "version": 1,\n}\n' },
    problems: [
      {
        path: '',
        message: expect.stringMatching(/^line 3, column 1: not valid JSON: /) as unknown as string,
      },
    ],
  },
  {
    rule: 'a wrong field stops the service — an unknown top-level field',
    files: { 'portico.config.json': file({ chains: [] }) },
    problems: [
      {
        path: 'chains',
        message:
          'unknown field; expected one of $schema, version, evm, solana, onramp, names, nftMetadataOrigins',
      },
    ],
  },
  {
    rule: 'The version of the file’s shape; a reader refuses another',
    files: { 'portico.config.json': file({ version: 2 }) },
    problems: [{ path: 'version', message: 'expected 1, got 2' }],
  },
  {
    rule: 'environment variables for secrets — the variable an apiKeyEnv names is not set',
    files: {
      'portico.config.json': file({
        evm: [
          chain({
            prices: {
              source: 'http',
              url: 'https://prices.example.org',
              apiKeyEnv: 'PRICE_API_KEY',
            },
          }),
        ],
      }),
    },
    problems: [
      {
        path: 'evm[0].prices.apiKeyEnv',
        message: 'the environment variable PRICE_API_KEY is not set',
      },
    ],
  },
  {
    rule: 'environment variables for overrides — PORTICO_RPC_URLS_<chainId> is checked like rpcUrls, its value never shown',
    files: { 'portico.config.json': file() },
    env: { PORTICO_RPC_URLS_1: 'https://ok.example.org,wss://secret-key@ws.example.org' },
    problems: [
      {
        path: 'PORTICO_RPC_URLS_1',
        message:
          'URL 2 of 2: expected a comma-separated list of absolute http(s) URLs (the value is not shown: it may hold a key)',
      },
    ],
  },
  {
    rule: 'environment variables for overrides — one naming no configured chain',
    files: { 'portico.config.json': file() },
    env: { PORTICO_RPC_URLS_10: 'https://optimism.example.org' },
    problems: [
      {
        path: 'PORTICO_RPC_URLS_10',
        message:
          'names no configured chain; expected PORTICO_RPC_URLS_<chainId> of an evm chain or PORTICO_RPC_URLS_<genesis-hash prefix> of a solana cluster',
      },
    ],
  },
  {
    rule: 'ENS (registry or Universal Resolver) — a section naming neither',
    files: { 'portico.config.json': file({ evm: [chain({ ens: {} })] }) },
    problems: [
      {
        path: 'evm[0].ens',
        message: 'expected universalResolver or registry (or false to turn ENS off)',
      },
    ],
  },
  {
    rule: 'Per Solana cluster: token list — a cluster outside the public three names its tokens’ chainId',
    files: {
      'portico.config.json': file({
        solana: [
          {
            caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
            name: 'Local validator',
            rpcUrls: ['http://127.0.0.1:8899'],
            tokenList: 'tokens.json',
          },
        ],
      }),
      'tokens.json': tokenList([token()]),
    },
    problems: [
      {
        path: 'solana[0].tokenListChainId',
        message:
          'missing; a cluster other than mainnet-beta, testnet and devnet names the chainId its tokens carry in the token list',
      },
    ],
  },
  {
    rule: 'Per Solana cluster: a price source — only http or none (no pools are read on Solana)',
    files: {
      'portico.config.json': file({
        solana: [cluster({ prices: uniswap({ v2Factory: WETH_1 }) })],
      }),
    },
    problems: [
      {
        path: 'solana[0].prices.source',
        message: `expected 'http' or 'none', got "uniswap"`,
      },
    ],
  },
  {
    rule: 'Per Solana cluster: a price source — an http source names an http(s) URL',
    files: {
      'portico.config.json': file({
        solana: [cluster({ prices: { source: 'http', url: 'ftp://prices.example.org' } })],
      }),
    },
    problems: [
      {
        path: 'solana[0].prices.url',
        message: 'expected an absolute http(s) URL, got "ftp://prices.example.org"',
      },
    ],
  },
  {
    rule: 'environment variables for secrets — the variable a Solana cluster’s prices.apiKeyEnv names is not set',
    files: {
      'portico.config.json': file({
        solana: [
          cluster({
            prices: {
              source: 'http',
              url: 'https://prices.example.org',
              apiKeyEnv: 'SOLANA_PRICE_API_KEY',
            },
          }),
        ],
      }),
    },
    problems: [
      {
        path: 'solana[0].prices.apiKeyEnv',
        message: 'the environment variable SOLANA_PRICE_API_KEY is not set',
      },
    ],
  },
  {
    rule: 'One configuration file (JSON or YAML) — another extension is refused',
    name: 'portico.config.toml',
    files: { 'portico.config.toml': 'version = 1' },
    problems: [{ path: '', message: 'expected a .json, .yaml, .yml file' }],
  },
]

describe('readOperatorConfig: "a wrong field stops the service with a message naming the field and what is expected"', () => {
  it.each(ROWS)('$rule', async (row) => {
    const files = typeof row.files === 'function' ? row.files() : row.files
    const expected = typeof row.problems === 'function' ? row.problems() : row.problems
    expect(await problemsOf(files, row.env, row.name)).toEqual(expected)
  })

  it('reports every problem of the file at once, one a line, each prefixed by the file', async () => {
    const folder = writeFolder({
      'portico.config.json': file({
        evm: [chain({ rpcUrls: [], multicall3: '0x12', prices: { source: 'coingecko' } })],
      }),
    })
    const error = await readOperatorConfig(join(folder, 'portico.config.json')).catch(
      (caught: ConfigError) => caught,
    )
    expect(
      formatConfigProblems(error as ConfigError).replaceAll(folder, '<dir>'),
    ).toMatchInlineSnapshot(`
      "<dir>/portico.config.json: evm[0].rpcUrls: expected at least 1 item
      <dir>/portico.config.json: evm[0].multicall3: expected a 0x-prefixed 20-byte hex address, got "0x12"
      <dir>/portico.config.json: evm[0].prices.source: expected 'uniswap', 'http' or 'none', got "coingecko""
    `)
  })

  it('"nothing starts half-configured": one failing token list fails the whole read', async () => {
    const problems = await problemsOf({
      'portico.config.json': file({
        evm: [
          chain({ tokenList: 'good.json' }),
          chain({ caipNetworkId: 'eip155:8453', tokenList: 'bad.json' }),
        ],
      }),
      'good.json': tokenList([token()]),
      'bad.json': tokenList([token({ chainId: 8453, address: USDC_8453, symbol: 'US DC' })]),
    })
    expect(problems).toEqual([
      {
        path: 'evm[1].tokenList (bad.json): tokens[0].symbol',
        message: 'must match pattern "^\\S+$"',
      },
    ])
  })
})
