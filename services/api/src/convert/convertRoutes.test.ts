import {
  createDevnetChain,
  createDevnetClient,
  type DevnetAccountLabel,
  type DevnetClient,
  type DevnetHandle,
  uniswapV2RouterAbi,
} from '@portico/devnet'
import { startTestDevnet } from '@portico/devnet/testing'
import type { ResolvedOperatorConfig } from '@portico/kit'
import {
  BuildApproveResponse,
  type BuildTransactionBody,
  BuildTransactionResponse,
  ConvertAllowanceResponse,
  ConvertGasPriceResponse,
  ConvertQuotesResponse,
  ConvertTokensResponse,
} from '@portico/protocol'
import { schemaErrors } from '@portico/protocol/testing'
import type { TSchema } from '@sinclair/typebox'
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readDevnetOperatorConfig } from '../testing/readDevnetOperatorConfig.js'
import { P1_QUERY, startTestApi } from '../testing/startTestApi.js'
import type { ConvertOptions } from './convertOptions.js'
import { GAS_PRICE_TIERS } from './convertRoutes.js'
import { createConvertOptions } from './createConvertOptions.js'
import { NATIVE_TOKEN_ADDRESS } from './SwapProvider.js'

// The convert routes read no database: they run on SQLite only (the engines are tested elsewhere).
let devnet: DevnetHandle
/** The devnet's operator configuration, as main.ts reads it. */
let config: ResolvedOperatorConfig
let chain: DevnetClient
let api: Awaited<ReturnType<typeof startTestApi>>
let feeApi: Awaited<ReturnType<typeof startTestApi>>
/** The operator's fee of feeApi: 0.3 % to FEE_RECIPIENT. */
const FEE_BPS = 30
const FEE_RECIPIENT = getAddress('0x000000000000000000000000000000000000fee5')

beforeAll(async () => {
  devnet = await startTestDevnet()
  const a = devnet.config.chains[0]
  if (!a) throw new Error('no chain')
  chain = createDevnetClient({ chainId: a.chainId, name: a.name, rpcUrl: a.rpcUrl })
  config = (await readDevnetOperatorConfig(devnet.config)).config
  const convert: ConvertOptions = createConvertOptions({ config, env: {} })
  api = await startTestApi('sqlite', { convert })
  feeApi = await startTestApi('sqlite', {
    convert: createConvertOptions({
      config,
      env: { PORTICO_SWAP_FEE_BPS: String(FEE_BPS), PORTICO_SWAP_FEE_RECIPIENT: FEE_RECIPIENT },
    }),
  })
}, 90_000)
afterAll(async () => {
  await api?.close()
  await feeApi?.close()
  await devnet?.stop()
})

// Every test starts from the seeded chain.
let snapshot: Hex
beforeEach(async () => {
  snapshot = await chain.snapshot()
})
afterEach(async () => {
  await chain.revert({ id: snapshot })
})

const contracts = () => {
  const c = devnet.config.chains[0]?.contracts
  if (!c) throw new Error('no chain')
  return c
}
type Symbol = 'ETH' | 'WETH' | 'USDC' | 'DAI'
const tokenAddress = (symbol: Symbol): Address =>
  symbol === 'ETH'
    ? NATIVE_TOKEN_ADDRESS
    : contracts()[symbol.toLowerCase() as 'weth' | 'usdc' | 'dai']
const caip = (address: string, chainId = 31337) => `eip155:${chainId}:${address}`
const token = (symbol: Symbol, chainId = 31337) => caip(tokenAddress(symbol), chainId)
const account = (label: DevnetAccountLabel) => {
  const found = devnet.config.accounts.find((a) => a.label === label)
  if (!found) throw new Error(label)
  return found
}
const user = (label: DevnetAccountLabel) => caip(account(label).address)
const units = (symbol: Symbol, amount: string) =>
  symbol === 'USDC' ? parseUnits(amount, 6) : parseEther(amount)

async function get(path: string, query: Record<string, string>, server = api) {
  const response = await server.app.inject({
    url: `${path}?${P1_QUERY}&${new URLSearchParams(query)}`,
  })
  return { status: response.statusCode, body: response.json() }
}

