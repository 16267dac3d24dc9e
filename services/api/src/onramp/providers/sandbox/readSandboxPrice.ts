import { type Address, type PublicClient, parseAbi } from 'viem'
import type { SandboxAsset, SandboxNetwork } from './sandboxNetworks.js'
import type { SandboxPrice } from './sandboxQuote.js'

const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])

/**
 * The price of an asset as an exact ratio (base units per micro-USD): USDC is 1 USD; ETH is the
 * spot price of the network's USDC/WETH Uniswap V2 pool (WETH reserve / USDC reserve, the ratio
 * a price source turns into a number), read now. Rejects when the chain does not answer.
 */
export async function readSandboxPrice(
  client: PublicClient,
  asset: SandboxAsset,
  network: SandboxNetwork,
): Promise<SandboxPrice | undefined> {
  if (asset.symbol === 'USDC') return { baseUnits: 1n, perMicroUsd: 1n }
  const [token0, [reserve0, reserve1]] = await Promise.all([
    client.readContract({ address: network.usdcWethPair, abi: pairAbi, functionName: 'token0' }),
    client.readContract({
      address: network.usdcWethPair,
      abi: pairAbi,
      functionName: 'getReserves',
    }),
  ])
  const usdcIsToken0 = (token0 as Address).toLowerCase() === network.usdc.toLowerCase()
  const usdc = usdcIsToken0 ? reserve0 : reserve1
  const weth = usdcIsToken0 ? reserve1 : reserve0
  if (usdc === 0n || weth === 0n) return undefined
  return { baseUnits: weth, perMicroUsd: usdc }
}
