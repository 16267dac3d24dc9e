import type { ApiNft } from '@portico/core'
import { createFakeAdapter, testInstance, testNetwork, until } from '@portico/core/testing'
import { afterEach, expect, test, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../../PorticoProvider.js'
import { NftsPanel } from './NftsPanel.js'
import { createAccountApiFetchMock } from './testing/createAccountApiFetchMock.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CONTRACT = '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48'
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const nft = (tokenId: string, imageUrl?: string, name = `Portico Pal #${tokenId}`): ApiNft => ({
  chainId: 'eip155:31337',
  contract: CONTRACT,
  tokenId,
  name,
  ...(imageUrl === undefined ? {} : { imageUrl }),
  collection: { name: 'Portico Pals', symbol: 'PALS' },
})

afterEach(() => vi.unstubAllGlobals())

async function setup(
  script: Parameters<typeof createAccountApiFetchMock>[0],
  beforeRender: (api: ReturnType<typeof createAccountApiFetchMock>) => void = () => {},
) {
  const api = createAccountApiFetchMock(script)
  vi.stubGlobal('fetch', api.fetch)
  const fake = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31337 }])
  const portico = testInstance({
    networks: [testNetwork(31337)],
    adapters: [fake.adapter],
    apiUrl: 'http://api.test',
    features: { email: false, socials: false, analytics: false },
  })
  portico.mount()
  await portico.connect({ connectorId: 'w1' })
  await until(() => portico.getAccount().balance !== undefined)
  beforeRender(api)
  const screen = await render(
    <PorticoProvider instance={portico} locale="en">
      <NftsPanel namespace="eip155" address={ADDRESS} />
    </PorticoProvider>,
  )
  return { api, portico, screen }
}

test('NFTs: a grid (a list) of the tokens with image, name and collection; images have the name as alt text and load lazily', async () => {
  const { api, screen } = await setup({ nfts: [nft('1', PNG), nft('2', PNG)] })
  const grid = screen.getByRole('list', { name: 'NFTs' })
  await expect.element(grid).toBeVisible()
  await until(() => grid.getByRole('listitem').elements().length === 2)
  const image = screen.getByRole('img', { name: 'Portico Pal #1' })
  await expect.element(image).toHaveAttribute('src', PNG)
  await expect.element(image).toHaveAttribute('loading', 'lazy')
  await expect.element(image).toHaveAttribute('referrerpolicy', 'no-referrer')
  const card = screen.getByTestId(`portico-nft-${CONTRACT}-2`)
  await expect.element(card.getByTestId('portico-nft-name')).toHaveTextContent('Portico Pal #2')
  await expect.element(card.getByTestId('portico-nft-collection')).toHaveTextContent('Portico Pals')
  await expect.element(screen.getByText('2 NFTs')).toBeInTheDocument()
  expect(api.requestsTo('/nfts')[0]?.searchParams.get('chainId')).toBe('eip155:31337')
})

test('NFTs: images are untrusted — javascript: and a failing image show a placeholder; names are text, never markup', async () => {
  const { screen } = await setup({
    nfts: [
      nft('1', 'javascript:alert(1)'),
      nft('2', 'http://127.0.0.1:9/broken.png'),
      nft('3', undefined, '<img src=x onerror=alert(1)>'),
    ],
  })
  await expect
    .element(screen.getByTestId(`portico-nft-${CONTRACT}-1`).getByTestId('portico-nft-placeholder'))
    .toHaveAttribute('data-initial', 'P')
  await expect
    .element(screen.getByTestId(`portico-nft-${CONTRACT}-2`).getByTestId('portico-nft-placeholder'))
    .toBeInTheDocument()
  await expect
    .element(screen.getByTestId(`portico-nft-${CONTRACT}-3`).getByTestId('portico-nft-name'))
    .toHaveTextContent('<img src=x onerror=alert(1)>')
  expect(document.querySelectorAll('img')).toHaveLength(0)
})

test("NFTs: loading, then the empty state 'No NFTs yet'", async () => {
  const { api, screen } = await setup({ nfts: [] }, (mock) => mock.hold('/nfts'))
  await expect
    .element(screen.getByTestId('portico-tab-loading'))
    .toHaveAttribute('aria-busy', 'true')
  api.release()
  await expect.element(screen.getByTestId('portico-tab-empty')).toHaveTextContent('No NFTs yet')
})

test('NFTs: an API that fails shows the error with a retry, which loads them', async () => {
  const { screen } = await setup({ nfts: [nft('1', PNG)] }, (api) => api.failNext('/nfts', 1))
  await expect.element(screen.getByRole('alert')).toHaveTextContent('NFTs could not be loaded.')
  await screen.getByRole('button', { name: 'Try again' }).click()
  await expect.element(screen.getByRole('img', { name: 'Portico Pal #1' })).toBeVisible()
})
