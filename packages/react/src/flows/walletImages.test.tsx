// A connected or connecting wallet's icon in the views that show one (ProfileWallets,
// ConnectingExternal, Account): the connector's image URL, else the catalogue's wallet image
// route (spec §7 "/getWalletImage/{id}") by its image id or by its explorer id's catalogue entry.
import type { Connector, WalletCatalogueEntry } from '@portico/core'
import { createFakeAdapter, testInstance } from '@portico/core/testing'
import { describe, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { recordImageSources } from '../ui/testing/recordImageSources.js'
import { Account } from '../views/Account/Account.js'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js'
import { ProfileWallets } from '../views/ProfileWallets/ProfileWallets.js'

/** Nothing listens here: the images fail to load, as images the API does not have. */
const API_URL = 'http://127.0.0.1:9'
const QUERY = 'projectId=p1&st=portico&sv=js-0.1.0'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OWN_ICON = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
/** A catalogue wallet the explorer id names, as /getWallets lists it. */
const CATALOGUE_WALLET: WalletCatalogueEntry = {
  id: 'catalogue-wallet',
  name: 'Catalogue Wallet',
  image_id: 'catalogue-image',
}

const VIEWS = [
  ['ProfileWallets', <ProfileWallets key="v" />],
  ['ConnectingExternal', <ConnectingExternal key="v" connectorId="w1" />],
  ['Account', <Account key="v" />],
] as const

const CONNECTORS: [string, Partial<Connector>, string][] = [
  ['an image id', { imageId: 'own-image' }, `${API_URL}/getWalletImage/own-image?${QUERY}`],
  [
    "an explorer id: the catalogue wallet's image id",
    { explorerId: CATALOGUE_WALLET.id },
    `${API_URL}/getWalletImage/catalogue-image?${QUERY}`,
  ],
]

async function show(view: React.ReactNode, connector: Partial<Connector>) {
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({ adapters: [fake.adapter], apiUrl: API_URL })
  portico.mount()
  const { connectors } = portico._internal.stores
  connectors.setState((s) => ({
    connectors: s.connectors.map((c) => (c.id === 'w1' ? { ...c, ...connector } : c)),
  }))
  portico._internal.stores.walletList.setState({ wallets: [CATALOGUE_WALLET], count: 1 })
  await portico.connect({ connectorId: 'w1' })
  const images = recordImageSources()
  const screen = await render(<PorticoProvider instance={portico}>{view}</PorticoProvider>)
  await expect.element(screen.getByTestId('portico-wallet-image')).toBeInTheDocument()
  return images
}

describe('spec §7 "/getWalletImage/{id}": a connector without an image URL shows its catalogue image', () => {
  for (const [name, view] of VIEWS)
    test.each(CONNECTORS)(`${name}: a connector with %s`, async (_case, connector, src) => {
      const images = await show(view, connector)
      await expect.poll(() => images.sources).toContain(src)
      images.stop()
    })

  test.each(VIEWS)("%s: the connector's own image URL wins", async (_name, view) => {
    const images = await show(view, { imageUrl: OWN_ICON, imageId: 'own-image' })
    await expect.poll(() => images.sources).toContain(OWN_ICON)
    images.stop()
    expect(images.sources.filter((src) => src.includes('/getWalletImage/'))).toEqual([])
  })
})
