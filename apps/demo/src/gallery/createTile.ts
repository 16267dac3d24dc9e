import { createMemoryStorage, createPortico } from '@portico/core'
import { createFakeAuthAdapter } from '@portico/core/testing'
import type { GalleryCase } from './cases.js'
import { galleryCaseId } from './cases.js'
import { createFixtureAdapter } from './FixtureAdapter.js'
import { createFixtureWalletConnectAdapter } from './FixtureWalletConnectAdapter.js'
import { FIXTURE_API_URL, installFixtureApi } from './fixtureApi.js'
import {
  catalogueIcon,
  EVM_WALLETS,
  FEATURED_WALLET_IDS,
  GALLERY_NETWORKS,
  SOLANA_WALLETS,
} from './fixtures.js'
import { SCENARIOS, type Tile } from './scenarios.js'

/** A tile ready to render: its instance (mounted) and the scenario's `show`, to run next. */
export type GalleryTile = Tile & { show(): Promise<void> }

/**
 * Creates the one Portico instance of a gallery tile with createPortico, as a dApp would, but with
 * FixtureAdapters (and a fixture WalletConnect) instead of real wallets, the fixture API instead of services/api, and memory
 * storage (nothing of an earlier tile is remembered). Mounts it, so wallets are discovered.
 */
export function createTile(galleryCase: GalleryCase): GalleryTile {
  const scenario = SCENARIOS[galleryCaseId(galleryCase)]
  if (!scenario) throw new Error(`gallery: no scenario for ${galleryCaseId(galleryCase)}`)
  const api = scenario.api ?? { catalogue: 'list' }
  if (api) installFixtureApi(api)
  const evm = createFixtureAdapter('eip155', scenario.wallets?.evm ?? EVM_WALLETS)
  const solana = createFixtureAdapter('solana', scenario.wallets?.solana ?? SOLANA_WALLETS)
  for (const [id, answer] of Object.entries(scenario.answers ?? {}))
    (evm.wallets.some((w) => w.id === id) ? evm : solana).setAnswer(id, answer)
  const which = scenario.adapters ?? 'all'
  const walletConnect = createFixtureWalletConnectAdapter(['eip155', 'solana'])
  const adapters = {
    all: [evm.adapter, solana.adapter, walletConnect],
    chainsOnly: [evm.adapter, solana.adapter],
    walletConnectOnly: [walletConnect],
  }[which]
  // The embedded wallet, when the scenario asks for it: core's fake auth adapter (no secure site).
  const auth = scenario.auth
    ? createFakeAuthAdapter(scenario.auth === true ? {} : scenario.auth)
    : undefined
  const portico = createPortico({
    projectId: 'portico-gallery',
    apiUrl: api ? FIXTURE_API_URL : undefined,
    networks: GALLERY_NETWORKS,
    adapters: auth ? [...adapters, auth.adapter] : adapters,
    metadata: {
      name: 'Portico gallery',
      description: 'Every view of the modal from fixture data',
      url: window.location.origin,
      icons: [],
    },
    featuredWalletIds: FEATURED_WALLET_IDS,
    storage: createMemoryStorage(),
    isMobile: () => false,
    ...scenario.options,
  })
  // Catalogue icons come from the fixture data rather than `<img src>` requests to the API.
  if (api)
    portico.walletList.imageUrl = ({ imageId }) => (imageId ? catalogueIcon(imageId) : undefined)
  portico.mount()
  const tile = { portico, evm, solana, auth }
  return { ...tile, show: () => scenario.show(tile) }
}
