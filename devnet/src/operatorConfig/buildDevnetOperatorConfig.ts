import {
  type EvmChainConfig,
  OPERATOR_CONFIG_VERSION,
  type OperatorConfig,
  type SolanaClusterConfig,
} from '@portico/kit'
import { type Address, getAddress } from 'viem'
import { DEVNET_NAME_ZONE } from '../deploy/deployEns.js'
import type { DevnetChainConfig, DevnetConfig } from '../devnetFile.js'
import { DEVNET_SOLANA_TOKEN_LIST_CHAIN_ID } from './devnetTokenList.js'

/**
 * The liquidity floor of the devnet's price source: a pool holding less than this many USD sets no
 * price. The seeded pools hold millions (seed/plan.ts POOL_LIQUIDITY); a pool drained below this
 * in a test is thin, as on a real chain.
 */
export const DEVNET_MIN_LIQUIDITY_USD = 1_000

/** The variable the launcher sets to the deployer's key for the on-ramp sandbox's deliveries. */
export const DEVNET_SANDBOX_KEY_ENV = 'PORTICO_ONRAMP_SANDBOX_KEY'

/** The local Solana node's name in the operator file. */
export const DEVNET_SOLANA_NAME = 'Portico Solana (local)'

/** Parameters of {@link buildDevnetOperatorConfig}. */
export type BuildDevnetOperatorConfigParameters = {
  /** The devnet's EVM token list, as the file names it (relative to the file). */
  tokenList: string
}

/**
 * The operator configuration of the local world (docs/operating.md): the devnet's chains with
 * their RPC, Multicall3, token list, ENS, Uniswap V2 prices and swaps, the built-in indexer from
 * block 0, the on-ramp sandbox, the names' zone and the asset server as the NFT metadata origin.
 * No key is in it: the sandbox's and the name gateway's come from the environment the launcher
 * gives the API.
 */
export function buildDevnetOperatorConfig(
  config: DevnetConfig,
  { tokenList }: BuildDevnetOperatorConfigParameters,
): OperatorConfig {
  const usdcDecimals = config.tokens.find((token) => token.contractKey === 'usdc')?.decimals ?? 6
  return {
    version: OPERATOR_CONFIG_VERSION,
    evm: config.chains.map((chain) => evmChainOf(chain, { tokenList, usdcDecimals })),
    ...(config.solana ? { solana: [solanaClusterOf(config.solana, tokenList)] } : {}),
    onramp: {
      sandbox: {
        delivererKeyEnv: DEVNET_SANDBOX_KEY_ENV,
        networks: config.chains.map((chain) => ({
          caipNetworkId: `eip155:${chain.chainId}`,
          name: `devnet-${chain.key.toLowerCase()}`,
          usdc: getAddress(chain.contracts.usdc),
          wrappedNative: getAddress(chain.contracts.weth),
          usdcWrappedNativePair: getAddress(chain.contracts.pairs['USDC/WETH']),
        })),
      },
    },
    names: { zone: DEVNET_NAME_ZONE },
    nftMetadataOrigins: [new URL(config.assetsUrl).origin],
  }
}

/** One devnet chain as the operator file describes it. */
function evmChainOf(
  chain: DevnetChainConfig,
  { tokenList, usdcDecimals }: { tokenList: string; usdcDecimals: number },
): EvmChainConfig {
  const { contracts } = chain
  const { pairs, ...named } = contracts
  return {
    caipNetworkId: `eip155:${chain.chainId}`,
    name: chain.name,
    rpcUrls: [chain.rpcUrl],
    nativeCurrency: chain.nativeCurrency,
    iconUrl: chain.iconUrl,
    testnet: true,
    multicall3: getAddress(contracts.multicall3),
    tokenList,
    ens: {
      universalResolver: getAddress(contracts.ensUniversalResolver),
      registry: getAddress(contracts.ensRegistry),
    },
    prices: {
      source: 'uniswap',
      usd: { address: getAddress(contracts.usdc), decimals: usdcDecimals },
      wrappedNative: getAddress(contracts.weth),
      v2Factory: getAddress(contracts.uniswapV2Factory),
      minLiquidityUsd: DEVNET_MIN_LIQUIDITY_USD,
    },
    history: { indexer: { startBlock: 0, confirmations: 0 } },
    swap: {
      provider: 'uniswapV2',
      router: getAddress(contracts.uniswapV2Router),
      factory: getAddress(contracts.uniswapV2Factory),
      wrappedNative: getAddress(contracts.weth),
      via: [getAddress(contracts.usdc)],
      feeRouter: getAddress(contracts.swapFeeRouter),
      // The devnet's own ERC-20s (DevnetToken.sol) take permits; WETH9 does not.
      permitTokens: [getAddress(contracts.usdc), getAddress(contracts.dai)],
    },
    // Every seeded contract by its devnet.json name (the pools as uniswapV2Pair<A><B>), for
    // services that need one the sections above do not name (e.g. farcasterIdRegistry).
    contracts: {
      ...Object.fromEntries(
        Object.entries(named)
          .filter((entry): entry is [string, Address] => typeof entry[1] === 'string')
          .map(([name, address]) => [name, getAddress(address)]),
      ),
      ...Object.fromEntries(
        Object.entries(pairs).map(([pair, address]) => [
          `uniswapV2Pair${pair.split('/').map(capitalize).join('')}`,
          getAddress(address),
        ]),
      ),
    },
  }
}

/** The local Solana node as the operator file describes it. */
function solanaClusterOf(
  solana: NonNullable<DevnetConfig['solana']>,
  tokenList: string,
): SolanaClusterConfig {
  return {
    caipNetworkId: solana.caipNetworkId,
    name: DEVNET_SOLANA_NAME,
    rpcUrls: [solana.rpcUrl],
    tokenList,
    tokenListChainId: DEVNET_SOLANA_TOKEN_LIST_CHAIN_ID,
  }
}

/** 'USDC' → 'Usdc' (a contracts name is letters and digits). */
function capitalize(symbol: string): string {
  return symbol.charAt(0) + symbol.slice(1).toLowerCase()
}
