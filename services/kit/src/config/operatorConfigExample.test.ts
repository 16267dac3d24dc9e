import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './configErrors.js'
import { CANONICAL_MULTICALL3, MAINNET_UNIVERSAL_RESOLVER } from './operatorConfig.js'
import { readOperatorConfig } from './readOperatorConfig.js'

/**
 * Issue 18, "Done when": "docs/operating.md (or the README) shows an operator's configuration for
 * Ethereum + Base + Solana mainnet with comments". The example file is read as a service reads
 * it, and the guide shows that very file.
 */

const root = new URL('../../../../', import.meta.url)
const EXAMPLE = 'examples/portico.config.example.yaml'
const examplePath = fileURLToPath(new URL(EXAMPLE, root))

describe('the annotated example (examples/portico.config.example.yaml)', () => {
  it('resolves to Ethereum, Base and Solana mainnet with their real tokens and defaults', async () => {
    const config = await readOperatorConfig(examplePath, {
      env: { ETHERSCAN_API_KEY: 'set', PRICE_API_KEY: 'set' },
    })
    expect(
      config.evm.map(({ chainId, name, multicall3, ens, prices, tokens }) => ({
        chainId,
        name,
        multicall3,
        ens,
        prices: prices.source,
        tokens: tokens.map((token) => `${token.symbol} ${token.address} ${token.decimals}`),
      })),
    ).toEqual([
      {
        chainId: 1,
        name: 'Ethereum',
        multicall3: CANONICAL_MULTICALL3,
        ens: { universalResolver: MAINNET_UNIVERSAL_RESOLVER },
        prices: 'uniswap',
        tokens: [
          'USDC 0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48 6',
          'WETH 0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2 18',
        ],
      },
      {
        chainId: 8453,
        name: 'Base',
        multicall3: CANONICAL_MULTICALL3,
        ens: undefined,
        prices: 'uniswap',
        tokens: [
          'USDC 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913 6',
          'WETH 0x4200000000000000000000000000000000000006 18',
        ],
      },
    ])
    expect(
      config.solana.map(({ caipNetworkId, tokens, prices }) => ({
        caipNetworkId,
        tokens: tokens.map((token) => `${token.symbol} ${token.address} ${token.decimals}`),
        prices,
      })),
    ).toEqual([
      {
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        tokens: [
          'USDC EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v 6',
          'wSOL So11111111111111111111111111111111111111112 9',
        ],
        // Solana mainnet priced by an HTTP provider whose key is read from PRICE_API_KEY.
        prices: {
          source: 'http',
          url: 'https://prices.example.com/v1/usd',
          apiKeyEnv: 'PRICE_API_KEY',
        },
      },
    ])
  })

  it('needs the keys it names: without ETHERSCAN_API_KEY and PRICE_API_KEY it is refused', async () => {
    const error = await readOperatorConfig(examplePath, { env: {} }).catch((caught) => caught)
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as ConfigError).problems).toEqual([
      {
        path: 'evm[0].history.etherscan.apiKeyEnv',
        message: 'the environment variable ETHERSCAN_API_KEY is not set',
      },
      {
        path: 'solana[0].prices.apiKeyEnv',
        message: 'the environment variable PRICE_API_KEY is not set',
      },
    ])
  })

  it('docs/operating.md shows the example file as it is', () => {
    const guide = readFileSync(new URL('docs/operating.md', root), 'utf8')
    const example = readFileSync(examplePath, 'utf8')
    expect(guide).toContain(`\`\`\`yaml\n${example}\`\`\``)
  })
})