async function post(path: string, body: unknown, server = api) {
  const response = await server.app.inject({
    method: 'POST',
    url: `${path}?${P1_QUERY}`,
    payload: body as object,
  })
  return { status: response.statusCode, body: response.json() }
}

async function balanceOf(symbol: Symbol, owner: Address): Promise<bigint> {
  if (symbol === 'ETH') return chain.getBalance({ address: owner })
  return chain.readContract({
    address: tokenAddress(symbol),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

type ApiTx = {
  to: Address
  data: Hex
  value?: string
  amount?: string
  eip155: { gas?: string; gasPrice: string }
}

/** Sends an API-built transaction signed with the account's devnet key; the receipt. */
async function send(label: DevnetAccountLabel, tx: ApiTx) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(account(label).privateKey),
    chain: createDevnetChain({
      chainId: 31337,
      name: 'A',
      rpcUrl: chain.chain.rpcUrls.default.http[0] as string,
    }),
    transport: http(chain.chain.rpcUrls.default.http[0]),
  })
  const hash = await wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return receiptOf(hash)
}

/**
 * The transaction's receipt, asked for until the node has it. Not viem's waitForTransactionReceipt,
 * the likely cause of a 30 s hang seen twice in CI-like runs: its block watcher starts from a block
 * number cached up to 4 s, and after this file's evm_revert the chain's new blocks are numbered
 * below that one, so when its first look came before the mining it ignored every later block.
 */
async function receiptOf(hash: Hex) {
  for (;;) {
    const receipt = await chain.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function routerAmountsOut(amountIn: bigint, path: Address[]) {
  return chain.readContract({
    address: contracts().uniswapV2Router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
}

describe('GET /v1/convert/tokens (spec §7: chainId; tokens)', () => {
  it('lists ETH (native, 0xeeee…), WETH, USDC and DAI as CAIP-10 with the asset server icons', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const icon = (symbol: string) => `${devnet.config.assetsUrl}/tokens/${symbol}.svg`
    expect(body).toEqual({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: token('ETH'),
          decimals: 18,
          logoUri: icon('ETH'),
          eip2612: false,
        },
        {
          name: 'Wrapped Ether',
          symbol: 'WETH',
          address: token('WETH'),
          decimals: 18,
          logoUri: icon('WETH'),
          eip2612: false,
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: token('USDC'),
          decimals: 6,
          logoUri: icon('USDC'),
          eip2612: true,
        },
        {
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          address: token('DAI'),
          decimals: 18,
          logoUri: icon('DAI'),
          eip2612: true,
        },
      ],
    })
  })

  it('serves the second devnet chain (31338) too', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31338' })
    expect(status).toBe(200)
    expect(body.tokens.map((t: { address: string }) => t.address)).toContain(token('USDC', 31338))
  })
})

