import type { Address } from 'viem'
import { type DevnetAccount, getAccount } from '../accounts.js'
import type { DevnetClient } from '../client.js'
import { type DeployedContracts, deployDevnetContracts } from '../deploy/deployDevnetContracts.js'
import { type DevnetName, deployEns, type EnsContracts } from '../deploy/deployEns.js'
import { deployFarcasterIdRegistry } from '../deploy/deployFarcasterIdRegistry.js'
import {
  DEVNET_PROFILE_GATEWAY_SIGNER,
  type ProfileGatewaySettings,
  profileGatewayUrl,
} from '../deploy/deployOffchainResolver.js'
import { deploySwapFeeRouter } from '../deploy/deploySwapFeeRouter.js'
import { installMulticall3 } from '../deploy/installMulticall3.js'
import { provideLiquidity } from '../deploy/provideLiquidity.js'
import { fundAccounts, type MintedNft } from './fundAccounts.js'
import { HISTORY, type PairName } from './plan.js'
import { type HistoryEntry, playHistory } from './playHistory.js'

/** Every contract the seed puts on a chain. */
export type DevnetContracts = DeployedContracts &
  EnsContracts & {
    multicall3: Address
    pairs: Record<PairName, Address>
    /** The fee-taking front of the Uniswap V2 router (SwapFeeRouter.sol), for swaps with a fee. */
    swapFeeRouter: Address
    /**
     * Farcaster's IdRegistry stand-in (FarcasterIdRegistry.sol) with the identity provider's
     * Farcaster test users registered; on chain A only (as Farcaster's is on one chain, OP Mainnet).
     */
    farcasterIdRegistry?: Address
  }

/** The ENS label of each demo account (`alice.portico.eth` …). */
export const DEMO_NAME_LABELS = {
  'wallet-1': 'alice',
  'wallet-2': 'bob',
  'wallet-3': 'carol',
} as const

/** Parameters of {@link seedChain}. */
export type SeedChainParameters = {
  /** The devnet accounts (derived from the chain's mnemonic); needs the deployer and demo accounts. */
  accounts: readonly DevnetAccount[]
  /** Base of the NFT metadata URLs, e.g. `http://127.0.0.1:8547/nft/`. */
  nftBaseUri: string
  /**
   * The API's CCIP-read gateway the zone's OffchainResolver points at, and its signer.
   * @default the API on PORTICO_API_PORT (4000), signed with DEVNET_PROFILE_GATEWAY_KEY
   */
  profileGateway?: ProfileGatewaySettings | undefined
  /** Deploy the Farcaster IdRegistry stand-in too (the devnet does on chain A). @default false */
  farcasterIdRegistry?: boolean | undefined
}

/** What {@link seedChain} did to a chain. */
export type SeedChainReturnType = {
  contracts: DevnetContracts
  /** Every NFT with its owner after the history was played. */
  nfts: MintedNft[]
  history: HistoryEntry[]
  /** ENS names of the demo accounts, resolvable both ways. */
  names: DevnetName[]
}

/**
 * Seeds a fresh anvil chain: Multicall3, WETH9, USDC, DAI, Uniswap V2 with liquid pools (and the
 * SwapFeeRouter in front of its router), the NFT collection, demo balances and a little history.
 * Every contract comes from the deployer's transactions, so addresses are the same on every fresh
 * chain.
 *
 * @example
 * const seeded = await seedChain(client, { accounts: deriveDevnetAccounts(DEVNET_MNEMONIC), nftBaseUri })
 */
export async function seedChain(
  client: DevnetClient,
  { accounts, nftBaseUri, profileGateway, farcasterIdRegistry }: SeedChainParameters,
): Promise<SeedChainReturnType> {
  const deployer = getAccount(accounts, 'deployer').address
  const nonce = await client.getTransactionCount({ address: deployer })
  if (nonce !== 0)
    throw new Error(
      `chain ${client.chain.id}: the deployer ${deployer} has sent ${nonce} transactions already; seedChain needs a fresh chain`,
    )
  const [multicall3, deployed] = await Promise.all([
    installMulticall3(client),
    deployDevnetContracts(client, { deployer, nftBaseUri }),
  ])
  const pairs = await provideLiquidity(client, { contracts: deployed, deployer })
  const minted = await fundAccounts(client, { contracts: deployed, accounts, deployer })
  const history = await playHistory(client, { contracts: deployed, accounts })

  const owners = new Map(minted.map((nft) => [nft.tokenId, nft.owner]))
  for (const step of HISTORY)
    if (step.kind === 'erc721')
      owners.set(BigInt(step.tokenId), getAccount(accounts, step.to).address)
  const nfts = [...owners].map(([tokenId, owner]) => ({ tokenId, owner }))
  // Each demo account's avatar is the first NFT it owns, served by the asset server.
  const avatarOf = (address: Address) => {
    const owned = nfts
      .filter((n) => n.owner === address)
      .sort((a, b) => Number(a.tokenId - b.tokenId))[0]
    return owned ? `${nftBaseUri}${owned.tokenId}.svg` : ''
  }
  const { names, ...ens } = await deployEns(client, {
    deployer,
    gateway: profileGateway ?? { url: profileGatewayUrl(), signer: DEVNET_PROFILE_GATEWAY_SIGNER },
    names: Object.entries(DEMO_NAME_LABELS).map(([label, name]) => {
      const address = getAccount(accounts, label as keyof typeof DEMO_NAME_LABELS).address
      return { label: name, address, avatar: avatarOf(address) }
    }),
  })
  // Last, so every earlier contract keeps its address.
  const swapFeeRouter = await deploySwapFeeRouter(client, {
    deployer,
    router: deployed.uniswapV2Router,
    weth: deployed.weth,
  })
  const farcaster = farcasterIdRegistry
    ? { farcasterIdRegistry: await deployFarcasterIdRegistry(client, { deployer }) }
    : {}
  return {
    contracts: { multicall3, ...deployed, ...ens, pairs, swapFeeRouter, ...farcaster },
    nfts,
    history,
    names,
  }
}
