import { mkdir } from 'node:fs/promises'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { deriveDevnetAccounts, getAccount } from '../accounts.js'
import { type AnvilProcess, DEVNET_MNEMONIC, startAnvil } from '../anvil.js'
import { createDevnetClient } from '../client.js'
import { MAINNET_LIKE_PORTS } from '../ports.js'
import type { WorldToken } from './deployWorldTokens.js'
import {
  DEMO_ENS_NAME,
  MAINNET_LIKE_CHAINS,
  type MainnetLikeChainSpec,
} from './mainnetLikeChains.js'
import type { WorldEns } from './placeEns.js'
import type { WorldPools } from './placeUniswapV2Pools.js'
import type { WorldTransfer } from './playWorldHistory.js'
import { type SeededMainnetLikeChain, seedMainnetLikeChain } from './seedMainnetLikeChain.js'
import { writeWorldFiles } from './writeWorldFiles.js'

/** The anvil account (mnemonic index) that holds the bench's 50 tokens on every chain. */
export const BENCH_ACCOUNT_INDEX = 4

/** The demo account's ENS avatar: an SVG data URL, so it shows with no server and no internet. */
export const DEFAULT_DEMO_AVATAR = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5B6CFF"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text></svg>',
).toString('base64')}`

/** Options of {@link startMainnetLikeWorld}. */
export type StartMainnetLikeWorldOptions = {
  /** Port of each chain's anvil. @default MAINNET_LIKE_PORTS (8555, 8556, 8557) */
  ports?: Partial<Record<MainnetLikeChainSpec['chainId'], number>>
  /** The demo account's `avatar` text record. @default DEFAULT_DEMO_AVATAR */
  avatar?: string
}

/** One running chain of the world. */
export type MainnetLikeChain = {
  chainId: MainnetLikeChainSpec['chainId']
  caipNetworkId: string
  name: string
  rpcUrl: string
  startBlock: number
  usdc: WorldToken
  weth: WorldToken
  thin: WorldToken
  benchTokens: WorldToken[]
  multicall3: Address
  pools: WorldPools
  ens: WorldEns | undefined
  /** Transfers played after `startBlock`, oldest first. */
  history: WorldTransfer[]
  /** The ether price its USDC/WETH pool was seeded at. */
  ethUsdPrice: number
}

/** A running mainnet-like world. */
export type MainnetLikeWorld = {
  /** The operator file (OperatorConfig), with the token lists beside it. */
  configPath: string
  chains: MainnetLikeChain[]
  accounts: {
    /** The devnet's wallet-1 (anvil #0): ether, USDC, WETH and THIN on every chain; alice.eth on chain 1. */
    demo: { address: Address; privateKey: Hex; ensName: string; avatar: string }
    /** The devnet's wallet-2 (anvil #1): the other side of the demo account's history. */
    recipient: { address: Address }
    /** Anvil #4: the 50 bench tokens on every chain. */
    bench: { address: Address }
  }
  /** Stops the three anvils; resolves once they have exited. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts the "mainnet-like" world (issue 18): three anvils with chain ids 1, 10 and 8453 whose
 * contracts sit at their real addresses (Multicall3; USDC with 6 decimals and WETH; the ENS
 * registry and the Universal Resolver on chain 1), with Uniswap V2 pools for prices, seeded
 * accounts and some history; and writes into `dir` an operator file and Uniswap-format token
 * lists that configure the services for it, with no devnet file.
 *
 * @example
 * const world = await startMainnetLikeWorld('/tmp/world')
 * // PORTICO_CONFIG=/tmp/world/portico.config.json npm run api
 * await world.stop()
 */
export async function startMainnetLikeWorld(
  dir: string,
  { ports = {}, avatar = DEFAULT_DEMO_AVATAR }: StartMainnetLikeWorldOptions = {},
): Promise<MainnetLikeWorld> {
  await mkdir(dir, { recursive: true })
  const devnetAccounts = deriveDevnetAccounts(DEVNET_MNEMONIC)
  const demo = getAccount(devnetAccounts, 'wallet-1')
  const accounts = {
    deployer: getAccount(devnetAccounts, 'deployer').address,
    demo: demo.address,
    recipient: getAccount(devnetAccounts, 'wallet-2').address,
    bench: mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: BENCH_ACCOUNT_INDEX }).address,
  }
  const anvils: AnvilProcess[] = []
  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= Promise.all(anvils.map((anvil) => anvil.stop())).then(() => {})
    return stopped
  }
  try {
    // Every chain settles before anything is stopped: one chain failing must not leave another's
    // anvil starting after stop() ran.
    const settled = await Promise.allSettled(
      MAINNET_LIKE_CHAINS.map(async (spec) => {
        const anvil = await startAnvil({
          chainId: spec.chainId,
          port: ports[spec.chainId] ?? MAINNET_LIKE_PORTS[spec.chainId],
        })
        anvils.push(anvil)
        const client = createDevnetClient({
          chainId: spec.chainId,
          name: spec.name,
          rpcUrl: anvil.rpcUrl,
        })
        const seeded = await seedMainnetLikeChain(client, { spec, accounts, avatar })
        return { spec, rpcUrl: anvil.rpcUrl, seeded }
      }),
    )
    const started = settled.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason
      return outcome.value
    })
    const configPath = await writeWorldFiles(dir, started)
    return {
      configPath,
      chains: started.map(({ spec, rpcUrl, seeded }) => toWorldChain(spec, rpcUrl, seeded)),
      accounts: {
        demo: {
          address: demo.address,
          privateKey: demo.privateKey,
          ensName: DEMO_ENS_NAME,
          avatar,
        },
        recipient: { address: accounts.recipient },
        bench: { address: accounts.bench },
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function toWorldChain(
  spec: MainnetLikeChainSpec,
  rpcUrl: string,
  seeded: SeededMainnetLikeChain,
): MainnetLikeChain {
  return {
    chainId: spec.chainId,
    caipNetworkId: `eip155:${spec.chainId}`,
    name: spec.name,
    rpcUrl,
    startBlock: seeded.startBlock,
    usdc: seeded.tokens.usdc,
    weth: seeded.tokens.weth,
    thin: seeded.tokens.thin,
    benchTokens: seeded.tokens.bench,
    multicall3: seeded.multicall3,
    pools: seeded.pools,
    ens: seeded.ens,
    history: seeded.history,
    ethUsdPrice: spec.ethUsdPrice,
  }
}
