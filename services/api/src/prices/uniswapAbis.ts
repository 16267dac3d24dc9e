import { parseAbi } from 'viem'

/** What the price sources call of Uniswap V2 (factory, pair), V3 (factory, pool) and ERC-20. */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
])
export const uniswapV2PairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])
export const uniswapV3FactoryAbi = parseAbi([
  'function getPool(address, address, uint24) view returns (address)',
])
export const uniswapV3PoolAbi = parseAbi([
  'function token0() view returns (address)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
export const erc20Abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function decimals() view returns (uint8)',
])
