import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import {
  type BuildSwapParameters,
  type ConvertToken,
  NATIVE_TOKEN_ADDRESS,
  type SwapCall,
  type SwapProvider,
  SwapProviderError,
  type SwapQuoteParameters,
  type SwapQuoteResult,
} from '../SwapProvider.js'

/** The 0x Swap API's base URL when PORTICO_0X_API_URL is not set. */
export const ZERO_EX_API_URL = 'https://api.0x.org'

/** How long a request to 0x may take, answer included. */
export const ZERO_EX_TIMEOUT_MS = 10_000

/** The most basis points 0x takes as `swapFeeBps` without a custom plan (and Portico's own cap). */
export const ZERO_EX_MAX_SWAP_FEE_BPS = 1000

/** How 0x spells the native currency (checksummed 0xeeee…). */
const ZERO_EX_NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/**
 * 0x's AllowanceHolder, the contract an ERC-20 approval is for on the `/swap/allowance-holder/*`
 * endpoints (never Settler, never Permit2): one address on chains with Cancun's transient storage,
 * another on London-level chains (0x cheat sheet, "AllowanceHolder contract").
 */
export const ZERO_EX_ALLOWANCE_HOLDER = {
  cancun: '0x0000000000001fF3684f28c67538d4D072C22734',
  london: '0x000000000000175a8b9bC6d539B3708EEd92EA6c',
} as const satisfies Record<string, Address>

/** Icons from the Trust Wallet assets repository (public, addressed by checksummed address). */
const LOGO_BASE = 'https://raw.githubusercontent.com/trustwallet/assets/master/blockchains'

type ZeroExChain = {
  allowanceHolder: Address
  /** The chain's folder in the Trust Wallet assets repository. */
  logoFolder: string
  native: { name: string; symbol: string }
  /** [symbol, name, address, decimals, eip2612] */
  tokens: readonly (readonly [string, string, Address, number, boolean])[]
}

/**
 * The chains of Portico's swap list (spec §9: 12 eip155 chains) that 0x Swap API v2 serves, with a
 * small built-in token list each (0x has no token-list endpoint): the native currency, its wrapped
 * form and the main stablecoins. Addresses are the tokens' canonical contracts (checksummed; the
 * test rejects a wrong checksum). `eip2612` is true only where the contract is known to take
 * EIP-2612 permits (Circle's native USDC, OP, ARB).
 *
 * Not served by 0x v2 (its chain list has no Gnosis, Fantom, zkSync Era or Aurora): 100, 250, 324,
 * 1313161554 — the routes answer 'Network not supported' there unless another provider serves
 * them.
 */
