import type { ResolvedEvmChain, UniswapV2SwapConfig } from '@portico/kit'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import { evmClientOf } from '../../chains/evmClientOf.js'
import {
  type BuildSwapParameters,
  type ConvertToken,
  NATIVE_TOKEN_ADDRESS,
  type SwapCall,
  type SwapFee,
  type SwapProvider,
  SwapProviderError,
  type SwapQuoteParameters,
  type SwapQuoteResult,
} from '../SwapProvider.js'
import { feeAmount, type HopReserves, minimumReceived, priceImpactPercent } from '../swapMath.js'

/** The id of the devnet provider in quotes. */
export const UNISWAP_V2_DEVNET_ID = 'uniswap-v2-devnet'

/** How long a built swap stays valid: the chain's latest block time plus this. */
export const SWAP_DEADLINE_S = 20n * 60n

/** The Uniswap V2 router calls the provider makes. */
export const uniswapV2RouterSwapAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])

/** devnet/contracts/SwapFeeRouter.sol: the router's swaps plus the fee's recipient and bps. */
export const swapFeeRouterAbi = parseAbi([
  'function feeOf(uint256 amountIn, uint256 feeBps) pure returns (uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline, address feeRecipient, uint256 feeBps) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, address feeRecipient, uint256 feeBps)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline, address feeRecipient, uint256 feeBps)',
  'function wrapETH(address to, uint256 deadline, address feeRecipient, uint256 feeBps) payable',
  'function unwrapWETH(uint256 amountIn, address to, uint256 deadline, address feeRecipient, uint256 feeBps)',
  'event FeeTaken(address indexed token, address indexed recipient, uint256 amount)',
])

const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])
const wethAbi = parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)'])

/** One chain as the provider sees it. */
type DevnetSwapChain = {
  chainId: number
  client: PublicClient
  multicall3: Address
  /** The chain's `swap` section: router, factory, wrapped native, via tokens, fee router. */
  swap: UniswapV2SwapConfig & { router: Address; factory: Address; wrappedNative: Address }
  tokens: ConvertToken[]
}

/** The best route of a quote: its path, what each step returns, and the pools' reserves. */
type Route = { path: Address[]; amounts: readonly bigint[]; hops: HopReserves[] }

/** What a swap is, once the native currency is told apart. */
type SwapKind = 'wrap' | 'unwrap' | 'ethForTokens' | 'tokensForEth' | 'tokensForTokens'

const isNative = (address: Address) => isAddressEqual(address, NATIVE_TOKEN_ADDRESS)

/**
 * The Uniswap V2 swap provider of the operator's chains with a `swap` section (the devnet's
 * router on every devnet chain): the chain's listed tokens plus its native currency. Quotes are the
 * router's own getAmountsOut over the best path (the direct pair, else through the wrapped native
 * token or a `via` token); ETH ↔ WETH is deposit/withdraw at 1:1. With a fee (bps > 0) every swap
 * goes through the chain's `feeRouter` (devnet/contracts/SwapFeeRouter.sol), which takes the fee
 * from the input in the same transaction, so the approval is for it; without a fee the router (or
 * WETH) is called directly.
 *
 * @example
 * const providers = [uniswapV2DevnetProvider(config.evm.filter((chain) => chain.swap))]
 */
