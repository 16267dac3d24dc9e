import { imageUrl } from './fixtureAccountData.js'
import { json } from './fixtureResponse.js'

/** The swap tokens of the fixture API's devnet chain (`GET /v1/convert/tokens`), USDC as in the balances. */
export const SWAP_FIXTURE_TOKENS = [
  {
    symbol: 'ETH',
    name: 'Ether',
    contract: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    decimals: 18,
    price: 3000,
    color: '#627eea',
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 6,
    price: 1,
    color: '#2775ca',
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    contract: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    decimals: 18,
    price: 1,
    color: '#f5ac37',
  },
  {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    contract: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
    decimals: 18,
    price: 3000,
    color: '#8a92b2',
  },
] as const

/** The devnet chain the fixture API swaps on; another one answers 'Network not supported'. */
export const SWAP_FIXTURE_CHAIN = 'eip155:31337'

export const swapToken = (address: string | null) =>
  SWAP_FIXTURE_TOKENS.find(
    (t) => t.contract.toLowerCase() === (address ?? '').split(':').at(-1)?.toLowerCase(),
  )

/**
 * The convert routes as services/api answers them on the devnet (docs/swaps-and-onramp.md), from
 * fixed prices: a quote is the amount at the two prices less 0.3 % (the pools' fee), with a 0.12 %
 * price impact; USDC has no allowance yet, so swapping it asks for an approval first.
 */
export function answerConvert(url: URL, path: string): Response | undefined {
  const chainId = url.searchParams.get('chainId') ?? SWAP_FIXTURE_CHAIN
  if (path === '/v1/convert/tokens' || path === '/v1/convert/gas-price') {
    if (chainId !== SWAP_FIXTURE_CHAIN)
      return json(400, {
        error: { code: 'NETWORK_NOT_SUPPORTED', message: 'Network not supported' },
      })
    if (path === '/v1/convert/gas-price')
      return json(200, { standard: '1000000000', fast: '1500000000', instant: '2000000000' })
    return json(200, {
      tokens: SWAP_FIXTURE_TOKENS.map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${SWAP_FIXTURE_CHAIN}:${t.contract}`,
        decimals: t.decimals,
        logoUri: imageUrl(t.color, 'circle'),
        eip2612: false,
      })),
    })
  }
  if (path === '/v1/fungible/price')
    return json(200, {
      fungibles: SWAP_FIXTURE_TOKENS.map((t) => ({
        address: `${SWAP_FIXTURE_CHAIN}:${t.contract}`,
        price: t.price,
      })),
    })
  if (path === '/v1/convert/quotes') {
    const from = swapToken(url.searchParams.get('from'))
    const to = swapToken(url.searchParams.get('to'))
    const amount = BigInt(url.searchParams.get('amount') ?? '0')
    if (!from || !to)
      return json(400, {
        error: { code: 'INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity' },
      })
    const toAmount =
      (amount * 10n ** BigInt(to.decimals) * BigInt(from.price) * 997n) /
      (10n ** BigInt(from.decimals) * BigInt(to.price) * 1000n)
    return json(200, {
      quotes: [
        {
          id: 'fixture-quote',
          fromAmount: amount.toString(),
          fromAccount: url.searchParams.get('from'),
          toAmount: toAmount.toString(),
          toAccount: url.searchParams.get('to'),
          provider: { id: 'uniswap-v2-devnet', name: 'Uniswap V2 (devnet)' },
          fee: { bps: 0, amount: '0' },
          priceImpact: 0.12,
        },
      ],
    })
  }
  if (path === '/v1/convert/allowance') return json(200, { allowance: '0' })
  const tx = (to: string, data: string, gas: string) => ({
    from: url.searchParams.get('userAddress') ?? '',
    to,
    data,
    value: '0',
    amount: '0',
    eip155: { gas, gasPrice: '1000000000' },
  })
  if (path === '/v1/convert/build-approve')
    return json(200, {
      tx: tx(swapToken(url.searchParams.get('from'))?.contract ?? '', '0x095ea7b3', '46000'),
    })
  if (path === '/v1/convert/build-transaction')
    return json(200, {
      tx: tx('0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9', '0x7ff36ab5', '150000'),
    })
  return undefined
}
