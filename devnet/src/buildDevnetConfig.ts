import type { DevnetAccount } from './accounts.js'
import type { DevnetChainSpec } from './chains.js'
import { DEVNET_CONFIG_VERSION, type DevnetConfig } from './devnetFile.js'
import { DEVNET_TOKENS, NFT_COLLECTION } from './seed/plan.js'
import type { SeedChainReturnType } from './seed/seedChain.js'

/** Parameters of {@link buildDevnetConfig}. */
export type BuildDevnetConfigParameters = {
  mnemonic: string
  assetsUrl: string
  accounts: DevnetAccount[]
  chains: { spec: DevnetChainSpec; rpcUrl: string; seeded: SeedChainReturnType }[]
  /** The API's CCIP-read gateway the OffchainResolver points at, and its (devnet) key. */
  profileGateway?: DevnetConfig['profileGateway']
}

/** Assembles devnet.json from what the seed did on each chain. */
export function buildDevnetConfig(parameters: BuildDevnetConfigParameters): DevnetConfig {
  const { mnemonic, assetsUrl, accounts, chains, profileGateway } = parameters
  return {
    version: DEVNET_CONFIG_VERSION,
    mnemonic,
    assetsUrl,
    chains: chains.map(({ spec, rpcUrl, seeded }) => ({
      key: spec.key,
      name: spec.name,
      chainId: spec.chainId,
      rpcUrl,
      iconUrl: `${assetsUrl}/chains/${spec.chainId}.svg`,
      nativeCurrency: {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        iconUrl: `${assetsUrl}/tokens/ETH.svg`,
      },
      contracts: seeded.contracts,
    })),
    tokens: DEVNET_TOKENS.map((token) => ({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      iconUrl: `${assetsUrl}/tokens/${token.symbol}.svg`,
      contractKey: token.contractKey,
    })),
    nftCollection: { name: NFT_COLLECTION.name, symbol: NFT_COLLECTION.symbol },
    accounts,
    nfts: chains.flatMap(({ spec, seeded }) =>
      seeded.nfts.map(({ tokenId, owner }) => ({
        chainId: spec.chainId,
        contract: seeded.contracts.nft,
        tokenId: tokenId.toString(),
        owner,
        tokenUri: `${assetsUrl}/nft/${tokenId}.json`,
        imageUrl: `${assetsUrl}/nft/${tokenId}.svg`,
      })),
    ),
    names: chains.flatMap(({ spec, seeded }) =>
      seeded.names.map((entry) => ({ chainId: spec.chainId, ...entry })),
    ),
    history: chains.flatMap(({ spec, seeded }) =>
      seeded.history.map((entry) => ({ chainId: spec.chainId, ...entry })),
    ),
    ...(profileGateway ? { profileGateway } : {}),
  }
}
