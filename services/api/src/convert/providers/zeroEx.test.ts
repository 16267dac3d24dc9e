import { getFreePorts } from '@portico/devnet/testing'
import { type Address, isAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type BuildSwapParameters,
  NATIVE_TOKEN_ADDRESS,
  type SwapProvider,
  SwapProviderError,
  type SwapQuoteParameters,
} from '../SwapProvider.js'
import { createSwapProviders } from '../swapProviders.js'
import {
  type Recorded0xServer,
  startRecorded0xServer,
} from './recorded/0x/startRecorded0xServer.js'
import {
  createZeroExProvider,
  ZERO_EX_ALLOWANCE_HOLDER,
  ZERO_EX_API_URL,
  ZERO_EX_TIMEOUT_MS,
  zeroExProviders,
} from './zeroEx.js'

/**
 * The 0x provider against recorded 0x Swap API v2 answers replayed by a real HTTP server on
 * 127.0.0.1 (recorded/0x/README.md says where each answer comes from).
 */

const API_KEY = 'zx-test-7f3a9c2e51b84d06'
const TAKER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const FEE_RECIPIENT: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const ZERO_EX_NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const TOKENS = {
  usdc1: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  usdc8453: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
  weth8453: '0x4200000000000000000000000000000000000006',
  arb: '0x912ce59144191c1204e64559fe8253a0e49e6548',
  usdc137: '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359',
  usdc10: '0x0b2c639c533813f4aa9d7837caf62653d097ff85',
  op: '0x4200000000000000000000000000000000000042',
  usdt56: '0x55d398326f99059ff775485246999027b3197955',
  wbnb: '0xbb4cdb9cbd36b01bd1cbaebf2de08d9173bc095c',
  usdc43114: '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e',
  usdc59144: '0x176211869ca2b568f2a7d4ee941e073a821ee1ff',
} as const satisfies Record<string, Address>

let server: Recorded0xServer
beforeAll(async () => {
  server = await startRecorded0xServer({ apiKey: API_KEY })
})
afterAll(() => server.close())

function provider(options: { apiKey?: string; timeoutMs?: number } = {}): SwapProvider {
  return createZeroExProvider({ apiKey: API_KEY, apiUrl: server.url, ...options })
}

/** The body of a recording, to compare the provider's result with what 0x answered. */
function answered(file: string): Record<string, unknown> {
  const exchange = server.exchanges.find((candidate) => candidate.file === file)
  if (!exchange) throw new Error(`no recording ${file}`)
  return exchange.response.body as Record<string, unknown>
}

/** Runs `call`, returning the requests it made and what it threw (or undefined). */
async function observe<T>(call: () => Promise<T>) {
  const before = server.requests.length
  let result: T | undefined
  let error: unknown
  try {
    result = await call()
  } catch (caught) {
    error = caught
  }
  return { result, error, requests: server.requests.slice(before) }
}

const ethToUsdcWithFee: SwapQuoteParameters = {
  chainId: 1,
  from: NATIVE_TOKEN_ADDRESS,
  to: TOKENS.usdc1,
  amount: 10n ** 18n,
  taker: TAKER,
  fee: { bps: 30, recipient: FEE_RECIPIENT },
}
const usdcToWethOnBase: SwapQuoteParameters = {
  chainId: 8453,
  from: TOKENS.usdc8453,
  to: TOKENS.weth8453,
  amount: 250_000000n,
  taker: TAKER,
  fee: { bps: 0 },
}

