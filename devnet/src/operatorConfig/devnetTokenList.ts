import { getAddress } from 'viem'
import type { DevnetConfig } from '../devnetFile.js'

/** One token of a list in the Uniswap Token Lists format (https://tokenlists.org). */
export type TokenListToken = {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
  logoURI?: string
}

/** A token list in the Uniswap Token Lists format (its required fields and `logoURI`). */
export type TokenList = {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  tokens: TokenListToken[]
  logoURI?: string
}

/** The devnet list's name (the format allows word characters and spaces, at most 30). */
export const DEVNET_TOKEN_LIST_NAME = 'Portico Devnet'

/**
 * The `chainId` the devnet's list gives the local Solana node's tokens (the operator file's
 * `tokenListChainId`): Solana lists number the public clusters 101–103; a local node picks its own.
 */
export const DEVNET_SOLANA_TOKEN_LIST_CHAIN_ID = 900

/** The local Solana node's USDC mint's decimals (devnet/src/solana: an SPL mint of 6 decimals). */
const SOLANA_USDC_DECIMALS = 6

/**
 * The devnet's ERC-20s (WETH, USDC, DAI) on every devnet chain and the local Solana node's USDC,
 * with the asset server's icons, as a Uniswap-format token list: what the operator file's
 * `tokenList` names for the devnet chains and the Solana node. The version is 1.0.0 on every
 * start: the list is rewritten with the chains, never edited.
 */
export function buildDevnetTokenList(
  config: Pick<DevnetConfig, 'assetsUrl' | 'chains' | 'tokens' | 'solana'>,
  now: Date = new Date(),
): TokenList {
  const usdc = config.tokens.find((token) => token.contractKey === 'usdc')
  return {
    name: DEVNET_TOKEN_LIST_NAME,
    timestamp: now.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      ...config.chains.flatMap((chain) =>
        config.tokens.map((token) => ({
          chainId: chain.chainId,
          address: getAddress(chain.contracts[token.contractKey]),
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          logoURI: token.iconUrl,
        })),
      ),
      ...(config.solana && usdc
        ? [
            {
              chainId: DEVNET_SOLANA_TOKEN_LIST_CHAIN_ID,
              address: config.solana.usdcMint,
              name: usdc.name,
              symbol: usdc.symbol,
              decimals: SOLANA_USDC_DECIMALS,
              logoURI: usdc.iconUrl,
            },
          ]
        : []),
    ],
  }
}
