import type { Address } from 'viem'
import {
  type BuildSwapParameters,
  type SwapCall,
  type SwapProvider,
  SwapProviderError,
  type SwapQuoteResult,
} from '../SwapProvider.js'
import { describeFailure, describeRefusal, isTimeout, parseJson } from './describeZeroExFailure.js'
import { readAnswer, readTransaction, unexpected } from './readZeroExAnswer.js'
import { chainOf, tokensOf, ZERO_EX_CHAIN_IDS } from './zeroExChains.js'
import { invalid, swapQuery } from './zeroExQuery.js'

export { ZERO_EX_ALLOWANCE_HOLDER, ZERO_EX_CHAIN_IDS } from './zeroExChains.js'
export { ZERO_EX_MAX_SWAP_FEE_BPS } from './zeroExQuery.js'

/** The 0x Swap API's base URL when PORTICO_0X_API_URL is not set. */
export const ZERO_EX_API_URL = 'https://api.0x.org'

/** How long a request to 0x may take, answer included. */
export const ZERO_EX_TIMEOUT_MS = 10_000

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