const ZERO_EX_CHAINS: Record<number, ZeroExChain> = {
  1: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'ethereum',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, false],
      ['USDC', 'USD Coin', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, true],
      ['USDT', 'Tether USD', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 6, false],
      ['DAI', 'Dai Stablecoin', '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, false],
      ['WBTC', 'Wrapped BTC', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, false],
    ],
  },
  10: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'optimism',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x4200000000000000000000000000000000000006', 18, false],
      ['USDC', 'USD Coin', '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 6, true],
      ['USDT', 'Tether USD', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 6, false],
      ['DAI', 'Dai Stablecoin', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, false],
      ['OP', 'Optimism', '0x4200000000000000000000000000000000000042', 18, true],
    ],
  },
  56: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'smartchain',
    native: { name: 'BNB', symbol: 'BNB' },
    tokens: [
      ['WBNB', 'Wrapped BNB', '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 18, false],
      ['USDT', 'Tether USD', '0x55d398326f99059fF775485246999027B3197955', 18, false],
      ['USDC', 'USD Coin', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 18, false],
      ['BTCB', 'Bitcoin BEP2', '0x7130d2A12B9BCbFAe4f2634d864A1Ee1Ce3Ead9c', 18, false],
    ],
  },
  137: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'polygon',
    native: { name: 'POL', symbol: 'POL' },
    tokens: [
      ['WPOL', 'Wrapped POL', '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 18, false],
      ['USDC', 'USD Coin', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 6, true],
      ['USDT', 'Tether USD', '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 6, false],
      ['WETH', 'Wrapped Ether', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 18, false],
      ['DAI', 'Dai Stablecoin', '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 18, false],
    ],
  },
  8453: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'base',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x4200000000000000000000000000000000000006', 18, false],
      ['USDC', 'USD Coin', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 6, true],
      ['DAI', 'Dai Stablecoin', '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', 18, false],
      ['cbBTC', 'Coinbase Wrapped BTC', '0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf', 8, false],
    ],
  },
  42161: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'arbitrum',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 18, false],
      ['USDC', 'USD Coin', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 6, true],
      ['USDT', 'Tether USD', '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 6, false],
      ['DAI', 'Dai Stablecoin', '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 18, false],
      ['ARB', 'Arbitrum', '0x912CE59144191C1204E64559FE8253a0e49E6548', 18, true],
    ],
  },
  43114: {
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.cancun,
    logoFolder: 'avalanchec',
    native: { name: 'Avalanche', symbol: 'AVAX' },
    tokens: [
      ['WAVAX', 'Wrapped AVAX', '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7', 18, false],
      ['USDC', 'USD Coin', '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 6, true],
      ['USDT', 'Tether USD', '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 6, false],
    ],
  },
  59144: {
    // Linea is a London-level chain for 0x: AllowanceHolder lives at its non-Cancun address.
    allowanceHolder: ZERO_EX_ALLOWANCE_HOLDER.london,
    logoFolder: 'linea',
    native: { name: 'Ether', symbol: 'ETH' },
    tokens: [
      ['WETH', 'Wrapped Ether', '0xe5D7C2a44FfDDf6b295A15c148167daaAf5Cf34f', 18, false],
      ['USDC', 'USD Coin', '0x176211869cA2b568f2A7D4EE941E073a821EE1ff', 6, false],
      ['USDT', 'Tether USD', '0xA219439258ca9da29E9Cc4cE5596924745e12B93', 6, false],
    ],
  },
}

/** The chains the 0x provider serves (Portico's swap chains that 0x Swap API v2 supports). */
export const ZERO_EX_CHAIN_IDS: readonly number[] = Object.keys(ZERO_EX_CHAINS).map(Number)

/** Parameters of {@link createZeroExProvider}. */
export type CreateZeroExProviderParameters = {
  /** The 0x API key (dashboard.0x.org); sent only in the `0x-api-key` header, never logged. */
  apiKey: string
  /** @default ZERO_EX_API_URL. https, or http on the loopback interface only (tests). */
  apiUrl?: string | undefined
  /** @default ZERO_EX_TIMEOUT_MS */
  timeoutMs?: number | undefined
}

/**
 * The production swap provider: 0x Swap API v2 with AllowanceHolder approvals. Quotes come from
 * `/swap/allowance-holder/price`, swaps from `/swap/allowance-holder/quote`; the operator's fee is
 * passed as `swapFeeBps`/`swapFeeRecipient`/`swapFeeToken` in the source token (the fee is taken
 * from the source amount, as SwapQuoteParameters says). Errors are SwapProviderErrors whose
 * messages never contain the API key.
 */
export function createZeroExProvider({
  apiKey,
  apiUrl = ZERO_EX_API_URL,
  timeoutMs = ZERO_EX_TIMEOUT_MS,
}: CreateZeroExProviderParameters): SwapProvider {
  if (!apiKey.trim()) throw new Error('the 0x provider needs an API key (PORTICO_0X_API_KEY)')
  const base = parseApiUrl(apiUrl)
  const redact = (text: string) => text.split(apiKey).join('[redacted]')

  async function get(endpoint: 'price' | 'quote', query: URLSearchParams): Promise<unknown> {
    const url = new URL(`swap/allowance-holder/${endpoint}?${query}`, base)
    let status: number
    let text: string
    try {
      const response = await fetch(url, {
        headers: { '0x-api-key': apiKey, '0x-version': 'v2', accept: 'application/json' },
        // A redirect would carry the key to another host.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      text = await response.text()
    } catch (error) {
      throw new SwapProviderError(
        'PROVIDER_ERROR',
        isTimeout(error)
          ? `0x did not answer within ${timeoutMs / 1000} s`
          : `0x could not be reached (${redact(describeFailure(error))})`,
      )
    }
    const body = parseJson(text)
    if (status < 200 || status > 299)
      throw new SwapProviderError('PROVIDER_ERROR', redact(describeRefusal(status, body)))
    if (body === undefined) throw unexpected('a body that is not JSON')
    return body
  }

  return {
    id: '0x',
    name: '0x',
    chainIds: ZERO_EX_CHAIN_IDS,

    async tokens(chainId) {
      return tokensOf(chainOf(chainId))
    },

    async quote(parameters): Promise<SwapQuoteResult> {
      const chain = chainOf(parameters.chainId)
      const body = await get('price', swapQuery(parameters))
      const answer = readAnswer(body, parameters, chain)
      return { toAmount: answer.buyAmount, priceImpact: answer.priceImpact }
    },

    spender(chainId: number): Address {
      return chainOf(chainId).allowanceHolder
    },

    async buildSwap(parameters: BuildSwapParameters): Promise<SwapCall> {
      const chain = chainOf(parameters.chainId)
      const { slippageBps } = parameters
      if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > 10_000)
        throw invalid(`slippageBps must be an integer from 0 to 10000, not ${slippageBps}`)
      const body = await get('quote', swapQuery(parameters, slippageBps))
      readAnswer(body, parameters, chain)
      return readTransaction(body, parameters)
    },
  }
}

/**
 * The 0x provider when PORTICO_0X_API_KEY is set (base URL PORTICO_0X_API_URL, default
 * https://api.0x.org), else none: the registry spreads it (`...zeroExProviders(env)`).
 */
export function zeroExProviders(env: NodeJS.ProcessEnv): SwapProvider[] {
  const apiKey = env.PORTICO_0X_API_KEY?.trim()
  if (!apiKey) return []
  return [createZeroExProvider({ apiKey, apiUrl: env.PORTICO_0X_API_URL?.trim() || undefined })]
}

function chainOf(chainId: number): ZeroExChain {
  const chain = ZERO_EX_CHAINS[chainId]
  if (!chain)
    throw new SwapProviderError('NETWORK_NOT_SUPPORTED', `0x does not serve chain ${chainId}`)
  return chain
}

function tokensOf(chain: ZeroExChain): ConvertToken[] {
  const native: ConvertToken = {
    ...chain.native,
    address: NATIVE_TOKEN_ADDRESS,
    decimals: 18,
    logoUri: `${LOGO_BASE}/${chain.logoFolder}/info/logo.png`,
    eip2612: false,
  }
  return [
    native,
    ...chain.tokens.map(([symbol, name, address, decimals, eip2612]) => ({
      name,
      symbol,
      address,
      decimals,
      logoUri: `${LOGO_BASE}/${chain.logoFolder}/assets/${address}/logo.png`,
      eip2612,
    })),
  ]
}

function parseApiUrl(apiUrl: string): URL {
  let url: URL
  try {
    url = new URL(apiUrl)
  } catch {
    throw new Error('PORTICO_0X_API_URL is not a URL')
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new Error('PORTICO_0X_API_URL must be https (http only on 127.0.0.1 or localhost)')
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      'PORTICO_0X_API_URL must be a plain base URL (no query, fragment or credentials)',
    )
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}

/** 0x's spelling of a token: the native currency as 0xEeee…, contracts checksummed. */
function zeroExToken(address: Address, field: string): Address {
  if (!isAddress(address, { strict: false })) throw invalid(`${field} is not an address`)
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? ZERO_EX_NATIVE_TOKEN : getAddress(address)
}

/** The query of `/price` and `/quote`, in a fixed order; the fee parameters only when bps > 0. */
function swapQuery(parameters: SwapQuoteParameters, slippageBps?: number): URLSearchParams {
  const { chainId, amount, fee } = parameters
  const sellToken = zeroExToken(parameters.from, 'from')
  const buyToken = zeroExToken(parameters.to, 'to')
  if (sellToken === buyToken) throw invalid('from and to are the same token')
  if (typeof amount !== 'bigint' || amount <= 0n) throw invalid('amount must be a positive integer')
  if (!isAddress(parameters.taker, { strict: false })) throw invalid('taker is not an address')
  const query = new URLSearchParams({
    chainId: String(chainId),
    sellToken,
    buyToken,
    sellAmount: amount.toString(),
    taker: getAddress(parameters.taker),
  })
  if (slippageBps !== undefined) query.set('slippageBps', String(slippageBps))
  if (!Number.isInteger(fee.bps) || fee.bps < 0 || fee.bps > ZERO_EX_MAX_SWAP_FEE_BPS)
    throw invalid(`the fee must be 0 to ${ZERO_EX_MAX_SWAP_FEE_BPS} bps, not ${fee.bps}`)
  if (fee.bps > 0) {
    if (!fee.recipient || !isAddress(fee.recipient, { strict: false }))
      throw invalid('a fee needs a recipient address')
    query.set('swapFeeBps', String(fee.bps))
    query.set('swapFeeRecipient', getAddress(fee.recipient))
    query.set('swapFeeToken', sellToken)
  }
  return query
}

type Answer = { buyAmount: bigint; priceImpact: number | undefined }

/**
 * What `/price` and `/quote` share: liquidity, the pair and amount answered for, `buyAmount`, the
 * AllowanceHolder named in `issues.allowance` (it must be the one Portico approves).
 */
function readAnswer(body: unknown, parameters: SwapQuoteParameters, chain: ZeroExChain): Answer {
  if (!isRecord(body)) throw unexpected('a body that is not an object')
  if (body.liquidityAvailable === false)
    throw new SwapProviderError(
      'INSUFFICIENT_LIQUIDITY',
      '0x found no liquidity for this pair and amount',
    )
  if (body.liquidityAvailable !== true) throw unexpected('no liquidityAvailable')
  for (const [field, expected] of [
    ['sellToken', parameters.from],
    ['buyToken', parameters.to],
  ] as const) {
    const answered = body[field]
    if (answered !== undefined && !sameAddress(answered, expected))
      throw unexpected(`${field} ${String(answered)} instead of the one asked for`)
  }
  if (body.sellAmount !== undefined && body.sellAmount !== parameters.amount.toString())
    throw unexpected(`sellAmount ${String(body.sellAmount)} instead of ${parameters.amount}`)
  const buyAmount = readAmount(body.buyAmount, 'buyAmount')
  const allowance = isRecord(body.issues) ? body.issues.allowance : undefined
  if (isRecord(allowance) && !sameAddress(allowance.spender, chain.allowanceHolder))
    throw new SwapProviderError(
      'PROVIDER_ERROR',
      `0x named ${String(allowance.spender)} as the spender to approve, not AllowanceHolder ${chain.allowanceHolder}; refusing it`,
    )
  const impact = Number(body.estimatedPriceImpact)
  const priceImpact =
    body.estimatedPriceImpact === undefined || body.estimatedPriceImpact === null
      ? undefined
      : Number.isFinite(impact)
        ? impact
        : undefined
  return { buyAmount, priceImpact }
}

/** `/quote`'s transaction; its value must be the amount sold when that is the native currency. */
function readTransaction(body: unknown, parameters: SwapQuoteParameters): SwapCall {
  const transaction = isRecord(body) ? body.transaction : undefined
  if (!isRecord(transaction)) throw unexpected('no transaction')
  const { to, data } = transaction
  if (typeof to !== 'string' || !isAddress(to, { strict: false }))
    throw unexpected('a transaction without a valid to')
  if (typeof data !== 'string' || !isHex(data) || data.length < 10)
    throw unexpected('a transaction without calldata')
  const value = readAmount(transaction.value ?? '0', 'transaction.value')
  const sellsNative = parameters.from.toLowerCase() === NATIVE_TOKEN_ADDRESS
  const expectedValue = sellsNative ? parameters.amount : 0n
  if (value !== expectedValue)
    throw unexpected(`a transaction value of ${value} wei where ${expectedValue} is due`)
  return { to: getAddress(to), data: data as Hex, value }
}

function readAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) throw unexpected(`no ${field}`)
  return BigInt(value)
}

