import { type Address, encodeFunctionData, getAddress, type Hex, parseUnits } from 'viem'
import { devnetTokenAbi, uniswapV2FactoryAbi, wethAbi } from '../abis.js'
import type { DevnetClient } from '../client.js'
import { loadPackageArtifact } from '../contracts/artifacts.js'
import { deployContract } from '../deploy/deployContract.js'
import { sendTransaction } from '../deploy/sendTransaction.js'
import type { WorldTokens } from './deployWorldTokens.js'
import { type MainnetLikeChainSpec, POOL_WETH, THIN_TOKEN } from './mainnetLikeChains.js'

/** The Uniswap V2 contracts of one chain of the world. */
export type WorldPools = {
  uniswapV2Factory: Address
  /** USDC/WETH: POOL_WETH ether against POOL_WETH × ethUsdPrice USDC. */
  usdcWeth: Address
  /** USDC/THIN: 50 USDC, far below the liquidity floor. */
  usdcThin: Address
}

const pairMintAbi = loadPackageArtifact('UniswapV2Pair').abi

/**
 * Deploys the Uniswap V2 factory (where its deployer's nonce puts it: the operator file names it)
 * and creates the USDC/WETH and USDC/THIN pools, funded by sending both tokens to the pair and
 * calling its `mint`, as the router would.
 */
export async function placeUniswapV2Pools(
  client: DevnetClient,
  {
    spec,
    tokens,
    deployer,
  }: { spec: MainnetLikeChainSpec; tokens: WorldTokens; deployer: Address },
): Promise<WorldPools> {
  const factoryArtifact = loadPackageArtifact('UniswapV2Factory')
  const uniswapV2Factory = await deployContract(client, {
    artifact: factoryArtifact,
    args: [deployer],
    from: deployer,
  })
  const send = (to: Address, data: Hex, description: string, value?: bigint) =>
    sendTransaction(client, { from: deployer, to, data, value, description })
  const createPair = async (a: Address, b: Address, label: string) => {
    const data = encodeFunctionData({
      abi: factoryArtifact.abi,
      functionName: 'createPair',
      args: [a, b],
    })
    await send(uniswapV2Factory, data, `creating the ${label} pool`)
    const pair = await client.readContract({
      address: uniswapV2Factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [a, b],
    })
    return getAddress(pair)
  }
  const mintToken = (token: Address, to: Address, amount: bigint, label: string) =>
    send(
      token,
      encodeFunctionData({ abi: devnetTokenAbi, functionName: 'mint', args: [to, amount] }),
      `minting ${label}`,
    )
  const mintLiquidity = (pair: Address, label: string) =>
    send(
      pair,
      encodeFunctionData({ abi: pairMintAbi, functionName: 'mint', args: [deployer] }),
      `adding ${label} liquidity`,
    )

  const usdcWeth = await createPair(tokens.usdc.address, tokens.weth.address, 'USDC/WETH')
  const wethAmount = parseUnits(String(POOL_WETH), 18)
  await mintToken(
    tokens.usdc.address,
    usdcWeth,
    parseUnits(String(POOL_WETH * spec.ethUsdPrice), 6),
    'USDC for the USDC/WETH pool',
  )
  await send(
    tokens.weth.address,
    encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }),
    'wrapping ether for the USDC/WETH pool',
    wethAmount,
  )
  await send(
    tokens.weth.address,
    encodeFunctionData({ abi: wethAbi, functionName: 'transfer', args: [usdcWeth, wethAmount] }),
    'sending WETH to the USDC/WETH pool',
  )
  await mintLiquidity(usdcWeth, 'USDC/WETH')

  const usdcThin = await createPair(tokens.usdc.address, tokens.thin.address, 'USDC/THIN')
  await mintToken(
    tokens.usdc.address,
    usdcThin,
    parseUnits(THIN_TOKEN.poolUsdc, 6),
    'USDC for the USDC/THIN pool',
  )
  await mintToken(
    tokens.thin.address,
    usdcThin,
    parseUnits(THIN_TOKEN.poolTokens, THIN_TOKEN.decimals),
    'THIN for the USDC/THIN pool',
  )
  await mintLiquidity(usdcThin, 'USDC/THIN')
  return { uniswapV2Factory, usdcWeth, usdcThin }
}
