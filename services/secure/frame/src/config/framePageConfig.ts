import * as z from 'zod/mini'

/** Id of the `<script type="application/json">` element that carries the page config. */
export const FRAME_CONFIG_ELEMENT_ID = 'portico-frame-config'

/** What the server found for the project of `/frame?projectId=`: the page runs only on `OK`. */
export const FrameProjectStatusSchema = z.enum([
  'OK',
  'INVALID_PROJECT_ID',
  'PROJECT_ID_NOT_CONFIGURED',
  'SERVER_ERROR',
  'RATE_LIMITED',
])

const TokenSchema = z.object({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  name: z.string().check(z.maxLength(128)),
  symbol: z.string().check(z.maxLength(32)),
  decimals: z.int().check(z.gte(0), z.lte(36)),
  iconUrl: z.optional(z.string().check(z.maxLength(2048))),
})

const HttpUrlSchema = z.string().check(z.maxLength(2048), z.regex(/^https?:\/\/[^\s]+$/))

/** The most RPC URLs a frame network may list. */
export const FRAME_RPC_URLS_MAX = 10

/**
 * A network's RPC URLs, in order: each call goes to the first through spec §9's retry and falls
 * over to the next (@portico/evm/rpc, @portico/solana/rpc).
 */
const RpcUrlsSchema = z.array(HttpUrlSchema).check(z.minLength(1), z.maxLength(FRAME_RPC_URLS_MAX))

/** An EVM network the frame can answer and sign for. */
export const FrameEvmNetworkSchema = z.object({
  chainId: z.int().check(z.positive()),
  name: z.string().check(z.maxLength(128)),
  rpcUrls: RpcUrlsSchema,
  nativeCurrency: z.object({
    name: z.string().check(z.maxLength(64)),
    symbol: z.string().check(z.maxLength(16)),
    decimals: z.int().check(z.gte(0), z.lte(36)),
    iconUrl: z.optional(z.string().check(z.maxLength(2048))),
  }),
  blockExplorerUrl: z.optional(HttpUrlSchema),
  /** ERC-20s whose balances wallet_getAssets reads from the chain. */
  tokens: z.optional(z.array(TokenSchema).check(z.maxLength(100))),
})

/** A Solana cluster the frame can sign for (and send to, with `rpcUrls`). */
export const FrameSolanaNetworkSchema = z.object({
  /** The CAIP-2 reference: the genesis hash prefix (`5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp` …). */
  chainId: z.string().check(z.minLength(1), z.maxLength(64)),
  name: z.string().check(z.maxLength(128)),
  rpcUrls: z.optional(RpcUrlsSchema),
})

/**
 * The JSON block the secure server adds to the frame page (services/secure/src/frame: `FrameConfig`)
 * for the page's script: the project, its allowed origins (the parent must be one), and optionally
 * the networks the frame reads and signs on and the auth API's base. Nothing secret: the page is
 * public. Unknown keys are ignored, so either side can add one first.
 */
export const FramePageConfigSchema = z.object({
  projectId: z.string().check(z.maxLength(128)),
  /**
   * What the server found for the project. The server answers an unknown project with its own
   * message page, so a page with this block is `OK` unless it says otherwise. @default 'OK'
   */
  status: z.optional(FrameProjectStatusSchema),
  /** The project's allowed origins, patterns as the API stores them (isOriginAllowed). */
  allowedOrigins: z.array(z.string().check(z.maxLength(512))).check(z.maxLength(1000)),
  /** The secure site's own origin. */
  secureOrigin: z.optional(z.string().check(z.maxLength(2048))),
  /** The social providers the server can sign in with. */
  socialProviders: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(16))),
  /** Whether Farcaster sign-in is configured. */
  farcaster: z.optional(z.boolean()),
  /** @default '/auth/v1' (same origin) */
  apiBasePath: z.optional(z.string().check(z.regex(/^\/[A-Za-z0-9/_-]*$/))),
  /**
   * The EVM networks; the first is the default chain. Their RPC origins must be in the page's CSP
   * connect-src. @default DEVNET_EVM_NETWORKS (31337 at 127.0.0.1:8545, 31338 at 127.0.0.1:8546)
   */
  evmNetworks: z.optional(z.array(FrameEvmNetworkSchema).check(z.maxLength(100))),
  /** @default DEFAULT_SOLANA_NETWORKS (signing only, no RPC) */
  solanaNetworks: z.optional(z.array(FrameSolanaNetworkSchema).check(z.maxLength(10))),
})

/** The frame page's config. */
export type FramePageConfig = z.output<typeof FramePageConfigSchema>
/** An EVM network of the frame page's config. */
export type FrameEvmNetwork = z.output<typeof FrameEvmNetworkSchema>
/** A Solana network of the frame page's config. */
export type FrameSolanaNetwork = z.output<typeof FrameSolanaNetworkSchema>
/** A project status of the frame page's config. */
export type FrameProjectStatus = z.output<typeof FrameProjectStatusSchema>
