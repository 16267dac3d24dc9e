import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANONICAL_MULTICALL3, MAINNET_UNIVERSAL_RESOLVER } from './operatorConfig.js'
import { readOperatorConfig } from './readOperatorConfig.js'

/**
 * Good files resolve to what the services use (issue 18, "Operator configuration"): the token
 * list loaded and narrowed to the chain, the defaults applied (Multicall3 the canonical one, ENS
 * on for chain 1, prices 'none' on chains and clusters), the environment's RPC URLs in place of the file's.
 */

const USDC_1 = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const USDC_8453 = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const USDC_SOLANA = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

const list = {
  name: 'Test list',
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    { chainId: 1, address: USDC_1, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 8453, address: USDC_8453, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
    { chainId: 101, address: USDC_SOLANA, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ],
}
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

let server: Server
let origin = ''
let listRequests = 0
const folders: string[] = []

beforeAll(async () => {
  server = createServer((_request, response) => {
    listRequests += 1
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify(list))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.close()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function write(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'portico-config-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content)
  return folder
}

const YAML_FILE = `
version: 1
evm:
  - caipNetworkId: eip155:1
    name: Ethereum
    rpcUrls: [https://one.example.org, https://two.example.org]
    nativeCurrency: { name: Ether, symbol: ETH, decimals: 18 }
    tokenList: tokens.json
  - caipNetworkId: eip155:8453
    name: Base
    rpcUrls: [https://base.example.org]
    nativeCurrency: { name: Ether, symbol: ETH, decimals: 18 }
    tokenList: tokens.json
    multicall3: "${USDC_8453}"
    ens: { registry: "${REGISTRY}" }
solana:
  - caipNetworkId: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
    name: Solana
    rpcUrls: [https://solana.example.org]
    tokenList: tokens.json
  - caipNetworkId: solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1
    name: Solana Devnet
    rpcUrls: [https://devnet.solana.example.org]
    prices: { source: http, url: https://prices.example.org/usd, apiKeyEnv: SOLANA_PRICE_API_KEY }
`

describe('readOperatorConfig: good files', () => {
  it('a YAML file: chain ids from CAIP-2, each chain its own tokens of the list, defaults applied', async () => {
    const folder = write({ 'portico.config.yml': YAML_FILE, 'tokens.json': JSON.stringify(list) })
    const config = await readOperatorConfig(join(folder, 'portico.config.yml'), {
      env: { SOLANA_PRICE_API_KEY: 'set' },
    })
    expect(config.path).toBe(join(folder, 'portico.config.yml'))
    expect(config.evm).toEqual([
      {
        caipNetworkId: 'eip155:1',
        chainId: 1,
        name: 'Ethereum',
        rpcUrls: ['https://one.example.org', 'https://two.example.org'],
        nativeCurrency: ether,
        multicall3: CANONICAL_MULTICALL3,
        ens: { universalResolver: MAINNET_UNIVERSAL_RESOLVER },
        prices: { source: 'none' },
        tokens: [{ chainId: 1, address: USDC_1, symbol: 'USDC', name: 'USD Coin', decimals: 6 }],
      },
      {
        caipNetworkId: 'eip155:8453',
        chainId: 8453,
        name: 'Base',
        rpcUrls: ['https://base.example.org'],
        nativeCurrency: ether,
        multicall3: USDC_8453,
        ens: { registry: REGISTRY },
        prices: { source: 'none' },
        tokens: [
          { chainId: 8453, address: USDC_8453, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        ],
      },
    ])
    expect(config.solana).toEqual([
      {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        name: 'Solana',
        rpcUrls: ['https://solana.example.org'],
        // mainnet-beta's tokens carry chainId 101 in Solana lists.
        tokens: [
          { chainId: 101, address: USDC_SOLANA, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
        ],
        prices: { source: 'none' },
      },
      {
        caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        name: 'Solana Devnet',
        rpcUrls: ['https://devnet.solana.example.org'],
        tokens: [],
        prices: {
          source: 'http',
          url: 'https://prices.example.org/usd',
          apiKeyEnv: 'SOLANA_PRICE_API_KEY',
        },
      },
    ])
  })

  it('a JSON file with a token list URL: fetched once for two chains; ens: false is off; PORTICO_RPC_URLS_<chainId> replaces the file’s URLs', async () => {
    const folder = write({
      'portico.config.json': JSON.stringify({
        version: 1,
        evm: [
          {
            caipNetworkId: 'eip155:1',
            name: 'Ethereum',
            rpcUrls: ['https://file.example.org'],
            nativeCurrency: ether,
            tokenList: `${origin}/tokens.json`,
            ens: false,
          },
          {
            caipNetworkId: 'eip155:8453',
            name: 'Base',
            rpcUrls: ['https://base.example.org'],
            nativeCurrency: ether,
            tokenList: `${origin}/tokens.json`,
          },
        ],
      }),
    })
    listRequests = 0
    const config = await readOperatorConfig(join(folder, 'portico.config.json'), {
      env: { PORTICO_RPC_URLS_1: 'https://keyed.example.org/k1, https://fallback.example.org' },
    })
    expect(listRequests).toBe(1)
    expect(config.solana).toEqual([])
    expect(
      config.evm.map(({ chainId, rpcUrls, ens, tokens }) => ({
        chainId,
        rpcUrls,
        ens,
        tokens: tokens.map((token) => token.address),
      })),
    ).toEqual([
      {
        chainId: 1,
        rpcUrls: ['https://keyed.example.org/k1', 'https://fallback.example.org'],
        ens: undefined,
        tokens: [USDC_1],
      },
      { chainId: 8453, rpcUrls: ['https://base.example.org'], ens: undefined, tokens: [USDC_8453] },
    ])
  })
})
