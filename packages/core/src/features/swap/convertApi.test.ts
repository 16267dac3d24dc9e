// The convert API client against a real HTTP server standing in for the Portico API (its wire
// format, docs/swaps-and-onramp.md); the real routes are exercised in swapTokens.devnet.test.ts.
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { NetworkNotSupportedError } from '../../errors/network.js'
import { jsonAnswer } from '../../testing/index.js'
import {
  buildConvertApprove,
  buildConvertTransaction,
  readConvertAllowance,
  readConvertGasPrice,
  readConvertQuotes,
  readConvertTokens,
  readFungiblePrices,
} from './convertApi.js'
import { ConvertApiError } from './errors.js'
import { startSwapTestApi, TEST_ACCOUNT, TEST_USDC } from './swap.testApi.js'

const api = await startSwapTestApi()
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
  api.route(() => undefined)
})

const base = { apiUrl: api.apiUrl, projectId: 'p1' }
const USER = `eip155:31337:${TEST_ACCOUNT}`
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const USDC = `eip155:31337:${TEST_USDC}`

describe('convertApi — spec §7 convert calls, each with projectId, st and sv like the rest of the API', () => {
  it.each([
    [
      'GET /v1/convert/tokens (chainId; tokens)',
      () => readConvertTokens({ ...base, chainId: 'eip155:31337' }),
      '/v1/convert/tokens',
      { chainId: 'eip155:31337' },
    ],
    [
      'GET /v1/convert/quotes (amount, userAddress, from, to, gasPrice; quotes)',
      () =>
        readConvertQuotes({
          ...base,
          amount: 10n ** 18n,
          userAddress: USER,
          from: ETH,
          to: USDC,
          gasPrice: 7n,
        }),
      '/v1/convert/quotes',
      { amount: '1000000000000000000', userAddress: USER, from: ETH, to: USDC, gasPrice: '7' },
    ],
    [
      'GET /v1/convert/allowance (tokenAddress, userAddress; allowance)',
      () => readConvertAllowance({ ...base, tokenAddress: USDC, userAddress: USER }),
      '/v1/convert/allowance',
      { tokenAddress: USDC, userAddress: USER },
    ],
    [
      'GET /v1/convert/gas-price (chainId; standard, fast, instant)',
      () => readConvertGasPrice({ ...base, chainId: 'eip155:31337' }),
      '/v1/convert/gas-price',
      { chainId: 'eip155:31337' },
    ],
    [
      'GET /v1/convert/build-approve (userAddress, from, to)',
      () => buildConvertApprove({ ...base, userAddress: USER, from: USDC, to: ETH, amount: 5n }),
      '/v1/convert/build-approve',
      { userAddress: USER, from: USDC, to: ETH, amount: '5' },
    ],
  ])('%s', async (_, call, path, query) => {
    await call()
    const [request] = api.to(path)
    expect(request?.method).toBe('GET')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: 'js-0.1.0',
      ...query,
    })
  })

  it('POST /v1/convert/build-transaction (amount, eip155 slippage, from, to, userAddress, disableEstimate)', async () => {
    const tx = await buildConvertTransaction({
      ...base,
      amount: 10n ** 18n,
      slippage: 1,
      from: ETH,
      to: USDC,
      userAddress: USER,
      disableEstimate: false,
    })
    const [request] = api.to('/v1/convert/build-transaction')
    expect(request?.method).toBe('POST')
    expect(request?.body).toEqual({
      amount: '1000000000000000000',
      eip155: { slippage: 1 },
      from: ETH,
      to: USDC,
      userAddress: USER,
      disableEstimate: false,
    })
    expect(request?.url.searchParams.get('projectId')).toBe('p1')
    // `amount` of the answer is the native value in wei; gas and gas price as bigints.
    expect(tx).toMatchObject({ value: 10n ** 18n, gas: 150_000n, gasPrice: 1_000_000_000n })
    expect(tx.to).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('tokens: the entries of the wire shape, CAIP-10 addresses kept; others left out', async () => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/tokens'
        ? jsonAnswer(200, {
            tokens: [
              {
                name: 'USD Coin',
                symbol: 'USDC',
                address: USDC,
                decimals: 6,
                logoUri: 'http://x/usdc.svg',
                eip2612: true,
              },
              { name: 'Bad', symbol: 'BAD', address: 'not an address', decimals: 6, logoUri: '' },
              { name: 'Bad decimals', symbol: 'BD', address: USDC, decimals: 6.5, logoUri: '' },
              'junk',
            ],
          })
        : undefined,
    )
    expect(await readConvertTokens({ ...base, chainId: 'eip155:31337' })).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        address: USDC,
        decimals: 6,
        logoUri: 'http://x/usdc.svg',
        eip2612: true,
      },
    ])
  })

  it('quotes, allowance, gas price and prices as exact numbers', async () => {
    const [quote] = await readConvertQuotes({
      ...base,
      amount: 10n ** 18n,
      userAddress: USER,
      from: ETH,
      to: USDC,
    })
    expect(quote).toMatchObject({
      fromAmount: '1000000000000000000',
      toAmount: '2991000000',
      provider: { name: 'Uniswap V2 (devnet)' },
      fee: { bps: 0, amount: '0' },
      priceImpact: 0.12,
    })
    expect(await readConvertAllowance({ ...base, tokenAddress: USDC, userAddress: USER })).toBe(0n)
    expect(await readConvertGasPrice({ ...base, chainId: 'eip155:31337' })).toEqual({
      standard: 1_000_000_000n,
      fast: 1_200_000_000n,
      instant: 1_500_000_000n,
    })
    const prices = await readFungiblePrices({
      ...base,
      addresses: [ETH, USDC, 'eip155:31337:0x0000000000000000000000000000000000000001'],
    })
    expect([...prices]).toEqual([
      [ETH, 3000],
      [USDC.toLowerCase(), 1],
    ])
    expect(await readFungiblePrices({ ...base, addresses: [] })).toEqual(new Map())
  })

  it.each([
    [
      "NETWORK_NOT_SUPPORTED is spec §8's 'Network not supported'",
      400,
      { error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' } },
      NetworkNotSupportedError,
      'Network not supported',
      'NETWORK_NOT_SUPPORTED',
    ],
    [
      "another API error keeps the API's message and code",
      400,
      { error: { code: 'INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity' } },
      ConvertApiError,
      'Insufficient liquidity',
      'INSUFFICIENT_LIQUIDITY',
    ],
    [
      'an answer without the error shape: the default message, the status as code',
      502,
      'Bad gateway',
      ConvertApiError,
      'Error fetching swap quote',
      502,
    ],
    [
      'a malformed success: the default message',
      200,
      { quotes: [{ toAmount: 1.5 }] },
      ConvertApiError,
      'Error fetching swap quote',
      undefined,
    ],
  ])('a failure: %s', async (_, status, body, type, message, code) => {
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes' ? jsonAnswer(status, body) : undefined,
    )
    const error = await readConvertQuotes({
      ...base,
      amount: 1n,
      userAddress: USER,
      from: ETH,
      to: USDC,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect(error).toMatchObject({ shortMessage: message, code })
  })

  it('an aborted call rejects with the abort, not as an API error', async () => {
    let release = () => {}
    api.route(({ url }) =>
      url.pathname === '/v1/convert/quotes'
        ? new Promise((resolve) => {
            release = () => resolve(jsonAnswer(200, { quotes: [] }))
          })
        : undefined,
    )
    const controller = new AbortController()
    const call = readConvertQuotes({
      ...base,
      amount: 1n,
      userAddress: USER,
      from: ETH,
      to: USDC,
      signal: controller.signal,
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    controller.abort()
    const error = await call.catch((e: unknown) => e)
    release()
    expect(error).not.toBeInstanceOf(ConvertApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})
