// Test only: tokens and Uniswap pools of chosen prices and depths on a devnet chain — V2 pairs
// through the devnet's factory, V3 pools through @uniswap/v3-core's factory (its npm artifact),
// with liquidity added by a tiny callback contract compiled here with solc-js.
import { createRequire } from 'node:module'
import {
  createDevnetClient,
  type DevnetChainConfig,
  type DevnetClient,
  devnetTokenAbi,
  loadOwnArtifact,
  wethAbi,
} from '@portico/devnet'
import solc from 'solc'
import { type Abi, type Address, encodeFunctionData, getAddress, type Hex, parseAbi } from 'viem'
import { deployContract } from '../../../../../devnet/src/deploy/deployContract.js'
import { sendTransaction } from '../../../../../devnet/src/deploy/sendTransaction.js'

const require = createRequire(import.meta.url)

/** Adds liquidity to a V3 pool, paying from the tokens it holds (the pool calls back). */
const LIQUIDITY_ADDER_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface IERC20 { function transfer(address to, uint256 amount) external returns (bool); }
interface IPool {
  function token0() external view returns (address);
  function token1() external view returns (address);
  function mint(address recipient, int24 lower, int24 upper, uint128 amount, bytes calldata data)
    external returns (uint256, uint256);
}
contract V3LiquidityAdder {
  function add(address pool, int24 lower, int24 upper, uint128 amount) external {
    IPool(pool).mint(address(this), lower, upper, amount, "");
  }
  function uniswapV3MintCallback(uint256 owed0, uint256 owed1, bytes calldata) external {
    if (owed0 > 0) IERC20(IPool(msg.sender).token0()).transfer(msg.sender, owed0);
    if (owed1 > 0) IERC20(IPool(msg.sender).token1()).transfer(msg.sender, owed1);
  }
}`

function compileLiquidityAdder(): { abi: Abi; bytecode: Hex } {
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'V3LiquidityAdder.sol': { content: LIQUIDITY_ADDER_SOURCE } },
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
  }
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contract = output.contracts['V3LiquidityAdder.sol']?.V3LiquidityAdder
  if (!contract) throw new Error('V3LiquidityAdder did not compile')
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
}

const v3FactoryAbi = parseAbi([
  'function createPool(address, address, uint24) returns (address)',
  'function getPool(address, address, uint24) view returns (address)',
  'function feeAmountTickSpacing(uint24) view returns (int24)',
])
const v3PoolAbi = parseAbi(['function initialize(uint160 sqrtPriceX96)'])
const v2FactoryAbi = parseAbi([
  'function createPair(address, address) returns (address)',
  'function getPair(address, address) view returns (address)',
])
const v2PairAbi = parseAbi(['function mint(address to) returns (uint256)'])
const adderAbi = parseAbi(['function add(address pool, int24 lower, int24 upper, uint128 amount)'])
const transferAbi = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

/** A token of the world: its address and decimals. */
export type WorldToken = { address: Address; decimals: number }

/** The largest usable tick of Uniswap V3 (TickMath.MAX_TICK). */
const MAX_TICK = 887_272

/**
 * A pool world on a devnet chain: new ERC-20s, V2 pairs and V3 pools of a price and a depth (the
 * quote side, in whole quote tokens), all paid by the devnet's deployer.
 */
export async function createPoolWorld(chain: DevnetChainConfig, deployer: Address) {
  const client: DevnetClient = createDevnetClient(chain)
  const send = (to: Address, data: Hex, description: string, value?: bigint) =>
    sendTransaction(client, { from: deployer, to, data, value, description })
  const artifact =
    require('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json') as {
      abi: Abi
      bytecode: Hex
    }
  const v3Factory = await deployContract(client, {
    artifact: { contractName: 'UniswapV3Factory', ...artifact },
    from: deployer,
  })
  const adder = await deployContract(client, {
    artifact: { contractName: 'V3LiquidityAdder', ...compileLiquidityAdder() },
    from: deployer,
  })
  const weth = getAddress(chain.contracts.weth)

  /** Gives `to` `amount` base units of `token`: minted (devnet tokens) or wrapped (WETH). */
  async function fund(token: Address, to: Address, amount: bigint) {
    if (getAddress(token) === weth) {
      await send(
        weth,
        encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
        'wrap',
        amount,
      )
      await send(
        weth,
        encodeFunctionData({ abi: transferAbi, functionName: 'transfer', args: [to, amount] }),
        'move WETH',
      )
    } else
      await send(
        token,
        encodeFunctionData({ abi: devnetTokenAbi, functionName: 'mint', args: [to, amount] }),
        'mint',
      )
  }

  const units = (whole: number, decimals: number) =>
    (BigInt(Math.round(whole * 1e6)) * 10n ** BigInt(decimals)) / 1_000_000n

  return {
    client,
    v3Factory,
    async createToken(symbol: string, decimals = 18): Promise<WorldToken> {
      const address = await deployContract(client, {
        artifact: loadOwnArtifact('DevnetToken'),
        args: [symbol, symbol, decimals],
        from: deployer,
      })
      return { address, decimals }
    },
    /** A V2 pair of `token` against `quote` at `price` quote per token, holding `depth` quote. */
    async addV2Pair(
      factory: Address,
      token: WorldToken,
      quote: WorldToken,
      { price, depth }: { price: number; depth: number },
    ): Promise<Address> {
      await send(
        factory,
        encodeFunctionData({
          abi: v2FactoryAbi,
          functionName: 'createPair',
          args: [token.address, quote.address],
        }),
        'create pair',
      )
      const pair = await client.readContract({
        address: factory,
        abi: v2FactoryAbi,
        functionName: 'getPair',
        args: [token.address, quote.address],
      })
      await fund(quote.address, pair, units(depth, quote.decimals))
      await fund(token.address, pair, units(depth / price, token.decimals))
      await send(
        pair,
        encodeFunctionData({ abi: v2PairAbi, functionName: 'mint', args: [deployer] }),
        'mint pair liquidity',
      )
      return pair
    },
    /**
     * A V3 pool of `token` against `quote` at `fee`, initialised at `price` quote per token, with
     * full-range liquidity holding about `depth` quote.
     */
    async addV3Pool(
      token: WorldToken,
      quote: WorldToken,
      { price, depth, fee }: { price: number; depth: number; fee: number },
    ): Promise<Address> {
      await send(
        v3Factory,
        encodeFunctionData({
          abi: v3FactoryAbi,
          functionName: 'createPool',
          args: [token.address, quote.address, fee],
        }),
        'create pool',
      )
      const pool = await client.readContract({
        address: v3Factory,
        abi: v3FactoryAbi,
        functionName: 'getPool',
        args: [token.address, quote.address, fee],
      })
      const tokenIsToken0 = BigInt(token.address) < BigInt(quote.address)
      // token1 per token0 in base units.
      const ratio = tokenIsToken0
        ? price * 10 ** (quote.decimals - token.decimals)
        : (1 / price) * 10 ** (token.decimals - quote.decimals)
      const sqrtRatio = Math.sqrt(ratio)
      const sqrtPriceX96 = BigInt(Math.floor(sqrtRatio * 2 ** 96))
      await send(
        pool,
        encodeFunctionData({ abi: v3PoolAbi, functionName: 'initialize', args: [sqrtPriceX96] }),
        'initialize pool',
      )
      const spacing = Number(
        await client.readContract({
          address: v3Factory,
          abi: v3FactoryAbi,
          functionName: 'feeAmountTickSpacing',
          args: [fee],
        }),
      )
      const upper = Math.floor(MAX_TICK / spacing) * spacing
      // Full range: the pool holds about L·√P of token1 and L/√P of token0 (base units).
      const quoteBase = Number(units(depth, quote.decimals))
      const liquidity = BigInt(
        Math.floor(tokenIsToken0 ? quoteBase / sqrtRatio : quoteBase * sqrtRatio),
      )
      await fund(quote.address, adder, units(depth * 1.01, quote.decimals))
      await fund(token.address, adder, units((depth / price) * 1.01, token.decimals))
      await send(
        adder,
        encodeFunctionData({
          abi: adderAbi,
          functionName: 'add',
          args: [pool, -upper, upper, liquidity],
        }),
        'add pool liquidity',
      )
      return pool
    },
  }
}
