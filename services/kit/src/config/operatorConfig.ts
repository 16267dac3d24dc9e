import { type Static, Type } from '@sinclair/typebox'

/**
 * The operator's configuration of the services (issue 18): which chains they serve and where
 * every fact about a chain comes from. One file (JSON or YAML) checked at start against this
 * schema (published as `services/kit/portico.config.schema.json`); secrets never sit in it —
 * fields ending in `Env` name the environment variable holding them. The devnet is one such
 * file, written by the devnet launcher.
 */

/** The version of the file's shape; a reader refuses another. */
export const OPERATOR_CONFIG_VERSION = 1

/** Where Multicall3 lives on every EVM chain. */
export const CANONICAL_MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** ENS's Universal Resolver on Ethereum mainnet (viem's `mainnet.contracts.ensUniversalResolver`), on by default for eip155:1. */
export const MAINNET_UNIVERSAL_RESOLVER = '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe'

const Address = Type.String({
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: 'a 0x-prefixed 20-byte hex address',
})
const HttpUrl = Type.String({
  pattern: '^https?://[^\\s]+$',
  description: 'an absolute http(s) URL',
})
/** An environment variable's name (secrets are read from the environment, never the file). */
const EnvName = Type.String({
  pattern: '^[A-Z_][A-Z0-9_]*$',
  description: 'the name of an environment variable',
})
/** A token list in the Uniswap Token Lists format: a file path (relative to the config file) or an http(s) URL. */
const TokenListSource = Type.String({
  minLength: 1,
  description:
    'a token list in the Uniswap Token Lists format (https://tokenlists.org): a file path, relative to this file, or an http(s) URL',
})

export const NativeCurrencyConfig = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    symbol: Type.String({ minLength: 1, maxLength: 16 }),
    decimals: Type.Integer({ minimum: 0, maximum: 36 }),
    iconUrl: Type.Optional(HttpUrl),
  },
  { additionalProperties: false },
)

export const ExplorerConfig = Type.Object(
  { name: Type.String({ minLength: 1 }), url: HttpUrl },
  { additionalProperties: false },
)

/** ENS on a chain: the Universal Resolver (CCIP-read, as viem resolves) or, for old deployments, a registry. */
export const EnsConfig = Type.Object(
  {
    universalResolver: Type.Optional(Address),
    registry: Type.Optional(Address),
  },
  { additionalProperties: false },
)

/** USD prices from the chain's own Uniswap pools against a USD stablecoin. */
export const UniswapPriceConfig = Type.Object(
  {
    source: Type.Literal('uniswap'),
    /** The USD stablecoin every price is read against. */
    usd: Type.Object({ address: Address, decimals: Type.Integer({ minimum: 0, maximum: 36 }) }),
    /** The wrapped native token (WETH), through which tokens without a USD pool are priced. */
    wrappedNative: Address,
    v2Factory: Type.Optional(Address),
    v3Factory: Type.Optional(Address),
    /** V3 fee tiers tried, in hundredths of a basis point. @default [100, 500, 3000, 10000] */
    v3FeeTiers: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1 })),
    /** A pool holding less than this many USD (its USD-side reserve) sets no price. */
    minLiquidityUsd: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
)

/** USD prices from an HTTP provider (`GET url?chainId=…&addresses=a,b` → `{ "<address>": usd }`). */
export const HttpPriceConfig = Type.Object(
  {
    source: Type.Literal('http'),
    url: HttpUrl,
    /** The variable holding the provider's key, sent as a bearer token. */
    apiKeyEnv: Type.Optional(EnvName),
  },
  { additionalProperties: false },
)

/** No prices: balances are shown without values. */
export const NoPriceConfig = Type.Object(
  { source: Type.Literal('none') },
  { additionalProperties: false },
)

export const PriceConfig = Type.Union([UniswapPriceConfig, HttpPriceConfig, NoPriceConfig])

/**
 * A Solana cluster's USD prices: an HTTP provider asked with the cluster's CAIP-2 id as `chainId`
 * and base58 mints as `addresses` (SOL as wrapped SOL's mint), or none (no pools are read there).
 */
export const SolanaPriceConfig = Type.Union([HttpPriceConfig, NoPriceConfig])

