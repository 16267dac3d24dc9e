import { Value } from '@sinclair/typebox/value'
import type { ConfigProblem } from './configErrors.js'
import { evmChainIdOf, solanaReferenceOf } from './findConfigConflicts.js'
import { EvmChainConfig, type OperatorConfig } from './operatorConfig.js'
import { RPC_URLS_ENV_PREFIX } from './operatorConfigConstants.js'

/**
 * The RPC URLs the environment puts in place of the file's: `PORTICO_RPC_URLS_<chainId>` for an
 * EVM chain, `PORTICO_RPC_URLS_<genesis-hash prefix>` for a Solana cluster, comma-separated in
 * fallback order, checked like the file's `rpcUrls`. Keyed by CAIP-2 id. A variable naming no
 * configured chain is a problem (a typo would otherwise go unnoticed). Values are never quoted in
 * a message: such URLs usually carry a provider's key.
 */
export function readRpcUrlOverrides(
  config: OperatorConfig,
  env: Record<string, string | undefined>,
): { overrides: Map<string, string[]>; problems: ConfigProblem[] } {
  const overrides = new Map<string, string[]>()
  const problems: ConfigProblem[] = []
  const bySuffix = new Map<string, string>([
    ...config.evm.map(
      (chain) => [String(evmChainIdOf(chain.caipNetworkId)), chain.caipNetworkId] as const,
    ),
    ...(config.solana ?? []).map(
      (cluster) => [solanaReferenceOf(cluster.caipNetworkId), cluster.caipNetworkId] as const,
    ),
  ])
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(RPC_URLS_ENV_PREFIX) || !raw?.trim()) continue
    const caipNetworkId = bySuffix.get(name.slice(RPC_URLS_ENV_PREFIX.length))
    if (caipNetworkId === undefined) {
      problems.push({
        path: name,
        message: `names no configured chain; expected ${RPC_URLS_ENV_PREFIX}<chainId> of an evm chain or ${RPC_URLS_ENV_PREFIX}<genesis-hash prefix> of a solana cluster`,
      })
      continue
    }
    const urls = raw.split(',').map((url) => url.trim())
    const wrong = urls.findIndex((url) => !Value.Check(EvmChainConfig.properties.rpcUrls, [url]))
    if (wrong !== -1) {
      problems.push({
        path: name,
        message: `URL ${wrong + 1} of ${urls.length}: expected a comma-separated list of absolute http(s) URLs (the value is not shown: it may hold a key)`,
      })
      continue
    }
    overrides.set(caipNetworkId, urls)
  }
  return { overrides, problems }
}
