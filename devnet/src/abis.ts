import { erc20Abi, erc721Abi, parseAbi } from 'viem'

/** The devnet ERC-20s (USDC, DAI): standard ERC-20 plus owner minting. */
export const devnetTokenAbi = [
  ...erc20Abi,
  ...parseAbi([
    'function mint(address to, uint256 amount)',
    'function owner() view returns (address)',
  ]),
] as const

/** WETH9: ERC-20 plus wrapping and unwrapping of ether. */
export const wethAbi = [
  ...erc20Abi,
  ...parseAbi(['function deposit() payable', 'function withdraw(uint256 wad)']),
] as const

/** The devnet ERC-721 collection: standard ERC-721 plus enumeration and owner minting. */
export const devnetCollectionAbi = [
  ...erc721Abi,
  ...parseAbi([
    'function mint(address to) returns (uint256 tokenId)',
    'function totalSupply() view returns (uint256)',
    'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
    'function setBaseURI(string baseTokenURI)',
  ]),
] as const

/** The parts of UniswapV2Factory the devnet and its tests use. */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function allPairsLength() view returns (uint256)',
])

/** The parts of UniswapV2Pair the devnet and its tests use. */
export const uniswapV2PairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

/** The parts of UniswapV2Router02 the devnet and its tests use. */
export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