describe("GET /v1/convert/quotes: the router's own getAmountsOut over the best path", () => {
  const w = () => contracts()
  it.each([
    { from: 'ETH', to: 'USDC', amount: '1', path: () => [w().weth, w().usdc] },
    { from: 'USDC', to: 'DAI', amount: '100', path: () => [w().usdc, w().dai] },
    { from: 'USDC', to: 'ETH', amount: '3000', path: () => [w().usdc, w().weth] },
    { from: 'DAI', to: 'ETH', amount: '500', path: () => [w().dai, w().usdc, w().weth] },
    { from: 'WETH', to: 'DAI', amount: '0.25', path: () => [w().weth, w().usdc, w().dai] },
    { from: 'ETH', to: 'DAI', amount: '2', path: () => [w().weth, w().usdc, w().dai] },
  ] as const)(
    '$from → $to ($amount): toAmount = getAmountsOut($from…$to)',
    async ({ from, to, amount, path }) => {
      const amountIn = units(from, amount)
      const { status, body } = await get('/v1/convert/quotes', {
        amount: amountIn.toString(),
        userAddress: user('wallet-1'),
        from: token(from),
        to: token(to),
      })
      expect(status).toBe(200)
      const expected = (await routerAmountsOut(amountIn, [...path()])).at(-1)
      const [quote] = body.quotes
      expect(quote).toMatchObject({
        fromAmount: amountIn.toString(),
        fromAccount: token(from),
        toAmount: expected?.toString(),
        toAccount: token(to),
        provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
        fee: { bps: 0, amount: '0' },
      })
      expect(quote.id).toMatch(/^[0-9a-f-]{36}$/)
      // Uniswap V2 takes 0.3 % a hop; a swap this small against these pools moves the price < 1 %.
      expect(quote.priceImpact).toBeGreaterThanOrEqual(0.3 * (path().length - 1) - 0.01)
      expect(quote.priceImpact).toBeLessThan(1.5)
    },
  )

  it.each([
    ['ETH', 'WETH'],
    ['WETH', 'ETH'],
  ] as const)('%s → %s is 1:1 (deposit/withdraw), no price impact', async (from, to) => {
    const { body } = await get('/v1/convert/quotes', {
      amount: parseEther('1.5').toString(),
      userAddress: user('wallet-1'),
      from: token(from),
      to: token(to),
    })
    expect(body.quotes[0]).toMatchObject({ toAmount: parseEther('1.5').toString(), priceImpact: 0 })
  })

  it('a large swap shows its price impact (100 ETH of a 1000 ETH pool: ≈ 9.3 %)', async () => {
    const { body } = await get('/v1/convert/quotes', {
      amount: parseEther('100').toString(),
      userAddress: user('wallet-1'),
      from: token('ETH'),
      to: token('USDC'),
    })
    expect(body.quotes[0].priceImpact).toBeGreaterThan(9)
    expect(body.quotes[0].priceImpact).toBeLessThan(10)
  })

  it('a token no pool trades answers 400 INSUFFICIENT_LIQUIDITY', async () => {
    const { status, body } = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: user('wallet-1'),
      from: token('USDC'),
      to: caip(contracts().nft),
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('INSUFFICIENT_LIQUIDITY')
  })
})

describe('GET /v1/convert/allowance and build-approve (spec §7: tokenAddress, userAddress; allowance)', () => {
  it('0 before, the approved amount after an approve built by the API and sent by wallet-2', async () => {
    const query = { tokenAddress: token('USDC'), userAddress: user('wallet-2') }
    expect((await get('/v1/convert/allowance', query)).body).toEqual({ allowance: '0' })
    const amount = units('USDC', '250')
    const { status, body } = await get('/v1/convert/build-approve', {
      userAddress: user('wallet-2'),
      from: token('USDC'),
      to: token('DAI'),
      amount: amount.toString(),
    })
    expect(status).toBe(200)
    expect(body.tx).toMatchObject({ from: user('wallet-2'), to: contracts().usdc, value: '0' })
    expect(BigInt(body.tx.eip155.gas)).toBeGreaterThan(21_000n)
    expect(BigInt(body.tx.eip155.gasPrice)).toBeGreaterThan(0n)
    expect((await send('wallet-2', body.tx)).status).toBe('success')
    expect((await get('/v1/convert/allowance', query)).body).toEqual({
      allowance: amount.toString(),
    })
    // …and it is the router's allowance on chain.
    const onChain = await chain.readContract({
      address: contracts().usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account('wallet-2').address, contracts().uniswapV2Router],
    })
    expect(onChain).toBe(amount)
  })

  it('without amount the approval is for the maximum (2^256 − 1)', async () => {
    const { body } = await get('/v1/convert/build-approve', {
      userAddress: user('wallet-3'),
      from: token('DAI'),
      to: token('ETH'),
    })
    expect((await send('wallet-3', body.tx)).status).toBe('success')
    const { body: allowance } = await get('/v1/convert/allowance', {
      tokenAddress: token('DAI'),
      userAddress: user('wallet-3'),
    })
    expect(allowance).toEqual({ allowance: maxUint256.toString() })
  })

  it('the native currency needs no approval: its allowance is the maximum', async () => {
    const { body } = await get('/v1/convert/allowance', {
      tokenAddress: token('ETH'),
      userAddress: user('wallet-1'),
    })
    expect(body).toEqual({ allowance: maxUint256.toString() })
  })
})