describe('0x provider: configuration (PORTICO_0X_API_KEY, PORTICO_0X_API_URL)', () => {
  it.each([
    { rule: 'without PORTICO_0X_API_KEY the provider is not registered', env: {}, count: 0 },
    { rule: 'a blank key counts as none', env: { PORTICO_0X_API_KEY: '  ' }, count: 0 },
    { rule: 'with a key there is one provider', env: { PORTICO_0X_API_KEY: API_KEY }, count: 1 },
  ])('$rule', ({ env, count }) => {
    const providers = zeroExProviders(env)
    expect(providers).toHaveLength(count)
    for (const registered of providers) {
      expect(registered.id).toBe('0x')
      expect(registered.name).toBe('0x')
    }
  })

  it.each([
    { env: {}, ids: [] },
    { env: { PORTICO_0X_API_KEY: API_KEY }, ids: ['0x'] },
  ])('the registry (createSwapProviders) offers 0x only when configured: $ids', ({ env, ids }) => {
    expect(createSwapProviders({ env }).map((registered) => registered.id)).toEqual(ids)
  })

  it('the base URL defaults to https://api.0x.org and a request times out after 10 s', () => {
    expect({ ZERO_EX_API_URL, ZERO_EX_TIMEOUT_MS }).toEqual({
      ZERO_EX_API_URL: 'https://api.0x.org',
      ZERO_EX_TIMEOUT_MS: 10_000,
    })
  })

  it('PORTICO_0X_API_URL points the provider at another server', async () => {
    const [registered] = zeroExProviders({
      PORTICO_0X_API_KEY: API_KEY,
      PORTICO_0X_API_URL: server.url,
    })
    const { result, requests } = await observe(() => registered!.quote(usdcToWethOnBase))
    expect(requests.map((request) => request.answeredWith)).toEqual(['price-8453-usdc-weth.json'])
    expect(result).toEqual({
      toAmount: BigInt(answered('price-8453-usdc-weth.json').buyAmount as string),
      priceImpact: undefined,
    })
  })

  it.each([
    { url: 'http://api.0x.org', reason: 'must be https' },
    { url: 'ftp://127.0.0.1/', reason: 'must be https' },
    { url: 'not a url', reason: 'is not a URL' },
    { url: 'https://user:secret@api.0x.org', reason: 'plain base URL' },
    { url: 'https://api.0x.org/?key=1', reason: 'plain base URL' },
  ])(
    'PORTICO_0X_API_URL $url is refused ($reason) at start, without the key',
    ({ url, reason }) => {
      let error: unknown
      try {
        zeroExProviders({ PORTICO_0X_API_KEY: API_KEY, PORTICO_0X_API_URL: url })
      } catch (caught) {
        error = caught
      }
      expect((error as Error).message).toContain(reason)
      expect(`${(error as Error).message} ${(error as Error).stack}`).not.toContain(API_KEY)
    },
  )
})

