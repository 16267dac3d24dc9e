import { dirname, resolve } from 'node:path'
import type { ValidateFunction } from 'ajv'
import { ConfigError, type ConfigProblem, toFieldPath } from './configErrors.js'
import { evmChainIdOf, findConfigConflicts, solanaReferenceOf } from './findConfigConflicts.js'
import { findSchemaProblems } from './findSchemaProblems.js'
import { findUnsetEnv } from './findUnsetEnv.js'
import {
  CANONICAL_MULTICALL3,
  type EvmChainConfig,
  type ListedToken,
  MAINNET_UNIVERSAL_RESOLVER,
  OperatorConfig,
  type ResolvedEvmChain,
  type ResolvedOperatorConfig,
  type ResolvedSolanaCluster,
} from './operatorConfig.js'
import { SOLANA_TOKEN_LIST_CHAIN_IDS } from './operatorConfigConstants.js'
import { parseConfigFile } from './parseConfigFile.js'
import { readRpcUrlOverrides } from './readRpcUrlOverrides.js'
import {
  createTokenListValidator,
  type ReadTokenListResult,
  readTokenList,
  tokensOfChain,
} from './tokenList.js'

/** Options of {@link readOperatorConfig}. */
export type ReadOperatorConfigOptions = {
  /** Where `…Env` fields and `PORTICO_RPC_URLS_<chainId>` are read. @default process.env */
  env?: NodeJS.ProcessEnv
  /** Fetches token lists named by URL. @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * Whether an unset `…Env` variable is a problem. False for a service that uses none of the
   * file's secrets (the secure site reads only the chains), so it is not given them. @default true
   */
  requireSecrets?: boolean
}

type TokenListUse = {
  /** The chain's place in the file: `evm[0]`, `solana[1]`. */
  at: string
  /** `evm[0].tokenList (tokens.json)`: the field and the list as the file names it. */
  label: string
  source: string
  chainId: number
  kind: 'evm' | 'solana'
}

/** Each list read once, however many chains name it; then each chain's tokens taken from it. */
async function readTokenLists(
  uses: readonly TokenListUse[],
  parameters: { baseDir: string; fetch: typeof fetch },
): Promise<{ tokens: Map<string, ListedToken[]>; problems: ConfigProblem[] }> {
  let validate: ValidateFunction | undefined
  const reads = new Map<string, Promise<ReadTokenListResult>>()
  for (const { source } of uses) {
    if (reads.has(source)) continue
    validate ??= createTokenListValidator()
    reads.set(source, readTokenList({ ...parameters, source, validate }))
  }
  const tokens = new Map<string, ListedToken[]>()
  const problems: ConfigProblem[] = []
  for (const use of uses) {
    const read = await reads.get(use.source)
    const result = read && 'list' in read ? tokensOfChain(read.list, use.chainId, use.kind) : read
    if (result && 'tokens' in result) tokens.set(use.at, result.tokens)
    else
      for (const problem of result?.problems ?? [])
        problems.push({
          path: problem.path ? `${use.label}: ${problem.path}` : use.label,
          message: problem.message,
        })
  }
  return { tokens, problems }
}

/** ENS on by default for chain 1 (its Universal Resolver), off elsewhere unless configured. */
function resolveEns(ens: EvmChainConfig['ens'], chainId: number): ResolvedEvmChain['ens'] {
  if (ens === false) return undefined
  if (ens !== undefined) return ens
  return chainId === 1 ? { universalResolver: MAINNET_UNIVERSAL_RESOLVER } : undefined
}

/**
 * Reads the operator's configuration file (JSON or YAML), checks it against the OperatorConfig
 * schema and what a schema cannot check (a chain twice, a Uniswap source without factories, unset
 * `…Env` variables, token lists failing the Token Lists schema or holding no token of their
 * chain), applies `PORTICO_RPC_URLS_<chainId>` and the defaults. Throws a ConfigError listing
 * every problem: nothing is returned half-read. docs/operating.md describes the file.
 * @example
 * const config = await readOperatorConfig(readOperatorConfigPath(process.argv.slice(2), process.env) ?? 'portico.config.yaml')
 */
export async function readOperatorConfig(
  path: string,
  options: ReadOperatorConfigOptions = {},
): Promise<ResolvedOperatorConfig> {
  const env = options.env ?? process.env
  const value = await parseConfigFile(path)
  const schemaProblems = findSchemaProblems(OperatorConfig, value)
  if (schemaProblems.length > 0) throw new ConfigError(path, schemaProblems)
  const config = value as OperatorConfig

  const { overrides, problems: overrideProblems } = readRpcUrlOverrides(config, env)
  const solana = config.solana ?? []
  const uses: TokenListUse[] = [
    ...config.evm.flatMap((chain, index) =>
      chain.tokenList === undefined
        ? []
        : [
            {
              at: toFieldPath(['evm', index]),
              label: `${toFieldPath(['evm', index, 'tokenList'])} (${chain.tokenList})`,
              source: chain.tokenList,
              chainId: evmChainIdOf(chain.caipNetworkId),
              kind: 'evm' as const,
            },
          ],
    ),
    ...solana.flatMap((cluster, index) => {
      const chainId =
        cluster.tokenListChainId ??
        SOLANA_TOKEN_LIST_CHAIN_IDS[solanaReferenceOf(cluster.caipNetworkId)]
      return cluster.tokenList === undefined || chainId === undefined
        ? []
        : [
            {
              at: toFieldPath(['solana', index]),
              label: `${toFieldPath(['solana', index, 'tokenList'])} (${cluster.tokenList})`,
              source: cluster.tokenList,
              chainId,
              kind: 'solana' as const,
            },
          ]
    }),
  ]
  const lists = await readTokenLists(uses, {
    baseDir: dirname(resolve(path)),
    fetch: options.fetch ?? globalThis.fetch,
  })
  const problems = [
    ...findConfigConflicts(config),
    ...(options.requireSecrets === false ? [] : findUnsetEnv(config, env)),
    ...overrideProblems,
    ...lists.problems,
  ]
  if (problems.length > 0) throw new ConfigError(path, problems)

  const evm = config.evm.map((chain, index): ResolvedEvmChain => {
    const { tokenList: _read, multicall3, prices, ens, ...rest } = chain
    const chainId = evmChainIdOf(chain.caipNetworkId)
    return {
      ...rest,
      rpcUrls: overrides.get(chain.caipNetworkId) ?? chain.rpcUrls,
      chainId,
      multicall3: multicall3 ?? CANONICAL_MULTICALL3,
      tokens: lists.tokens.get(toFieldPath(['evm', index])) ?? [],
      prices: prices ?? { source: 'none' },
      ens: resolveEns(ens, chainId),
    }
  })
  const clusters = solana.map((cluster, index): ResolvedSolanaCluster => {
    const { tokenList: _read, prices, ...rest } = cluster
    return {
      ...rest,
      rpcUrls: overrides.get(cluster.caipNetworkId) ?? cluster.rpcUrls,
      tokens: lists.tokens.get(toFieldPath(['solana', index])) ?? [],
      prices: prices ?? { source: 'none' },
    }
  })
  return {
    path: resolve(path),
    evm,
    solana: clusters,
    ...(config.onramp === undefined ? {} : { onramp: config.onramp }),
    ...(config.names === undefined ? {} : { names: config.names }),
    ...(config.nftMetadataOrigins === undefined
      ? {}
      : { nftMetadataOrigins: config.nftMetadataOrigins }),
  }
}