describe("the convert answers match @portico/protocol's schemas (what core's convertApi reads)", () => {
  it('tokens, quotes, allowance, gas price, build-approve and build-transaction (to the body core sends)', async () => {
    const swapOf = {
      userAddress: user('wallet-3'),
      from: token('USDC'),
      to: token('DAI'),
    }
    const amount = units('USDC', '10').toString()
    const answers: [TSchema, string, Record<string, string>][] = [
      [ConvertTokensResponse, '/v1/convert/tokens', { chainId: 'eip155:31337' }],
      [ConvertQuotesResponse, '/v1/convert/quotes', { ...swapOf, amount }],
      [
        ConvertAllowanceResponse,
        '/v1/convert/allowance',
        { tokenAddress: token('USDC'), userAddress: user('wallet-3') },
      ],
      [ConvertGasPriceResponse, '/v1/convert/gas-price', { chainId: 'eip155:31337' }],
      [BuildApproveResponse, '/v1/convert/build-approve', { ...swapOf, amount }],
    ]
    for (const [schema, path, query] of answers) {
      const { status, body } = await get(path, query)
      expect(status, path).toBe(200)
      expect(schemaErrors(schema, body), path).toEqual([])
    }
    const body = {
      ...swapOf,
      amount,
      eip155: { slippage: 1 },
      disableEstimate: true,
    } satisfies BuildTransactionBody
    const built = await post('/v1/convert/build-transaction', body)
    expect(built.status).toBe(200)
    expect(schemaErrors(BuildTransactionResponse, built.body)).toEqual([])
  })
})

describe('GET /v1/convert/gas-price (spec §7: chainId; standard, fast, instant)', () => {
  it("is the chain's eth_gasPrice ×1, ×1.2, ×1.5 in wei", async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' })
    expect(status).toBe(200)
    const gasPrice = await chain.getGasPrice()
    expect(body).toEqual({
      standard: ((gasPrice * GAS_PRICE_TIERS.standard) / 10n).toString(),
      fast: ((gasPrice * GAS_PRICE_TIERS.fast) / 10n).toString(),
      instant: ((gasPrice * GAS_PRICE_TIERS.instant) / 10n).toString(),
    })
    expect(BigInt(body.fast)).toBeGreaterThan(BigInt(body.standard))
  })
})

/** Quote, approve when the source is an ERC-20, build, send; returns the quote and balances. */
async function swap(
  label: DevnetAccountLabel,
  from: Symbol,
  to: Symbol,
  amount: bigint,
  server = api,
) {
  const owner = account(label).address
  const { body: quotes } = await get(
    '/v1/convert/quotes',
    { amount: amount.toString(), userAddress: user(label), from: token(from), to: token(to) },
    server,
  )
  const quote = quotes.quotes[0]
  if (from !== 'ETH') {
    const approve = await get(
      '/v1/convert/build-approve',
      { userAddress: user(label), from: token(from), to: token(to), amount: amount.toString() },
      server,
    )
    expect((await send(label, approve.body.tx)).status).toBe('success')
  }
  const built = await post(
    '/v1/convert/build-transaction',
    {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: token(from),
      to: token(to),
      userAddress: user(label),
    },
    server,
  )
  expect(built.status).toBe(200)
  const before = { from: await balanceOf(from, owner), to: await balanceOf(to, owner) }
  const receipt = await send(label, built.body.tx)
  const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
  const after = { from: await balanceOf(from, owner), to: await balanceOf(to, owner) }
  return { quote, built: built.body.tx, receipt, before, after, gasCost }
}