function sameAddress(answered: unknown, expected: string): boolean {
  return typeof answered === 'string' && answered.toLowerCase() === expected.toLowerCase()
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A refusal in words: the status, 0x's error name and message, its details and request id. */
function describeRefusal(status: number, body: unknown): string {
  const error = isRecord(body) ? body : {}
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : undefined)
  const details =
    isRecord(error.data) && Array.isArray(error.data.details) ? error.data.details : []
  const reasons = details
    .filter(isRecord)
    .slice(0, 3)
    .map((detail) => `${text(detail.field) ?? '?'}: ${text(detail.reason) ?? '?'}`)
  const what = [text(error.name), text(error.message), ...reasons].filter(Boolean).join('; ')
  const zid = isRecord(error.data) ? text(error.data.zid) : undefined
  const headline =
    status === 401 || status === 403
      ? `0x refused the API key or the request (HTTP ${status})`
      : status === 429
        ? '0x rate-limited the request (HTTP 429)'
        : status >= 500
          ? `0x failed (HTTP ${status})`
          : `0x rejected the request (HTTP ${status})`
  return `${headline}${what ? `: ${what}` : ''}${zid ? ` [zid ${zid}]` : ''}`
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

function invalid(message: string): SwapProviderError {
  return new SwapProviderError('PROVIDER_ERROR', `0x request not sent: ${message}`)
}

function unexpected(what: string): SwapProviderError {
  return new SwapProviderError('PROVIDER_ERROR', `0x answered ${what}`)
}