describe("0x provider: chains (Portico's 12 swap chains, as far as 0x v2 serves them)", () => {
  it.each([
    { chainId: 1, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 10, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 56, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 100, spender: undefined, note: 'not served by 0x v2: Network not supported' },
    { chainId: 137, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 250, spender: undefined, note: 'not served by 0x v2: Network not supported' },
    { chainId: 324, spender: undefined, note: 'not served by 0x v2: Network not supported' },
    { chainId: 8453, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 42161, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    { chainId: 43114, spender: ZERO_EX_ALLOWANCE_HOLDER.cancun, note: 'AllowanceHolder (Cancun)' },
    {
      chainId: 59144,
      spender: ZERO_EX_ALLOWANCE_HOLDER.london,
      note: 'AllowanceHolder (London-level chain)',
    },
    { chainId: 1313161554, spender: undefined, note: 'not served by 0x v2: Network not supported' },
  ])('chain $chainId: $note', async ({ chainId, spender }) => {
    const zeroEx = provider()
    expect(zeroEx.chainIds.includes(chainId)).toBe(spender !== undefined)
    if (spender) {
      expect(zeroEx.spender(chainId, { bps: 0 })).toBe(spender)
      return
    }
    expect(() => zeroEx.spender(chainId, { bps: 0 })).toThrow(`0x does not serve chain ${chainId}`)
    const { error, requests } = await observe(() => zeroEx.quote({ ...ethToUsdcWithFee, chainId }))
    expect(error).toMatchObject({ code: 'NETWORK_NOT_SUPPORTED' })
    expect(requests).toEqual([])
    await expect(zeroEx.tokens(chainId)).rejects.toMatchObject({ code: 'NETWORK_NOT_SUPPORTED' })
  })

  it('the two AllowanceHolder addresses are the documented ones', () => {
    expect(ZERO_EX_ALLOWANCE_HOLDER).toEqual({
      cancun: '0x0000000000001fF3684f28c67538d4D072C22734',
      london: '0x000000000000175a8b9bC6d539B3708EEd92EA6c',
    })
  })
})

describe('0x provider: built-in token lists (0x has no token-list endpoint)', () => {
  it('every served chain lists the native currency first, then checksummed, distinct contracts', async () => {
    const zeroEx = provider()
    const symbols: Record<number, string[]> = {}
    for (const chainId of zeroEx.chainIds) {
      const tokens = await zeroEx.tokens(chainId)
      symbols[chainId] = tokens.map((token) => token.symbol)
      expect(tokens[0]).toMatchObject({ address: NATIVE_TOKEN_ADDRESS, decimals: 18 })
      for (const token of tokens.slice(1)) {
        // A strict checksum catches a mistyped character in the table.
        expect(isAddress(token.address, { strict: true }), `${chainId} ${token.symbol}`).toBe(true)
        expect(token.decimals).toBeGreaterThan(0)
        expect(token.decimals).toBeLessThanOrEqual(18)
      }
      for (const token of tokens) expect(token.logoUri).toMatch(/^https:\/\//)
      const addresses = tokens.map((token) => token.address.toLowerCase())
      expect(new Set(addresses).size).toBe(addresses.length)
    }
    expect(symbols).toMatchInlineSnapshot(`
      {
        "1": [
          "ETH",
          "WETH",
          "USDC",
          "USDT",
          "DAI",
          "WBTC",
        ],
        "10": [
          "ETH",
          "WETH",
          "USDC",
          "USDT",
          "DAI",
          "OP",
        ],
        "137": [
          "POL",
          "WPOL",
          "USDC",
          "USDT",
          "WETH",
          "DAI",
        ],
        "42161": [
          "ETH",
          "WETH",
          "USDC",
          "USDT",
          "DAI",
          "ARB",
        ],
        "43114": [
          "AVAX",
          "WAVAX",
          "USDC",
          "USDT",
        ],
        "56": [
          "BNB",
          "WBNB",
          "USDT",
          "USDC",
          "BTCB",
        ],
        "59144": [
          "ETH",
          "WETH",
          "USDC",
          "USDT",
        ],
        "8453": [
          "ETH",
          "WETH",
          "USDC",
          "DAI",
          "cbBTC",
        ],
      }
    `)
  })
})

describe('0x provider: the exact requests and the mapping of the answers', () => {
  type Row = {
    rule: string
    call: (zeroEx: SwapProvider) => Promise<unknown>
    path: string
    query: Record<string, string>
    recording: string
    expected: (body: Record<string, unknown>) => unknown
  }
  const quoteOf = (body: Record<string, unknown>) => ({
    toAmount: BigInt(body.buyAmount as string),
    priceImpact: undefined,
  })
  const callOf = (body: Record<string, unknown>) => {
    const transaction = body.transaction as { to: string; data: string; value: string }
    return {
      to: '0x0000000000001fF3684f28c67538d4D072C22734',
      data: transaction.data,
      value: BigInt(transaction.value),
    }
  }
  const rows: Row[] = [
    {
      rule: 'a quote asks /price, the fee as swapFeeBps/swapFeeRecipient/swapFeeToken in the sold token; toAmount = buyAmount',
      call: (zeroEx) => zeroEx.quote(ethToUsdcWithFee),
      path: '/swap/allowance-holder/price',
      query: {
        chainId: '1',
        sellToken: ZERO_EX_NATIVE,
        buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        sellAmount: '1000000000000000000',
        taker: TAKER,
        swapFeeBps: '30',
        swapFeeRecipient: FEE_RECIPIENT,
        swapFeeToken: ZERO_EX_NATIVE,
      },
      recording: 'price-1-eth-usdc-fee.json',
      expected: quoteOf,
    },
    {
      rule: 'a swap asks /quote with slippageBps and the fee; the call is transaction to/data/value (value = ETH sold)',
      call: (zeroEx) => zeroEx.buildSwap({ ...ethToUsdcWithFee, slippageBps: 100 }),
      path: '/swap/allowance-holder/quote',
      query: {
        chainId: '1',
        sellToken: ZERO_EX_NATIVE,
        buyToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        sellAmount: '1000000000000000000',
        taker: TAKER,
        slippageBps: '100',
        swapFeeBps: '30',
        swapFeeRecipient: FEE_RECIPIENT,
        swapFeeToken: ZERO_EX_NATIVE,
      },
      recording: 'quote-1-eth-usdc-fee.json',
      expected: callOf,
    },
    {
      rule: 'without a fee (bps 0) no fee parameter is sent; an AllowanceHolder in issues.allowance is accepted',
      call: (zeroEx) => zeroEx.quote(usdcToWethOnBase),
      path: '/swap/allowance-holder/price',
      query: {
        chainId: '8453',
        sellToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        buyToken: '0x4200000000000000000000000000000000000006',
        sellAmount: '250000000',
        taker: TAKER,
      },
      recording: 'price-8453-usdc-weth.json',
      expected: quoteOf,
    },
    {
      rule: 'an ERC-20 swap carries no value',
      call: (zeroEx) => zeroEx.buildSwap({ ...usdcToWethOnBase, slippageBps: 50 }),
      path: '/swap/allowance-holder/quote',
      query: {
        chainId: '8453',
        sellToken: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
        buyToken: '0x4200000000000000000000000000000000000006',
        sellAmount: '250000000',
        taker: TAKER,
        slippageBps: '50',
      },
      recording: 'quote-8453-usdc-weth.json',
      expected: callOf,
    },
    {
      rule: 'estimatedPriceImpact, when 0x answers it, is the price impact in percent',
      call: (zeroEx) =>
        zeroEx.quote({
          ...usdcToWethOnBase,
          chainId: 10,
          from: TOKENS.op,
          to: TOKENS.usdc10,
          amount: 20_000n * 10n ** 18n,
        }),
      path: '/swap/allowance-holder/price',
      query: {
        chainId: '10',
        sellToken: '0x4200000000000000000000000000000000000042',
        buyToken: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
        sellAmount: '20000000000000000000000',
        taker: TAKER,
      },
      recording: 'price-10-price-impact.json',
      expected: (body) => ({ toAmount: BigInt(body.buyAmount as string), priceImpact: 0.42 }),
    },
  ]

  it.each(rows)('$rule', async ({ call, path, query, recording, expected }) => {
    const { result, error, requests } = await observe(() => call(provider()))
    expect(error).toBeUndefined()
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request).toMatchObject({ method: 'GET', path, query, answeredWith: recording })
    expect(Object.keys(request!.query)).toEqual(Object.keys(query))
    expect(request!.headers['0x-api-key']).toBe(API_KEY)
    expect(request!.headers['0x-version']).toBe('v2')
    expect(result).toEqual(expected(answered(recording)))
  })

  it('the swap transaction calls AllowanceHolder.exec (selector 0x2213bc0b)', async () => {
    const call = await provider().buildSwap({ ...usdcToWethOnBase, slippageBps: 50 })
    expect(call.data.slice(0, 10)).toBe('0x2213bc0b')
    expect(call.to).toBe(provider().spender(8453, { bps: 0 }))
  })
})

describe('0x provider: errors are clear and never carry the API key', () => {
  type Row = {
    rule: string
    apiKey?: string
    timeoutMs?: number
    call: (zeroEx: SwapProvider) => Promise<unknown>
    code: SwapProviderError['code']
    message: RegExp
    recording: string | undefined
  }
  const rows: Row[] = [
    {
      rule: 'a wrong API key: 0x answers 401',
      apiKey: 'zx-wrong-0c4b7e9d2a13',
      call: (zeroEx) => zeroEx.quote(usdcToWethOnBase),
      code: 'PROVIDER_ERROR',
      message: /^0x refused the API key or the request \(HTTP 401\): Invalid API key$/,
      recording: 'api-key-refused.json',
    },
    {
      rule: "0x's words are redacted where they would quote the key",
      apiKey: 'Invalid API key',
      call: (zeroEx) => zeroEx.quote(usdcToWethOnBase),
      code: 'PROVIDER_ERROR',
      message: /^0x refused the API key or the request \(HTTP 401\): \[redacted\]$/,
      recording: 'api-key-refused.json',
    },
    {
      rule: 'a 400 validation error names the field, the reason and the request id',
      call: (zeroEx) =>
        zeroEx.quote({
          ...ethToUsdcWithFee,
          chainId: 137,
          to: TOKENS.usdc137,
          amount: 10n * 10n ** 18n,
          fee: { bps: 0 },
          taker: '0x0000000000000000000000000000000000000001',
        }),
      code: 'PROVIDER_ERROR',
      message:
        /^0x rejected the request \(HTTP 400\): INPUT_INVALID; The input is invalid; taker: Invalid ethereum user address\. .* \[zid 0x73cf7b284ffd6d9e32f6ec33\]$/,
      recording: 'price-137-taker-invalid.json',
    },
    {
      rule: 'liquidityAvailable false is INSUFFICIENT_LIQUIDITY (the routes answer 400 INSUFFICIENT_LIQUIDITY)',
      call: (zeroEx) =>
        zeroEx.quote({
          ...usdcToWethOnBase,
          chainId: 42161,
          from: TOKENS.arb,
          to: '0x1111111111111111111111111111111111111111',
          amount: 5000n * 10n ** 18n,
        }),
      code: 'INSUFFICIENT_LIQUIDITY',
      message: /^0x found no liquidity for this pair and amount$/,
      recording: 'price-42161-no-liquidity.json',
    },
    {
      rule: 'an answer slower than the timeout',
      timeoutMs: 300,
      call: (zeroEx) =>
        zeroEx.buildSwap({
          ...ethToUsdcWithFee,
          chainId: 10,
          to: TOKENS.usdc10,
          amount: 10n ** 17n,
          fee: { bps: 0 },
          slippageBps: 100,
        }),
      code: 'PROVIDER_ERROR',
      message: /^0x did not answer within 0\.3 s$/,
      recording: 'quote-10-slow.json',
    },
    {
      rule: 'a 500',
      call: (zeroEx) =>
        zeroEx.quote({
          ...ethToUsdcWithFee,
          chainId: 59144,
          to: TOKENS.usdc59144,
          amount: 2n * 10n ** 17n,
          fee: { bps: 0 },
        }),
      code: 'PROVIDER_ERROR',
      message:
        /^0x failed \(HTTP 500\): INTERNAL_SERVER_ERROR; Internal Server Error \[zid 0x1a3c5e7b9d0f2a4c6e8b0d1f\]$/,
      recording: 'price-59144-server-error.json',
    },
    {
      rule: 'a spender other than AllowanceHolder (here Permit2) is refused, never approved',
      call: (zeroEx) =>
        zeroEx.quote({
          ...usdcToWethOnBase,
          chainId: 56,
          from: TOKENS.usdt56,
          to: TOKENS.wbnb,
          amount: 100n * 10n ** 18n,
        }),
      code: 'PROVIDER_ERROR',
      message:
        /^0x named 0x000000000022d473030f116ddee9f6b43ac78ba3 as the spender to approve, not AllowanceHolder 0x0000000000001fF3684f28c67538d4D072C22734; refusing it$/,
      recording: 'price-56-permit2-spender.json',
    },
    {
      rule: 'a transaction whose value does not match the currency sold is refused',
      call: (zeroEx) =>
        zeroEx.buildSwap({
          ...usdcToWethOnBase,
          chainId: 43114,
          from: TOKENS.usdc43114,
          to: NATIVE_TOKEN_ADDRESS,
          amount: 50_000000n,
          slippageBps: 100,
        }),
      code: 'PROVIDER_ERROR',
      message: /^0x answered a transaction value of 1000000000000000000 wei where 0 is due$/,
      recording: 'quote-43114-value-mismatch.json',
    },
  ]

  it.each(rows)(
    '$rule',
    async ({ apiKey = API_KEY, timeoutMs, call, code, message, recording }) => {
      const { error, requests } = await observe(() => call(provider({ apiKey, timeoutMs })))
      expect(error).toBeInstanceOf(SwapProviderError)
      expect(error).toMatchObject({ code })
      expect((error as Error).message).toMatch(message)
      expect(requests.map((request) => request.answeredWith)).toEqual([recording])
      expect(requests[0]!.headers['0x-api-key']).toBe(apiKey)
      for (const text of [
        (error as Error).message,
        String((error as Error).stack),
        JSON.stringify(error),
      ])
        expect(text).not.toContain(apiKey)
      expect((error as Error).cause).toBeUndefined()
    },
  )

  it('a server that cannot be reached', async () => {
    const [port] = await getFreePorts(1)
    const zeroEx = createZeroExProvider({ apiKey: API_KEY, apiUrl: `http://127.0.0.1:${port}` })
    const error = await zeroEx.quote(usdcToWethOnBase).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'PROVIDER_ERROR' })
    expect((error as Error).message).toBe('0x could not be reached (ECONNREFUSED)')
  })

  it.each<{ rule: string; call: (zeroEx: SwapProvider) => Promise<unknown>; message: string }>([
    {
      rule: 'a fee without a recipient',
      call: (zeroEx) => zeroEx.quote({ ...ethToUsdcWithFee, fee: { bps: 30 } }),
      message: 'a fee needs a recipient address',
    },
    {
      rule: 'a fee above 1000 bps',
      call: (zeroEx) =>
        zeroEx.quote({ ...ethToUsdcWithFee, fee: { bps: 1001, recipient: FEE_RECIPIENT } }),
      message: 'the fee must be 0 to 1000 bps, not 1001',
    },
    {
      rule: 'a zero amount',
      call: (zeroEx) => zeroEx.quote({ ...ethToUsdcWithFee, amount: 0n }),
      message: 'amount must be a positive integer',
    },
    {
      rule: 'the same token on both sides',
      call: (zeroEx) => zeroEx.quote({ ...ethToUsdcWithFee, to: NATIVE_TOKEN_ADDRESS }),
      message: 'from and to are the same token',
    },
    {
      rule: 'a slippage above 100 %',
      call: (zeroEx) =>
        zeroEx.buildSwap({
          ...ethToUsdcWithFee,
          slippageBps: 10_001,
        } satisfies BuildSwapParameters),
      message: 'slippageBps must be an integer from 0 to 10000, not 10001',
    },
  ])('$rule is refused before anything is sent to 0x', async ({ call, message }) => {
    const { error, requests } = await observe(() => call(provider()))
    expect(error).toMatchObject({
      code: 'PROVIDER_ERROR',
      message: `0x request not sent: ${message}`,
    })
    expect(requests).toEqual([])
  })
})