describe('POST /v1/convert/build-transaction: swaps sent by devnet accounts, balances read on chain', () => {
  it.each([
    { label: 'wallet-1', from: 'ETH', to: 'USDC', amount: '1' },
    { label: 'wallet-2', from: 'USDC', to: 'DAI', amount: '100' },
    { label: 'wallet-3', from: 'DAI', to: 'ETH', amount: '500' },
    { label: 'wallet-1', from: 'ETH', to: 'WETH', amount: '0.5' },
  ] as const)(
    '$label swaps $amount $from → $to and receives the quoted amount',
    async ({ label, from, to, amount }) => {
      const amountIn = units(from, amount)
      const { quote, built, receipt, before, after, gasCost } = await swap(
        label,
        from,
        to,
        amountIn,
      )
      expect(receipt.status).toBe('success')
      expect(BigInt(built.eip155.gas)).toBeGreaterThan(21_000n)
      expect(built.amount).toBe(from === 'ETH' ? amountIn.toString() : '0')
      const spentGasIn = (symbol: Symbol) => (symbol === 'ETH' ? gasCost : 0n)
      expect(before.from - after.from).toBe(amountIn + spentGasIn(from))
      // Nothing moved the pools between the quote and the swap: exactly the quote.
      expect(after.to - before.to + spentGasIn(to)).toBe(BigInt(quote.toAmount))
    },
  )

  it('slippage: a quote, then another account moves the pool, then the built swap reverts (amountOutMin)', async () => {
    const amount = parseEther('1')
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: token('ETH'),
      to: token('USDC'),
      userAddress: user('wallet-1'),
    })
    // wallet-2 buys 50 ETH worth of USDC first: the price moves ~10 %, beyond the 1 % tolerance.
    const moved = await post('/v1/convert/build-transaction', {
      amount: parseEther('50').toString(),
      eip155: { slippage: 50 },
      from: token('ETH'),
      to: token('USDC'),
      userAddress: user('wallet-2'),
    })
    expect((await send('wallet-2', moved.body.tx)).status).toBe('success')
    const usdcBefore = await balanceOf('USDC', account('wallet-1').address)
    await expect(
      chain.call({
        account: account('wallet-1').address,
        to: built.body.tx.to,
        data: built.body.tx.data,
        value: amount,
      }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
    const receipt = await send('wallet-1', built.body.tx)
    expect(receipt.status).toBe('reverted')
    expect(await balanceOf('USDC', account('wallet-1').address)).toBe(usdcBefore)
  })

  it('the slippage defaults to 1 % (spec §9): amountOutMin is 99 % of the quote', async () => {
    const amount = parseEther('1')
    const { body: quotes } = await get('/v1/convert/quotes', {
      amount: amount.toString(),
      userAddress: user('wallet-1'),
      from: token('ETH'),
      to: token('USDC'),
    })
    const built = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      from: token('ETH'),
      to: token('USDC'),
      userAddress: user('wallet-1'),
    })
    const { decodeFunctionData } = await import('viem')
    const { args } = decodeFunctionData({ abi: uniswapV2RouterAbi, data: built.body.tx.data })
    const toAmount = BigInt(quotes.quotes[0].toAmount)
    expect(args?.[0]).toBe((toAmount * 9900n) / 10000n)
    const block = await chain.getBlock()
    expect(args?.[3]).toBe(block.timestamp + 20n * 60n)
  })

  it('an ERC-20 swap before its approval answers without gas (the estimate fails) — and with disableEstimate none is tried', async () => {
    const body = {
      amount: units('USDC', '10').toString(),
      from: token('USDC'),
      to: token('DAI'),
      userAddress: user('wallet-2'),
    }
    const unapproved = await post('/v1/convert/build-transaction', body)
    expect(unapproved.status).toBe(200)
    expect(unapproved.body.tx.eip155.gas).toBeUndefined()
    expect(unapproved.body.tx.to).toBe(contracts().uniswapV2Router)
    const disabled = await post('/v1/convert/build-transaction', {
      ...body,
      disableEstimate: true,
      from: token('ETH'),
      amount: parseEther('0.01').toString(),
    })
    expect(disabled.status).toBe(200)
    expect(disabled.body.tx.eip155.gas).toBeUndefined()
    expect(BigInt(disabled.body.tx.eip155.gasPrice)).toBeGreaterThan(0n)
  })
})

