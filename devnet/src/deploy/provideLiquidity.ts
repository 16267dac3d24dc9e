import { type Address, encodeFunctionData, getAddress, type Hex, maxUint256 } from 'viem'
import { devnetTokenAbi, uniswapV2FactoryAbi, uniswapV2RouterAbi } from '../abis.js'
import type { DevnetClient } from '../client.js'
import { type PairName, POOL_LIQUIDITY, ROUTER_DEADLINE_S, type TokenSymbol } from '../seed/plan.js'
import { getTokenAddress, toBaseUnits } from '../seed/tokens.js'
import type { DeployedContracts } from './deployDevnetContracts.js'
import { sendTransaction } from './sendTransaction.js'

/** Parameters of {@link provideLiquidity}. */
export type ProvideLiquidityParameters = {
  contracts: DeployedContracts
  /** Owner of the token contracts; mints the pool tokens and keeps the LP tokens. */
  deployer: Address
}

/**
 * Creates the Uniswap V2 pools of POOL_LIQUIDITY through the router (the WETH side is paid in
 * ether with addLiquidityETH) and returns the pair addresses.
 */
export async function provideLiquidity(
  client: DevnetClient,
  { contracts, deployer }: ProvideLiquidityParameters,
): Promise<Record<PairName, Address>> {
  const router = contracts.uniswapV2Router
  const send = (to: Address, data: Hex, description: string, value?: bigint) =>
    sendTransaction(client, { from: deployer, to, data, value, description })
  const pools = Object.entries(POOL_LIQUIDITY).map(([name, amounts]) => ({
    name: name as PairName,
    sides: Object.entries(amounts).map(([symbol, amount]) => ({
      symbol: symbol as TokenSymbol,
      address: getTokenAddress(contracts, symbol as TokenSymbol),
      amount: toBaseUnits(symbol as TokenSymbol, amount),
    })),
  }))

  const mintTotals = new Map<TokenSymbol, bigint>()
  for (const side of pools.flatMap((pool) => pool.sides))
    if (side.symbol !== 'WETH')
      mintTotals.set(side.symbol, (mintTotals.get(side.symbol) ?? 0n) + side.amount)
  for (const [symbol, amount] of mintTotals) {
    const token = getTokenAddress(contracts, symbol)
    const mint = encodeFunctionData({
      abi: devnetTokenAbi,
      functionName: 'mint',
      args: [deployer, amount],
    })
    await send(token, mint, `minting ${symbol} for the pools`)
    const approve = encodeFunctionData({
      abi: devnetTokenAbi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    await send(token, approve, `approving the router for ${symbol}`)
  }

  const pairs: Partial<Record<PairName, Address>> = {}
  for (const { name, sides } of pools) {
    const [a, b] = sides
    if (!a || !b || sides.length !== 2) throw new Error(`pool ${name} needs exactly two tokens`)
    const eth = sides.find((side) => side.symbol === 'WETH')
    const token = sides.find((side) => side.symbol !== 'WETH')
    if (eth && token) {
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidityETH',
        args: [token.address, token.amount, token.amount, eth.amount, deployer, ROUTER_DEADLINE_S],
      })
      await send(router, data, `adding ${name} liquidity`, eth.amount)
    } else {
      const data = encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidity',
        args: [
          a.address,
          b.address,
          a.amount,
          b.amount,
          a.amount,
          b.amount,
          deployer,
          ROUTER_DEADLINE_S,
        ],
      })
      await send(router, data, `adding ${name} liquidity`)
    }
    const pair = await client.readContract({
      address: contracts.uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a.address, b.address],
    })
    pairs[name] = getAddress(pair)
  }
  return pairs as Record<PairName, Address>
}
