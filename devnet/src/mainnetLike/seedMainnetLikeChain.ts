import type { Address } from 'viem'
import type { DevnetClient } from '../client.js'
import { installMulticall3 } from '../deploy/installMulticall3.js'
import { deployWorldTokens, type WorldTokens } from './deployWorldTokens.js'
import { fundWorldAccounts } from './fundWorldAccounts.js'
import { DEMO_ENS_NAME, type MainnetLikeChainSpec } from './mainnetLikeChains.js'
import { placeEns, type WorldEns } from './placeEns.js'
import { placeUniswapV2Pools, type WorldPools } from './placeUniswapV2Pools.js'
import { playWorldHistory, type WorldTransfer } from './playWorldHistory.js'

/** The parts the world's accounts play. */
export type WorldAccountAddresses = {
  deployer: Address
  demo: Address
  recipient: Address
  bench: Address
}

/** What one chain of the world holds. */
export type SeededMainnetLikeChain = {
  multicall3: Address
  tokens: WorldTokens
  pools: WorldPools
  /** On chain 1 only. */
  ens: WorldEns | undefined
  /** The first block the indexer reads: after every deployment and funding, before the history. */
  startBlock: number
  history: WorldTransfer[]
}

/**
 * Seeds one fresh anvil as a real chain: Multicall3, USDC and WETH at their real addresses (and
 * ENS on chain 1), the Uniswap V2 pools, the demo and bench balances; then, from `startBlock`
 * on, a little history.
 */
export async function seedMainnetLikeChain(
  client: DevnetClient,
  {
    spec,
    accounts,
    avatar,
  }: { spec: MainnetLikeChainSpec; accounts: WorldAccountAddresses; avatar: string },
): Promise<SeededMainnetLikeChain> {
  const { deployer, demo, recipient, bench } = accounts
  const multicall3 = await installMulticall3(client)
  const tokens = await deployWorldTokens(client, { spec, deployer })
  const pools = await placeUniswapV2Pools(client, { spec, tokens, deployer })
  const ens = spec.ens
    ? await placeEns(client, { deployer, name: DEMO_ENS_NAME, owner: demo, avatar })
    : undefined
  await fundWorldAccounts(client, { spec, tokens, deployer, demo, bench })
  const startBlock = Number(await client.getBlockNumber()) + 1
  const history = await playWorldHistory(client, { tokens, demo, recipient })
  return { multicall3, tokens, pools, ens, startBlock, history }
}