describe('the operator fee (PORTICO_SWAP_FEE_BPS 30): taken in the same transaction to the recipient', () => {
  it('quotes answer fee { bps, amount } and toAmount of the amount less the fee', async () => {
    const amount = parseEther('1')
    const { body } = await get(
      '/v1/convert/quotes',
      {
        amount: amount.toString(),
        userAddress: user('wallet-1'),
        from: token('ETH'),
        to: token('USDC'),
      },
      feeApi,
    )
    const fee = (amount * BigInt(FEE_BPS)) / 10_000n
    const expected = (
      await routerAmountsOut(amount - fee, [contracts().weth, contracts().usdc])
    ).at(-1)
    expect(body.quotes[0]).toMatchObject({
      fee: { bps: FEE_BPS, amount: fee.toString() },
      toAmount: expected?.toString(),
    })
  })

  it('the approval is for the fee router', async () => {
    const { body } = await get(
      '/v1/convert/build-approve',
      { userAddress: user('wallet-2'), from: token('USDC'), to: token('DAI') },
      feeApi,
    )
    const { decodeFunctionData } = await import('viem')
    expect(decodeFunctionData({ abi: erc20Abi, data: body.tx.data }).args).toEqual([
      contracts().swapFeeRouter,
      maxUint256,
    ])
  })

  it.each([
    { label: 'wallet-1', from: 'ETH', to: 'USDC', amount: '1' },
    { label: 'wallet-2', from: 'USDC', to: 'DAI', amount: '100' },
    { label: 'wallet-3', from: 'DAI', to: 'ETH', amount: '500' },
    { label: 'wallet-1', from: 'ETH', to: 'WETH', amount: '0.5' },
  ] as const)(
    '$from → $to: the recipient gets 0.3 % of $amount $from, the user the quote',
    async ({ label, from, to, amount }) => {
      const amountIn = units(from, amount)
      const recipientBefore = await balanceOf(from, FEE_RECIPIENT)
      const { quote, built, receipt, before, after, gasCost } = await swap(
        label,
        from,
        to,
        amountIn,
        feeApi,
      )
      expect(receipt.status).toBe('success')
      expect(built.to).toBe(contracts().swapFeeRouter)
      const fee = (amountIn * BigInt(FEE_BPS)) / 10_000n
      expect(quote.fee.amount).toBe(fee.toString())
      expect((await balanceOf(from, FEE_RECIPIENT)) - recipientBefore).toBe(fee)
      const gasIn = (symbol: Symbol) => (symbol === 'ETH' ? gasCost : 0n)
      expect(before.from - after.from).toBe(amountIn + gasIn(from))
      expect(after.to - before.to + gasIn(to)).toBe(BigInt(quote.toAmount))
    },
  )
})

