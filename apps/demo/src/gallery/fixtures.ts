import type { Network, WalletCatalogueEntry } from '@portico/core'

/**
 * The gallery's fixed data: networks, wallets, accounts and a catalogue. Everything is literal so
 * every tile looks the same on every run (screenshots compare pixels).
 */

const evmNetwork = (id: number, name: string): Network => ({
  id,
  name,
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  // Never called: the fixture adapter answers balances itself.
  rpcUrls: { default: { http: [`http://127.0.0.1:1/gallery-${id}`] } },
})

/** The gallery's networks: two EVM chains and a Solana cluster, as a multi-chain dApp has. */
export const FIXTURE_NETWORKS = {
  devnetA: evmNetwork(31337, 'Portico Devnet A'),
  devnetB: evmNetwork(31338, 'Portico Devnet B'),
  /** A chain the dApp does not configure (UnsupportedChain). */
  unsupported: evmNetwork(424242, 'Unknown Chain'),
  solana: {
    id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    name: 'Solana Devnet',
    chainNamespace: 'solana',
    caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1/gallery-solana'] } },
  },
} as const satisfies Record<string, Network>

/** The configured networks, in the dApp's order (the first is the default). */
export const GALLERY_NETWORKS: readonly [Network, ...Network[]] = [
  FIXTURE_NETWORKS.devnetA,
  FIXTURE_NETWORKS.devnetB,
  FIXTURE_NETWORKS.solana,
]

/**
 * A wallet icon as an SVG data: URI: a coloured rounded square with a white shape, no text (text
 * would depend on the fonts installed).
 */
export function fixtureIcon(color: string, shape: 'circle' | 'diamond' | 'bars' = 'circle') {
  const inner = {
    circle: '<circle cx="48" cy="48" r="22" fill="#fff"/>',
    diamond: '<path d="M48 22 74 48 48 74 22 48z" fill="#fff"/>',
    bars: '<rect x="26" y="30" width="44" height="10" rx="5" fill="#fff"/><rect x="26" y="56" width="44" height="10" rx="5" fill="#fff"/>',
  }[shape]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${color}"/>${inner}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** How a fixture wallet answers a connection request. */
export type FixtureWalletAnswer = 'approve' | 'reject' | 'pending'

/** A wallet the fixture adapter offers: a connector plus the account it answers with. */
export type FixtureWallet = {
  id: string
  name: string
  rdns: string
  icon: string
  address: string
  chainId: number | string
  answer: FixtureWalletAnswer
}

/** Accounts the fixture wallets hold; NAMED_ADDRESS has an ENS name in the fixture API. */
export const NAMED_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const NAMED_ADDRESS_NAME = 'alice.portico.eth'
export const UNNAMED_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
export const SOLANA_ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'

/** The EVM wallets "installed" in the gallery's browser (EIP-6963-like, with rdns). */
export const EVM_WALLETS: readonly FixtureWallet[] = [
  {
    id: 'io.fixture.amber',
    name: 'Amber Wallet',
    rdns: 'io.fixture.amber',
    icon: fixtureIcon('#e8590c'),
    address: NAMED_ADDRESS,
    chainId: 31337,
    answer: 'approve',
  },
  {
    id: 'io.fixture.cobalt',
    name: 'Cobalt Wallet',
    rdns: 'io.fixture.cobalt',
    icon: fixtureIcon('#1c7ed6', 'diamond'),
    address: UNNAMED_ADDRESS,
    chainId: 31337,
    answer: 'approve',
  },
]

/** The Solana wallet "installed" in the gallery's browser. */
export const SOLANA_WALLETS: readonly FixtureWallet[] = [
  {
    id: 'io.fixture.violet',
    name: 'Violet Wallet',
    rdns: 'io.fixture.violet',
    icon: fixtureIcon('#7048e8', 'bars'),
    address: SOLANA_ADDRESS,
    chainId: FIXTURE_NETWORKS.solana.id,
    answer: 'approve',
  },
]

const CATALOGUE_COLORS = ['#2f9e44', '#c2255c', '#f08c00', '#0c8599', '#5f3dc4', '#495057']
const CATALOGUE_NAMES = [
  'Juniper',
  'Harbor',
  'Lantern',
  'Meadow',
  'Orbit',
  'Pebble',
  'Quartz',
  'Ripple',
  'Summit',
  'Tundra',
  'Willow',
  'Zephyr',
]

/**
 * The catalogue the fixture API serves (spec §3 "Wallet catalogue entry"): the two installed EVM
 * wallets (same rdns) and twelve others, in rank order.
 */
export const FIXTURE_CATALOGUE: readonly WalletCatalogueEntry[] = [
  ...EVM_WALLETS.map((w) => ({
    id: `catalogue-${w.rdns}`,
    name: w.name,
    image_id: w.rdns,
    rdns: w.rdns,
    chains: ['eip155:31337'],
  })),
  ...CATALOGUE_NAMES.map((name) => ({
    id: `catalogue-${name.toLowerCase()}`,
    name: `${name} Wallet`,
    image_id: name.toLowerCase(),
    rdns: `io.fixture.${name.toLowerCase()}`,
    chains: ['eip155:31337'],
    mobile_link: `${name.toLowerCase()}://`,
  })),
]

/** The icon of a catalogue image id (what `GET /getWalletImage/{id}` would serve). */
export function catalogueIcon(imageId: string): string {
  const installed = EVM_WALLETS.find((w) => w.rdns === imageId)
  if (installed) return installed.icon
  const index = CATALOGUE_NAMES.findIndex((name) => name.toLowerCase() === imageId)
  const shapes = ['circle', 'diamond', 'bars'] as const
  return fixtureIcon(
    CATALOGUE_COLORS[Math.max(0, index) % CATALOGUE_COLORS.length]!,
    shapes[Math.max(0, index) % shapes.length],
  )
}

/** Catalogue ids the Connect view features (spec §9: featured count = their number). */
export const FEATURED_WALLET_IDS = ['catalogue-juniper', 'catalogue-harbor']
