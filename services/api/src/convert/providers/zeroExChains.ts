import type { Address } from 'viem'
import { type ConvertToken, NATIVE_TOKEN_ADDRESS, SwapProviderError } from '../SwapProvider.js'

/**
 * 0x's AllowanceHolder, the contract an ERC-20 approval is for on the `/swap/allowance-holder/*`
 * endpoints (never Settler, never Permit2): one address on chains with Cancun's transient storage,
 * another on London-level chains (0x cheat sheet, "AllowanceHolder contract").
 */
export const ZERO_EX_ALLOWANCE_HOLDER = {
  cancun: '0x0000000000001fF3684f28c67538d4D072C22734',
  london: '0x000000000000175a8b9bC6d539B3708EEd92EA6c',
} as const satisfies Record<string, Address>

/** Icons from the Trust Wallet assets repository (public, addressed by checksummed address). */
export const LOGO_BASE = 'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains'

export type ZeroExChain = {
  allowanceHolder: Address
  /** The chain's folder in the Trust Wallet assets repository. */
  logoFolder: string
  native: { name: string; symbol: string }
  /** [symbol, name, address, decimals, eip2612] */
  tokens: readonly (readonly [string, string, Address, number, boolean])[]
}

/**
 * The chains of Portico's swap list (spec §9: 12 eip155 chains) that 0x Swap API v2 serves, with a
 * small built-in token list each (0x has no token-list endpoint): the native currency, its wrapped
 * form and the main stablecoins. Addresses are the tokens' canonical contracts (checksummed; the
 * test rejects a wrong checksum). `eip2612` is true only where the contract is known to take
 * EIP-2612 permits (Circle's native USDC, OP, ARB).
 *
 * Not served by 0x v2 (its chain list has no Gnosis, Fantom, zkSync Era or Aurora): 100, 250, 324,
 * 1313161554 — the routes answer 'Network not supported' there unless another provider serves
 * them.
 */
export const ZERO_EX_CHAINS: Record<number, ZeroExChain> = {
  1: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'ethereum',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, false],
      ['USDC', 'USD Coin', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, true],
      ['USDT', 'Tether USD', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, false],
      ['DAI', 'Dai Stablecoin', '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, false],
      ['WBTC', 'Wrapped BTC', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, false],
    ],
  },
  10: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'optimism',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x4200000000000000000000000000000000000006', 18, false],
      ['USDC', 'USD Coin', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 6, true],
      ['USDT', 'Tether USD', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, false],
      ['DAI', 'Dai Stablecoin', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, false],
      ['OP', 'Optimism', '0x4200000000000000000000000000000000000042', 18, true],
    ],
  },
  56: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'smartchain',
    native: { name: 'BNB', symbol: 'BNB' },
    tokens: [
      ['WBNB', 'Wrapped BNB', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18, false],
      ['USDT', 'Tether USD', '0x55d398326f99059fF775485246999027B3197955', 18, false],
      ['USDC', 'USD Coin', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18, false],
      ['BTCB', 'Bitcoin BEP2', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18, false],
    ],
  },
  137: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'polygon',
    native: { name: 'POL', symbol: 'POL' },
    tokens: [
      ['WPOL', 'Wrapped POL', '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 18, false],
      ['USDC', 'USD Coin', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6, true],
      ['USDT', 'Tether USD', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6, false],
      ['WETH', 'Wrapped Ether', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 18, false],
      ['DAI', 'Dai Stablecoin', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 18, false],
    ],
  },
  8453: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'base',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x4200000000000000000000000000000000000006', 18, false],
      ['USDC', 'USD Coin', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6, true],
      ['DAI', 'Dai Stablecoin', '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', 18, false],
      ['cbBTC', 'Coinbase Wrapped BTC', '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf', 8, false],
    ],
  },
  42161: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'arbitrum',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 18, false],
      ['USDC', 'USD Coin', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, true],
      ['USDT', 'Tether USD', '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, false],
      ['DAI', 'Dai Stablecoin', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, false],
      ['ARB', 'Arbitrum', '0x912CE59144191C1204E64559FE8253a0e49E6548', 18, true],
    ],
  },
  43114: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'avalanchec',
    native: { name: 'Avalanche', symbol: 'AVAX' },
    tokens: [
      ['WAVAX', 'Wrapped AVAX', '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7', 18, false],
      ['USDC', 'USD Coin', '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 6, true],
      ['USDT', 'Tether USD', '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 6, false],
    ],
  },
  59144: {
    // Linea is a London-level chain for 0x: AllowanceHolder lives at its non-Cancun address.
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.london,
    logoFolder: 'linea',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f', 18, false],
      ['USDC', 'USD Coin', '0x176211869cA2b568f2A7D4EE941E073a821EE1ff', 6, false],
      ['USDT', 'Tether USD', '0xA219439258ca9da29E9Cc4cE5596924745e12B93', 6, false],
    ],
  },
}

/** The chains the 0x provider serves (Portico's swap chains that 0x Swap API v2 supports). */
export const ZERO_EX_CHAIN_IDS: readonly number[] = Object.keys(ZERO_EX_CHAINS).map(Number)

export function chainOf(chainId: number): ZeroExChain {
  const chain = ZERO_EX_CHAINS[chainId]
  if (!chain)
    throw new SwapProviderError('NETWORK_NOT_SUPPORTED', `0x does not serve chain ${chainId}`)
  return chain
}

export function tokensOf(chain: ZeroExChain): ConvertToken[] {
  const native: ConvertToken = {
    ...chain.native,
    address: NATIVE_TOKEN_ADDRESS,
    decimals: 18,
    logoUri: `${LOGO_BASE}/${chain.logoFolder}/info/logo.png`,
    eip2612: false,
  }
  return [
    native,
    ...chain.tokens.map(([symbol, name, address, decimals, eip2612]) => ({
      name,
      symbol,
      address,
      decimals,
      logoUri: `${LOGO_BASE}/${chain.logoFolder}/assets/${address}/logo.png`,
      eip2612,
    })),
  ]
}