describe("'Network not supported' (spec §8: for gas price and swaps)", () => {
  const NOT_SUPPORTED = {
    error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' },
  }
  it.each([
    ['tokens on eip155:1', '/v1/convert/tokens', { chainId: 'eip155:1' }],
    [
      'tokens on a Solana chain',
      '/v1/convert/tokens',
      { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ],
    ['gas-price on eip155:1', '/v1/convert/gas-price', { chainId: 'eip155:1' }],
    ['gas-price on eip155:137', '/v1/convert/gas-price', { chainId: 'eip155:137' }],
    [
      'quotes on eip155:1',
      '/v1/convert/quotes',
      {
        amount: '1000',
        userAddress: `eip155:1:${'0x'.padEnd(42, '1')}`,
        from: `eip155:1:${NATIVE_TOKEN_ADDRESS}`,
        to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      },
    ],
    [
      'allowance on eip155:10',
      '/v1/convert/allowance',
      {
        tokenAddress: 'eip155:10:0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
        userAddress: `eip155:10:${'0x'.padEnd(42, '1')}`,
      },
    ],
  ] as const)('%s → 400 NETWORK_NOT_SUPPORTED', async (_name, path, query) => {
    const { status, body } = await get(path, query)
    expect(status).toBe(400)
    expect(body).toMatchObject(NOT_SUPPORTED)
  })

  it('a chain with a provider but no RPC URL: tokens and quotes, but gas-price and allowance are not supported', async () => {
    const { providers } = createConvertOptions({ config, env: {} })
    const noRpc = await startTestApi('sqlite', { convert: { providers, rpcUrls: {} } })
    try {
      expect((await get('/v1/convert/tokens', { chainId: 'eip155:31337' }, noRpc)).status).toBe(200)
      const gas = await get('/v1/convert/gas-price', { chainId: 'eip155:31337' }, noRpc)
      expect([gas.status, gas.body]).toMatchObject([400, NOT_SUPPORTED])
      const allowance = await get(
        '/v1/convert/allowance',
        { tokenAddress: token('USDC'), userAddress: user('wallet-1') },
        noRpc,
      )
      expect([allowance.status, allowance.body]).toMatchObject([400, NOT_SUPPORTED])
    } finally {
      await noRpc.close()
    }
  })

  it('an API without convert options supports no chain', async () => {
    const bare = await startTestApi('sqlite')
    try {
      const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:31337' }, bare)
      expect([status, body]).toMatchObject([400, NOT_SUPPORTED])
    } finally {
      await bare.close()
    }
  })
})

describe('bad input → 400 VALIDATION_ERROR', () => {
  /** A table value, or a function of the running devnet (its addresses are unknown at collection). */
  const lazy = <T>(value: T | (() => T)): T =>
    typeof value === 'function' ? (value as () => T)() : value
  const valid = () => ({
    amount: parseEther('0.01').toString(),
    userAddress: user('wallet-1'),
    from: token('ETH'),
    to: token('USDC'),
  })
  it.each([
    ['amount 0 (amounts are positive)', { amount: '0' }],
    ['a negative amount', { amount: '-1' }],
    ['a decimal amount (base units are integers)', { amount: '1.5' }],
    ['an amount in exponent form', { amount: '1e18' }],
    ['an amount above uint256', { amount: (maxUint256 + 1n).toString() }],
    ['an amount with 79 digits', { amount: '1'.repeat(79) }],
    ['from that is no CAIP-10', { from: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }],
    ['from with a short address', { from: 'eip155:31337:0x1234' }],
    ['to on another chain than from', () => ({ to: token('USDC', 31338) })],
    [
      'userAddress on another chain than the tokens',
      () => ({ userAddress: caip(account('wallet-1').address, 31338) }),
    ],
    ['from equal to to', () => ({ to: token('ETH') })],
    ['a gasPrice that is no integer', { gasPrice: '1.5' }],
  ])('quotes: %s', async (_name, override) => {
    const { status, body } = await get('/v1/convert/quotes', {
      ...valid(),
      ...lazy<Record<string, string>>(override),
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_ERROR')
  })

  it.each([
    ['without userAddress', { userAddress: undefined }],
    ['a slippage of 0 (0 < slippage)', { eip155: { slippage: 0 } }],
    ['a slippage above 50 %', { eip155: { slippage: 50.5 } }],
    ['a slippage that is no number', { eip155: { slippage: 'one' } }],
    ['disableEstimate that is no boolean', { disableEstimate: 'perhaps' }],
  ])('build-transaction: %s', async (_name, override) => {
    const { status, body } = await post('/v1/convert/build-transaction', {
      ...valid(),
      ...override,
    })
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_ERROR')
  })

  it.each([
    ['tokens', '/v1/convert/tokens', { chainId: 'eip155' }],
    ['tokens', '/v1/convert/tokens', { chainId: '31337' }],
    ['gas-price', '/v1/convert/gas-price', {}],
    ['allowance', '/v1/convert/allowance', () => ({ tokenAddress: token('USDC') })],
    [
      'build-approve of the native currency',
      '/v1/convert/build-approve',
      () => ({ userAddress: user('wallet-1'), from: token('ETH'), to: token('USDC') }),
    ],
    [
      'build-approve with amount 0',
      '/v1/convert/build-approve',
      () => ({ userAddress: user('wallet-1'), from: token('USDC'), to: token('DAI'), amount: '0' }),
    ],
  ] as const)('%s', async (_name, path, query) => {
    const { status, body } = await get(path, lazy<Record<string, string>>(query))
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_ERROR')
  })

  it('a slippage sent as a string (as AppKit sends it) is accepted', async () => {
    const { status } = await post('/v1/convert/build-transaction', {
      ...valid(),
      eip155: { slippage: '0.5' },
    })
    expect(status).toBe(200)
  })
})
