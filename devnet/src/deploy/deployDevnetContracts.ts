import type { Address } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact, loadPackageArtifact } from '../contracts/artifacts.js'
import { DEVNET_TOKENS, NFT_COLLECTION, type TokenSymbol } from '../seed/plan.js'
import { deployContract } from './deployContract.js'

/** Addresses of the contracts deployed by transactions (Multicall3 and pairs come separately). */
export type DeployedContracts = {
  weth: Address
  usdc: Address
  dai: Address
  uniswapV2Factory: Address
  uniswapV2Router: Address
  nft: Address
}

/** Parameters of {@link deployDevnetContracts}. */
export type DeployDevnetContractsParameters = {
  /** A fresh account (nonce 0), so the addresses are the same on every start. */
  deployer: Address
  /** Base of the NFT metadata URLs: token n's metadata is at `<nftBaseUri><n>.json`. */
  nftBaseUri: string
}

/**
 * Deploys WETH9, USDC, DAI, the Uniswap V2 factory and router and the NFT collection, in that
 * order, one after the other: the order fixes each contract's address.
 */
export async function deployDevnetContracts(
  client: DevnetClient,
  { deployer, nftBaseUri }: DeployDevnetContractsParameters,
): Promise<DeployedContracts> {
  const from = deployer
  const token = (symbol: TokenSymbol) => {
    const spec = DEVNET_TOKENS.find((t) => t.symbol === symbol)
    if (!spec) throw new Error(`unknown token ${symbol}`)
    return [spec.name, spec.symbol, spec.decimals] as const
  }
  const weth = await deployContract(client, { artifact: loadPackageArtifact('WETH9'), from })
  const usdc = await deployContract(client, {
    artifact: loadOwnArtifact('DevnetToken'),
    args: token('USDC'),
    from,
  })
  const dai = await deployContract(client, {
    artifact: loadOwnArtifact('DevnetToken'),
    args: token('DAI'),
    from,
  })
  const uniswapV2Factory = await deployContract(client, {
    artifact: loadPackageArtifact('UniswapV2Factory'),
    args: [deployer],
    from,
  })
  const uniswapV2Router = await deployContract(client, {
    artifact: loadPackageArtifact('UniswapV2Router02'),
    args: [uniswapV2Factory, weth],
    from,
  })
  const nft = await deployContract(client, {
    artifact: loadOwnArtifact('DevnetCollection'),
    args: [NFT_COLLECTION.name, NFT_COLLECTION.symbol, nftBaseUri],
    from,
  })
  return { weth, usdc, dai, uniswapV2Factory, uniswapV2Router, nft }
}
