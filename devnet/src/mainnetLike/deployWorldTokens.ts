import type { Address } from 'viem'
import type { DevnetClient } from '../client.js'
import { loadOwnArtifact, loadPackageArtifact } from '../contracts/artifacts.js'
import { deployContract } from '../deploy/deployContract.js'
import { BENCH_TOKEN_COUNT, type MainnetLikeChainSpec, THIN_TOKEN } from './mainnetLikeChains.js'
import { placeAtAddress } from './placeAtAddress.js'

/** An ERC-20 of the world, as its token list names it. */
export type WorldToken = { address: Address; name: string; symbol: string; decimals: number }

/** The ERC-20s of one chain of the world. */
export type WorldTokens = {
  usdc: WorldToken
  weth: WorldToken
  /** Listed, with only a pool below the liquidity floor. */
  thin: WorldToken
  /** BENCH_TOKEN_COUNT listed tokens the bench account holds. */
  bench: WorldToken[]
}

/** Decimals of the bench tokens, in turn: real lists mix them. */
const BENCH_DECIMALS = [18, 6, 8] as const

/** Name, symbol and decimals of the bench token `i` (0-based): `Bench Token 01`, `BT01`. */
export function benchTokenSpec(i: number): Omit<WorldToken, 'address'> {
  const n = String(i + 1).padStart(2, '0')
  return {
    name: `Bench Token ${n}`,
    symbol: `BT${n}`,
    decimals: BENCH_DECIMALS[i % BENCH_DECIMALS.length] ?? 18,
  }
}

/**
 * USDC (DevnetToken with 6 decimals, minted by the deployer) and WETH9 at the chain's real
 * addresses; THIN and the bench tokens wherever the deployer's nonce puts them.
 */
export async function deployWorldTokens(
  client: DevnetClient,
  { spec, deployer }: { spec: MainnetLikeChainSpec; deployer: Address },
): Promise<WorldTokens> {
  const token = loadOwnArtifact('DevnetToken')
  const usdc = { name: 'USD Coin', symbol: 'USDC', decimals: 6 }
  const weth = { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 }
  const usdcAddress = await placeAtAddress(client, {
    artifact: token,
    args: [usdc.name, usdc.symbol, usdc.decimals],
    from: deployer,
    address: spec.usdc,
  })
  const wethAddress = await placeAtAddress(client, {
    artifact: loadPackageArtifact('WETH9'),
    from: deployer,
    address: spec.weth,
  })
  const deploy = async (fields: Omit<WorldToken, 'address'>): Promise<WorldToken> => ({
    ...fields,
    address: await deployContract(client, {
      artifact: token,
      args: [fields.name, fields.symbol, fields.decimals],
      from: deployer,
    }),
  })
  const thin = await deploy({
    name: THIN_TOKEN.name,
    symbol: THIN_TOKEN.symbol,
    decimals: THIN_TOKEN.decimals,
  })
  const bench: WorldToken[] = []
  for (let i = 0; i < BENCH_TOKEN_COUNT; i++) bench.push(await deploy(benchTokenSpec(i)))
  return {
    usdc: { ...usdc, address: usdcAddress },
    weth: { ...weth, address: wethAddress },
    thin,
    bench,
  }
}
