import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
// The shape the services read (issue 18); a type only, so the devnet gains no run-time dependency.
import type { OperatorConfig } from '../../../services/kit/src/config/operatorConfig.js'
import type { WorldToken } from './deployWorldTokens.js'
import { type MainnetLikeChainSpec, MIN_LIQUIDITY_USD, REAL_ENS } from './mainnetLikeChains.js'
import type { SeededMainnetLikeChain } from './seedMainnetLikeChain.js'

/** The operator file's name in the world's directory. */
export const OPERATOR_FILE_NAME = 'portico.config.json'

/** The token list of chain `chainId`, beside the operator file. */
export const tokenListFileName = (chainId: number) => `tokens-${chainId}.json`

/** A token list in the Uniswap Token Lists format (https://tokenlists.org). */
export type UniswapTokenList = {
  name: string
  timestamp: string
  version: { major: number; minor: number; patch: number }
  tokens: (WorldToken & { chainId: number })[]
}

/** One chain's list: USDC, WETH, THIN and the bench tokens. */
export function buildTokenList(
  spec: MainnetLikeChainSpec,
  seeded: SeededMainnetLikeChain,
  timestamp: Date,
): UniswapTokenList {
  const { usdc, weth, thin, bench } = seeded.tokens
  return {
    name: `Portico world ${spec.name}`,
    timestamp: timestamp.toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [usdc, weth, thin, ...bench].map((token) => ({ chainId: spec.chainId, ...token })),
  }
}

/**
 * The operator file of the world: every chain with its RPC URL, explorer, ether, Multicall3, its
 * token list, ENS on chain 1 (both the registry and the Universal Resolver at their real
 * addresses), prices from the chain's Uniswap V2 pools against USDC, and the built-in indexer from
 * the block after the seed, with no confirmations (anvil mines at once and never reorgs).
 */
export function buildOperatorConfig(
  chains: readonly { spec: MainnetLikeChainSpec; rpcUrl: string; seeded: SeededMainnetLikeChain }[],
): OperatorConfig {
  return {
    version: 1,
    evm: chains.map(({ spec, rpcUrl, seeded }) => ({
      caipNetworkId: `eip155:${spec.chainId}`,
      name: spec.name,
      rpcUrls: [rpcUrl],
      explorer: spec.explorer,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      multicall3: seeded.multicall3,
      tokenList: `./${tokenListFileName(spec.chainId)}`,
      ens: seeded.ens
        ? { universalResolver: REAL_ENS.universalResolver, registry: REAL_ENS.registry }
        : false,
      prices: {
        source: 'uniswap',
        usd: { address: seeded.tokens.usdc.address, decimals: seeded.tokens.usdc.decimals },
        wrappedNative: seeded.tokens.weth.address,
        v2Factory: seeded.pools.uniswapV2Factory,
        minLiquidityUsd: MIN_LIQUIDITY_USD,
      },
      history: { indexer: { startBlock: seeded.startBlock, confirmations: 0 } },
    })),
  }
}

/** Writes the operator file and one token list per chain into `dir`; answers the file's path. */
export async function writeWorldFiles(
  dir: string,
  chains: readonly { spec: MainnetLikeChainSpec; rpcUrl: string; seeded: SeededMainnetLikeChain }[],
): Promise<string> {
  const now = new Date()
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  for (const { spec, seeded } of chains)
    await writeFile(
      join(dir, tokenListFileName(spec.chainId)),
      json(buildTokenList(spec, seeded, now)),
    )
  const configPath = join(dir, OPERATOR_FILE_NAME)
  await writeFile(configPath, json(buildOperatorConfig(chains)))
  return configPath
}
