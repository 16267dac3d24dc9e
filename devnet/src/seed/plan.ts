/**
 * What the seed puts on every devnet chain. Amounts are decimal strings in whole units (parsed with
 * each token's decimals); the tests hold their own copy of the expected results.
 */
import type { DevnetAccountLabel } from '../accounts.js'

/** Symbol of a devnet ERC-20. */
export type TokenSymbol = 'WETH' | 'USDC' | 'DAI'

/** Key of a token contract in the config's `contracts`. */
export type TokenContractKey = 'weth' | 'usdc' | 'dai'

/** A devnet ERC-20 and how it is presented. */
export type DevnetTokenSpec = {
  symbol: TokenSymbol
  name: string
  decimals: number
  contractKey: TokenContractKey
}

/** The ERC-20s deployed on every chain, in deployment order after WETH. */
export const DEVNET_TOKENS: readonly DevnetTokenSpec[] = [
  { symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, contractKey: 'weth' },
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, contractKey: 'usdc' },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, contractKey: 'dai' },
]

/** Name and symbol of the ERC-721 collection; each token is named `<itemName> #<id>`. */
export const NFT_COLLECTION = {
  name: 'Portico Pals',
  symbol: 'PALS',
  itemName: 'Portico Pal',
} as const

/** Name of a seeded Uniswap V2 pool. */
export type PairName = 'USDC/WETH' | 'USDC/DAI'

/** Liquidity per pool in whole tokens; sets the prices 1 ETH = 3000 USDC and 1 DAI = 1 USDC. */
export const POOL_LIQUIDITY: Readonly<
  Record<PairName, Readonly<Partial<Record<TokenSymbol, string>>>>
> = {
  'USDC/WETH': { USDC: '3000000', WETH: '1000' },
  'USDC/DAI': { USDC: '1000000', DAI: '1000000' },
}

/** Tokens minted to each demo account, in whole units. */
export const DEMO_TOKEN_GRANTS: Readonly<Partial<Record<TokenSymbol, string>>> = {
  USDC: '10000',
  DAI: '10000',
}

/** NFTs minted to each demo account, in order; token ids count up from 1. */
export const NFT_GRANTS: readonly { owner: DevnetAccountLabel; count: number }[] = [
  { owner: 'wallet-1', count: 3 },
  { owner: 'wallet-2', count: 2 },
  { owner: 'wallet-3', count: 3 },
]

/** One past action between demo accounts, so activity history is not empty. */
export type HistoryStep =
  | { kind: 'native'; from: DevnetAccountLabel; to: DevnetAccountLabel; amount: string }
  | {
      kind: 'erc20'
      token: TokenSymbol
      from: DevnetAccountLabel
      to: DevnetAccountLabel
      amount: string
    }
  | { kind: 'erc721'; from: DevnetAccountLabel; to: DevnetAccountLabel; tokenId: number }
  | { kind: 'wrap'; from: DevnetAccountLabel; amount: string }
  | {
      kind: 'swapEthForExactTokens'
      from: DevnetAccountLabel
      token: TokenSymbol
      amountOut: string
      maxEthIn: string
    }

/** The past actions, played in this order after funding. */
export const HISTORY: readonly HistoryStep[] = [
  { kind: 'native', from: 'wallet-1', to: 'wallet-2', amount: '1.5' },
  { kind: 'erc20', token: 'USDC', from: 'wallet-2', to: 'wallet-1', amount: '250' },
  { kind: 'erc20', token: 'DAI', from: 'wallet-1', to: 'wallet-3', amount: '100' },
  { kind: 'erc721', from: 'wallet-3', to: 'wallet-2', tokenId: 8 },
  { kind: 'wrap', from: 'wallet-1', amount: '2' },
  {
    kind: 'swapEthForExactTokens',
    from: 'wallet-3',
    token: 'USDC',
    amountOut: '1000',
    maxEthIn: '0.5',
  },
]

/** Deadline passed to router calls: far in the future, so slow machines never hit it. */
export const ROUTER_DEADLINE_S = 2n ** 32n - 1n