export function uniswapV2DevnetProvider(evm: readonly ResolvedEvmChain[]): SwapProvider {
  const chains = new Map<number, DevnetSwapChain>(
    evm.flatMap((chain) => {
      const swap = chain.swap
      if (swap?.provider !== 'uniswapV2') return []
      const permits = (swap.permitTokens ?? []).map((address) => getAddress(address))
      const entry: DevnetSwapChain = {
        chainId: chain.chainId,
        client: evmClientOf(chain),
        multicall3: getAddress(chain.multicall3),
        swap: {
          ...swap,
          router: getAddress(swap.router),
          factory: getAddress(swap.factory),
          wrappedNative: getAddress(swap.wrappedNative),
        },
        tokens: [
          {
            name: chain.nativeCurrency.name,
            symbol: chain.nativeCurrency.symbol,
            address: NATIVE_TOKEN_ADDRESS,
            decimals: chain.nativeCurrency.decimals,
            // No icon configured: '' (the widget shows the symbol's initial instead).
            logoUri: chain.nativeCurrency.iconUrl ?? '',
            eip2612: false,
          },
          ...chain.tokens.map((token) => {
            const address = getAddress(token.address)
            return {
              name: token.name,
              symbol: token.symbol,
              address,
              decimals: token.decimals,
              logoUri: token.logoURI ?? '',
              eip2612: permits.some((permit) => isAddressEqual(permit, address)),
            }
          }),
        ],
      }
      return [[chain.chainId, entry] as const]
    }),
  )

  function chainOf(chainId: number): DevnetSwapChain {
    const chain = chains.get(chainId)
    if (!chain) throw new SwapProviderError('NETWORK_NOT_SUPPORTED', `chain ${chainId}`)
    return chain
  }

  function feeRouterOf(chain: DevnetSwapChain): Address {
    const router = chain.swap.feeRouter as Address | undefined
    if (!router)
      throw new SwapProviderError(
        'PROVIDER_ERROR',
        `eip155:${chain.chainId} has no swap.feeRouter in the operator configuration: needed to take a swap fee`,
      )
    return router
  }

  function checkToken(chain: DevnetSwapChain, address: Address) {
    if (!chain.tokens.some((token) => isAddressEqual(token.address, address)))
      throw new SwapProviderError('INSUFFICIENT_LIQUIDITY', `no pool trades ${address}`)
  }

  function kindOf(chain: DevnetSwapChain, from: Address, to: Address): SwapKind {
    const weth = chain.swap.wrappedNative
    if (isNative(from)) return isAddressEqual(to, weth) ? 'wrap' : 'ethForTokens'
    if (isNative(to)) return isAddressEqual(from, weth) ? 'unwrap' : 'tokensForEth'
    return 'tokensForTokens'
  }

  /** The best path for `amountIn` at the chain's latest block: its amounts and reserves. */
  async function bestRoute(
    chain: DevnetSwapChain,
    from: Address,
    to: Address,
    amountIn: bigint,
  ): Promise<Route> {
    const { multicall3 } = chain
    const { wrappedNative: weth, router: uniswapV2Router, factory: uniswapV2Factory } = chain.swap
    const tokenIn = isNative(from) ? weth : getAddress(from)
    const tokenOut = isNative(to) ? weth : getAddress(to)
    const paths: Address[][] = [[tokenIn, tokenOut]]
    for (const via of [weth, ...(chain.swap.via ?? []).map((address) => getAddress(address))])
      if (!isAddressEqual(via, tokenIn) && !isAddressEqual(via, tokenOut))
        paths.push([tokenIn, via, tokenOut])
    const blockNumber = await chain.client.getBlockNumber()
    const results = await chain.client.multicall({
      multicallAddress: multicall3,
      blockNumber,
      allowFailure: true,
      contracts: paths.map((path) => ({
        address: uniswapV2Router,
        abi: uniswapV2RouterSwapAbi,
        functionName: 'getAmountsOut' as const,
        args: [amountIn, path] as const,
      })),
    })
    let best: { path: Address[]; amounts: readonly bigint[] } | undefined
    for (const [index, result] of results.entries()) {
      const path = paths[index]
      if (result.status !== 'success' || !path) continue
      const out = result.result.at(-1) ?? 0n
      if (out > 0n && (!best || out > (best.amounts.at(-1) ?? 0n)))
        best = { path, amounts: result.result }
    }
    if (!best)
      throw new SwapProviderError(
        'INSUFFICIENT_LIQUIDITY',
        `no pool path from ${tokenIn} to ${tokenOut}`,
      )
    const hopPairs = best.path.slice(1).map((out, i) => [best.path[i] as Address, out] as const)
    const pairs = await chain.client.multicall({
      multicallAddress: multicall3,
      blockNumber,
      allowFailure: false,
      contracts: hopPairs.map(([a, b]) => ({
        address: uniswapV2Factory,
        abi: factoryAbi,
        functionName: 'getPair' as const,
        args: [a, b] as const,
      })),
    })
    const reads = await chain.client.multicall({
      multicallAddress: multicall3,
      blockNumber,
      allowFailure: false,
      contracts: pairs.flatMap((pair) => [
        { address: pair, abi: pairAbi, functionName: 'token0' as const },
        { address: pair, abi: pairAbi, functionName: 'getReserves' as const },
      ]),
    })
    const hops = hopPairs.map(([input], i) => {
      const token0 = reads[2 * i] as Address
      const [reserve0, reserve1] = reads[2 * i + 1] as readonly [bigint, bigint, number]
      return isAddressEqual(token0, input)
        ? { reserveIn: reserve0, reserveOut: reserve1 }
        : { reserveIn: reserve1, reserveOut: reserve0 }
    })
    return { path: best.path, amounts: best.amounts, hops }
  }

  async function quote({
    chainId,
    from,
    to,
    amount,
    fee,
  }: SwapQuoteParameters): Promise<SwapQuoteResult & { route?: Route }> {
    const chain = chainOf(chainId)
    checkToken(chain, from)
    checkToken(chain, to)
    if (fee.bps > 0) feeRouterOf(chain)
    const amountIn = amount - feeAmount(amount, fee.bps)
    const kind = kindOf(chain, from, to)
    if (kind === 'wrap' || kind === 'unwrap') return { toAmount: amountIn, priceImpact: 0 }
    if (amountIn <= 0n)
      throw new SwapProviderError('INSUFFICIENT_LIQUIDITY', 'nothing left to swap after the fee')
    const route = await bestRoute(chain, from, to, amountIn)
    const toAmount = route.amounts.at(-1) ?? 0n
    return { toAmount, priceImpact: priceImpactPercent(amountIn, toAmount, route.hops), route }
  }

  async function buildSwap(parameters: BuildSwapParameters): Promise<SwapCall> {
    const { chainId, from, to, amount, taker, slippageBps, fee } = parameters
    const chain = chainOf(chainId)
    const quoted = await quote(parameters)
    const amountOutMin = minimumReceived(quoted.toAmount, slippageBps)
    const block = await chain.client.getBlock({ blockTag: 'latest' })
    const deadline = block.timestamp + SWAP_DEADLINE_S
    const kind = kindOf(chain, from, to)
    const { router: uniswapV2Router, wrappedNative: weth } = chain.swap
    const path = quoted.route?.path ?? []
    const native = isNative(from) ? amount : 0n
    if (fee.bps > 0) {
      const recipient = fee.recipient ?? zeroAddress
      const feeArgs = [recipient, BigInt(fee.bps)] as const
      const router = feeRouterOf(chain)
      const data = {
        wrap: () =>
          encodeFunctionData({
            abi: swapFeeRouterAbi,
            functionName: 'wrapETH',
            args: [taker, deadline, ...feeArgs],
          }),
        unwrap: () =>
          encodeFunctionData({
            abi: swapFeeRouterAbi,
            functionName: 'unwrapWETH',
            args: [amount, taker, deadline, ...feeArgs],
          }),
        ethForTokens: () =>
          encodeFunctionData({
            abi: swapFeeRouterAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, taker, deadline, ...feeArgs],
          }),
        tokensForEth: () =>
          encodeFunctionData({
            abi: swapFeeRouterAbi,
            functionName: 'swapExactTokensForETH',
            args: [amount, amountOutMin, path, taker, deadline, ...feeArgs],
          }),
        tokensForTokens: () =>
          encodeFunctionData({
            abi: swapFeeRouterAbi,
            functionName: 'swapExactTokensForTokens',
            args: [amount, amountOutMin, path, taker, deadline, ...feeArgs],
          }),
      }[kind]()
      return { to: router, data, value: native }
    }
    switch (kind) {
      case 'wrap':
        return {
          to: weth,
          data: encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
          value: amount,
        }
      case 'unwrap':
        return {
          to: weth,
          data: encodeFunctionData({ abi: wethAbi, functionName: 'withdraw', args: [amount] }),
          value: 0n,
        }
      case 'ethForTokens':
        return {
          to: uniswapV2Router,
          data: encodeFunctionData({
            abi: uniswapV2RouterSwapAbi,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, taker, deadline],
          }),
          value: amount,
        }
      case 'tokensForEth':
        return {
          to: uniswapV2Router,
          data: encodeFunctionData({
            abi: uniswapV2RouterSwapAbi,
            functionName: 'swapExactTokensForETH',
            args: [amount, amountOutMin, path, taker, deadline],
          }),
          value: 0n,
        }
      case 'tokensForTokens':
        return {
          to: uniswapV2Router,
          data: encodeFunctionData({
            abi: uniswapV2RouterSwapAbi,
            functionName: 'swapExactTokensForTokens',
            args: [amount, amountOutMin, path, taker, deadline],
          }),
          value: 0n,
        }
    }
  }

  return {
    id: UNISWAP_V2_DEVNET_ID,
    name: 'Uniswap V2 (devnet)',
    chainIds: [...chains.keys()],
    tokens: async (chainId) => chainOf(chainId).tokens.map((token) => ({ ...token })),
    quote: async (parameters) => {
      const { toAmount, priceImpact } = await quote(parameters)
      return { toAmount, priceImpact }
    },
    spender(chainId: number, fee: SwapFee) {
      const chain = chainOf(chainId)
      return fee.bps > 0 ? feeRouterOf(chain) : chain.swap.router
    },
    buildSwap,
  }
}
