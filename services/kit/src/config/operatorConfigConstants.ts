/**
 * The names, limits and conventions of reading the operator's configuration file (issue 18), in
 * one place; docs/operating.md describes each.
 */

/** The environment variable naming the configuration file (a `--config <path>` argument wins). */
export const OPERATOR_CONFIG_ENV = 'PORTICO_CONFIG'

/** The command-line option naming the configuration file. */
export const OPERATOR_CONFIG_ARG = '--config'

/**
 * The prefix of the variables replacing a chain's RPC URLs: `PORTICO_RPC_URLS_<chainId>` for an
 * EVM chain (`PORTICO_RPC_URLS_8453`), `PORTICO_RPC_URLS_<genesis-hash prefix>` for a Solana
 * cluster; comma-separated, in fallback order. Made for URLs that carry a provider's key.
 */
export const RPC_URLS_ENV_PREFIX = 'PORTICO_RPC_URLS_'

/** How long fetching a token list by URL may take (spec §9's HTTP transport timeout, 10 s). */
export const TOKEN_LIST_FETCH_TIMEOUT_MS = 10_000

/** The largest token list read, file or URL (the Token Lists schema allows 10,000 tokens). */
export const TOKEN_LIST_MAX_BYTES = 16 * 1024 * 1024

/** How many of a token list's schema errors are reported (the rest are counted). */
export const TOKEN_LIST_MAX_REPORTED_ERRORS = 10

/** The file extensions read, and as what. */
export const OPERATOR_CONFIG_FORMATS = {
  '.json': 'json',
  '.yaml': 'yaml',
  '.yml': 'yaml',
} as const

/**
 * The `chainId` Solana token lists give the public clusters' tokens (the convention of the Solana
 * Labs token list: 101 mainnet-beta, 102 testnet, 103 devnet), by genesis-hash prefix. Any other
 * cluster (a local validator) names its own with `tokenListChainId`.
 */
export const SOLANA_TOKEN_LIST_CHAIN_IDS: Readonly<Record<string, number>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 101,
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 102,
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 103,
}

/** How much of a wrong value a message quotes. */
export const QUOTED_VALUE_MAX_CHARS = 80
