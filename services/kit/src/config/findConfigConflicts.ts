import { type ConfigProblem, toFieldPath } from './configErrors.js'
import type { OperatorConfig } from './operatorConfig.js'
import { SOLANA_TOKEN_LIST_CHAIN_IDS } from './operatorConfigConstants.js'

const EVM_PREFIX = 'eip155:'
const SOLANA_PREFIX = 'solana:'

/** The numeric chain id of an `eip155:<id>` CAIP-2 id. */
export const evmChainIdOf = (caipNetworkId: string) =>
  Number(caipNetworkId.slice(EVM_PREFIX.length))

/** The genesis-hash prefix of a `solana:<reference>` CAIP-2 id. */
export const solanaReferenceOf = (caipNetworkId: string) =>
  caipNetworkId.slice(SOLANA_PREFIX.length)

/**
 * What a schema cannot check in a file that passed it: a chain configured twice, a chain id past
 * 2^53 - 1, a Uniswap price source without a factory, an ENS section naming no contract, a Solana
 * cluster whose tokens' chainId is unknown, an on-ramp network that is not one of `evm`'s chains.
 */
export function findConfigConflicts(config: OperatorConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const seen = new Map<string, string>()
  const chains = [
    ...config.evm.map((chain, index) => ({ chain, at: ['evm', index] as const })),
    ...(config.solana ?? []).map((chain, index) => ({ chain, at: ['solana', index] as const })),
  ]
  for (const { chain, at } of chains) {
    const path = toFieldPath([...at, 'caipNetworkId'])
    const first = seen.get(chain.caipNetworkId)
    if (first)
      problems.push({
        path,
        message: `"${chain.caipNetworkId}" is configured twice (first at ${first}); expected one entry per chain`,
      })
    else seen.set(chain.caipNetworkId, toFieldPath(at))
  }
  config.evm.forEach((chain, index) => {
    const at = (...rest: string[]) => toFieldPath(['evm', index, ...rest])
    if (!Number.isSafeInteger(evmChainIdOf(chain.caipNetworkId)))
      problems.push({
        path: at('caipNetworkId'),
        message: `expected a chain id of at most ${Number.MAX_SAFE_INTEGER}, got "${chain.caipNetworkId}"`,
      })
    const prices = chain.prices
    if (prices?.source === 'uniswap' && !prices.v2Factory && !prices.v3Factory)
      problems.push({
        path: at('prices'),
        message: "a 'uniswap' price source needs v2Factory, v3Factory or both",
      })
    if (chain.ens && !chain.ens.universalResolver && !chain.ens.registry)
      problems.push({
        path: at('ens'),
        message: 'expected universalResolver or registry (or false to turn ENS off)',
      })
  })
  config.solana?.forEach((cluster, index) => {
    const known = SOLANA_TOKEN_LIST_CHAIN_IDS[solanaReferenceOf(cluster.caipNetworkId)]
    if (cluster.tokenList !== undefined && cluster.tokenListChainId === undefined && !known)
      problems.push({
        path: toFieldPath(['solana', index, 'tokenListChainId']),
        message:
          'missing; a cluster other than mainnet-beta, testnet and devnet names the chainId its tokens carry in the token list',
      })
  })
  const evmIds = new Set(config.evm.map((chain) => chain.caipNetworkId))
  config.onramp?.sandbox?.networks.forEach((network, index) => {
    if (!evmIds.has(network.caipNetworkId))
      problems.push({
        path: toFieldPath(['onramp', 'sandbox', 'networks', index, 'caipNetworkId']),
        message: `"${network.caipNetworkId}" is not one of evm's chains`,
      })
  })
  return problems
}