/** Where a chain's history and NFTs come from. */
export const HistoryConfig = Type.Object(
  {
    /** The built-in indexer, from `startBlock` (never genesis on a real chain). */
    indexer: Type.Optional(
      Type.Object(
        {
          startBlock: Type.Integer({ minimum: 0 }),
          /** Blocks below the head before a block is indexed. @default 0 */
          confirmations: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
        },
        { additionalProperties: false },
      ),
    ),
    /** A Blockscout instance (REST API v2), for history before the start block and for NFTs. */
    blockscout: Type.Optional(Type.Object({ url: HttpUrl }, { additionalProperties: false })),
    /** The Etherscan v2 API, for history before the start block and for NFTs. */
    etherscan: Type.Optional(
      Type.Object(
        {
          /** @default https://api.etherscan.io/v2/api */
          url: Type.Optional(HttpUrl),
          apiKeyEnv: EnvName,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

/**
 * Swaps on a chain through a Uniswap V2 router (the devnet's, or any V2 deployment): quotes are the
 * router's getAmountsOut over the direct pair or through `wrappedNative` or a `via` token.
 */
export const UniswapV2SwapConfig = Type.Object(
  {
    provider: Type.Literal('uniswapV2'),
    router: Address,
    factory: Address,
    /** WETH: ETH is wrapped to it, and routes may go through it. */
    wrappedNative: Address,
    /** Other tokens a route may go through (e.g. USDC). @default [] */
    via: Type.Optional(Type.Array(Address)),
    /** The router's fee-taking front (devnet/contracts/SwapFeeRouter.sol); required for an operator fee above 0. */
    feeRouter: Type.Optional(Address),
    /** Listed tokens that take EIP-2612 permits. @default [] */
    permitTokens: Type.Optional(Type.Array(Address)),
  },
  { additionalProperties: false },
)

/** One EVM chain the services serve. */
export const EvmChainConfig = Type.Object(
  {
    caipNetworkId: Type.String({
      pattern: '^eip155:[1-9][0-9]{0,15}$',
      description: 'e.g. eip155:1',
    }),
    name: Type.String({ minLength: 1 }),
    /** Tried in order: a failing URL (after spec §9's retries) falls over to the next. */
    rpcUrls: Type.Array(HttpUrl, { minItems: 1 }),
    explorer: Type.Optional(ExplorerConfig),
    nativeCurrency: NativeCurrencyConfig,
    iconUrl: Type.Optional(HttpUrl),
    testnet: Type.Optional(Type.Boolean()),
    /** @default CANONICAL_MULTICALL3 */
    multicall3: Type.Optional(Address),
    tokenList: Type.Optional(TokenListSource),
    /** @default on for eip155:1 with its Universal Resolver; false turns it off */
    ens: Type.Optional(Type.Union([EnsConfig, Type.Literal(false)])),
    /** @default { source: 'none' } */
    prices: Type.Optional(PriceConfig),
    history: Type.Optional(HistoryConfig),
    /** Where the API's swap quotes on this chain come from; absent: no swaps served by it. */
    swap: Type.Optional(UniswapV2SwapConfig),
    /** Named contracts other services use (e.g. the devnet's swap router); free-form names. */
    contracts: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*$' }), Address),
    ),
  },
  { additionalProperties: false },
)

/** One Solana cluster the services serve. */
export const SolanaClusterConfig = Type.Object(
  {
    caipNetworkId: Type.String({
      pattern: '^solana:[1-9A-HJ-NP-Za-km-z]{32}$',
      description: "'solana:' + the first 32 characters of the genesis hash",
    }),
    name: Type.String({ minLength: 1 }),
    rpcUrls: Type.Array(HttpUrl, { minItems: 1 }),
    tokenList: Type.Optional(TokenListSource),
    /**
     * The `chainId` this cluster's tokens carry in the list. @default 101 mainnet-beta, 102
     * testnet, 103 devnet (the Solana token lists' convention); required for any other cluster.
     */
    tokenListChainId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** @default { source: 'none' } */
    prices: Type.Optional(SolanaPriceConfig),
  },
  { additionalProperties: false },
)

/**
 * The on-ramp sandbox (a test provider: checkout without payment, the purchase delivered on chain
 * by an account the operator funds; the devnet's). Its deliverer's key is read from `delivererKeyEnv`.
 */
export const OnrampSandboxConfig = Type.Object(
  {
    /** The variable holding the deliverer's private key (it mints the USDC, sends the native currency). */
    delivererKeyEnv: EnvName,
    networks: Type.Array(
      Type.Object(
        {
          /** One of `evm`'s chains. */
          caipNetworkId: Type.String({ pattern: '^eip155:[1-9][0-9]{0,15}$' }),
          /** The network's id in the on-ramp options, e.g. 'devnet-a'. */
          name: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$' }),
          /** A USDC whose `mint(address,uint256)` the deliverer may call. */
          usdc: Address,
          wrappedNative: Address,
          /** The USDC/wrapped-native Uniswap V2 pair the native currency is priced from. */
          usdcWrappedNativePair: Address,
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
)

/** The variable holding the key the API's CCIP-read name gateway signs with (never in the file). */
export const PROFILE_GATEWAY_KEY_ENV = 'PROFILE_GATEWAY_KEY'

/** The account names the API registers (spec §7); the gateway's key is PROFILE_GATEWAY_KEY. */
export const NamesConfig = Type.Object(
  {
    /** The zone names are registered in (PORTICO_NAME_ZONE overrides it). @default 'portico.eth' */
    zone: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$',
      }),
    ),
  },
  { additionalProperties: false },
)

/**
 * The whole file. Sections for the other services (swap, on-ramp, names, secure) are added
 * beside `evm` and `solana` by the services that read them.
 */
export const OperatorConfig = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    version: Type.Literal(OPERATOR_CONFIG_VERSION),
    evm: Type.Array(EvmChainConfig),
    solana: Type.Optional(Type.Array(SolanaClusterConfig)),
    onramp: Type.Optional(
      Type.Object({ sandbox: Type.Optional(OnrampSandboxConfig) }, { additionalProperties: false }),
    ),
    names: Type.Optional(NamesConfig),
    /** Origins NFT metadata and images may be fetched from (PORTICO_NFT_METADATA_ORIGINS overrides them). @default none: no previews */
    nftMetadataOrigins: Type.Optional(Type.Array(HttpUrl)),
  },
  { additionalProperties: false },
)

export type NativeCurrencyConfig = Static<typeof NativeCurrencyConfig>
export type EnsConfig = Static<typeof EnsConfig>
export type PriceConfig = Static<typeof PriceConfig>
export type UniswapPriceConfig = Static<typeof UniswapPriceConfig>
export type HttpPriceConfig = Static<typeof HttpPriceConfig>
export type SolanaPriceConfig = Static<typeof SolanaPriceConfig>
export type HistoryConfig = Static<typeof HistoryConfig>
export type EvmChainConfig = Static<typeof EvmChainConfig>
export type SolanaClusterConfig = Static<typeof SolanaClusterConfig>
export type OperatorConfig = Static<typeof OperatorConfig>
export type UniswapV2SwapConfig = Static<typeof UniswapV2SwapConfig>
export type OnrampSandboxConfig = Static<typeof OnrampSandboxConfig>
export type NamesConfig = Static<typeof NamesConfig>

/** A token of a chain's list, after the list was read and checked. */
export type ListedToken = {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  logoURI?: string | undefined
}

/**
 * A chain as the services use it once the file was read: the token list loaded and checked,
 * defaults applied (multicall3, ENS on chain 1, prices 'none').
 */
export type ResolvedEvmChain = Omit<
  EvmChainConfig,
  'tokenList' | 'multicall3' | 'prices' | 'ens'
> & {
  chainId: number
  multicall3: string
  tokens: ListedToken[]
  prices: PriceConfig
  ens: EnsConfig | undefined
}

/** A Solana cluster once the file was read: its token list loaded, prices 'none' by default. */
export type ResolvedSolanaCluster = Omit<SolanaClusterConfig, 'tokenList' | 'prices'> & {
  tokens: ListedToken[]
  prices: SolanaPriceConfig
}

/** The whole configuration, read, checked and resolved. */
export type ResolvedOperatorConfig = {
  path: string
  evm: ResolvedEvmChain[]
  solana: ResolvedSolanaCluster[]
  /** The file's sections for the API's other services, as written. */
  onramp?: OperatorConfig['onramp']
  names?: NamesConfig | undefined
  nftMetadataOrigins?: string[] | undefined
}
