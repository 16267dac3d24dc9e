import type { Address } from 'viem'

/** Where ENS lives on Ethereum mainnet: the EIP-137 registry and viem's default Universal Resolver. */
export const REAL_ENS = {
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
  /** viem's `mainnet.contracts.ensUniversalResolver`: plain viem resolves names on chain 1 through it. */
  universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
} as const satisfies Record<string, Address>

/** One chain of the mainnet-like world: a real chain's id, name and the real addresses used on it. */
export type MainnetLikeChainSpec = {
  chainId: 1 | 10 | 8453
  name: string
  explorer: { name: string; url: string }
  /** Circle's USDC (6 decimals) on that chain. */
  usdc: Address
  /** WETH9 on Ethereum; the OP Stack's predeploy on Optimism and Base. */
  weth: Address
  /** ENS is placed on chain 1 only, as on the real networks. */
  ens: boolean
  /** The USD price of ether the chain's USDC/WETH pool is seeded at (per chain, so a test can tell the chains' prices apart). */
  ethUsdPrice: number
  /** What the demo account holds besides ether, in whole units. */
  demo: { usdc: string; weth: string }
}

/**
 * The three real chains the world imitates, with the addresses their contracts have on the real
 * networks (checked against viem's chain definitions in mainnetLikeChains.test.ts).
 */
export const MAINNET_LIKE_CHAINS: readonly MainnetLikeChainSpec[] = [
  {
    chainId: 1,
    name: 'Ethereum',
    explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
    usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    weth: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    ens: true,
    ethUsdPrice: 2500,
    demo: { usdc: '2500.5', weth: '1.5' },
  },
  {
    chainId: 10,
    name: 'OP Mainnet',
    explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
    usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
    weth: '0x4200000000000000000000000000000000000006',
    ens: false,
    ethUsdPrice: 2400,
    demo: { usdc: '1000', weth: '0.75' },
  },
  {
    chainId: 8453,
    name: 'Base',
    explorer: { name: 'Basescan', url: 'https://basescan.org' },
    usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    weth: '0x4200000000000000000000000000000000000006',
    ens: false,
    ethUsdPrice: 2600,
    demo: { usdc: '750.25', weth: '2' },
  },
]

/** The ENS name the demo account holds on chain 1, forward and reverse. */
export const DEMO_ENS_NAME = 'alice.eth'

/** Listed ERC-20s the bench account holds on every chain (`npm run bench:api`). */
export const BENCH_TOKEN_COUNT = 50

/** Ether (whole) in each chain's USDC/WETH pool; the USDC side is this times the chain's ethUsdPrice. */
export const POOL_WETH = 1000

/** The liquidity floor the operator file sets: the USDC/WETH pools are far above it, the THIN pool far below. */
export const MIN_LIQUIDITY_USD = 100_000

/** A listed token whose only pool holds 50 USDC: below the floor, so it must get no price. */
export const THIN_TOKEN = {
  name: 'Thin Pool Token',
  symbol: 'THIN',
  decimals: 18,
  poolUsdc: '50',
  poolTokens: '1',
  demo: '5',
} as const
