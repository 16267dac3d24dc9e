// NetworkImage and TokenIcon take their pictures from the API's catalogue image routes when the
// network or token brings none (spec §7), lazily, with the initial as the text fallback. The
// routes themselves are tested against the real API by core's walletList/catalogue.api.test.ts.
import { testInstance, testNetwork } from '@portico/core/testing'
import { describe, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { NetworkImage } from './NetworkImage.js'
import { TokenIcon } from './TokenIcon.js'
import { recordImageSources } from './testing/recordImageSources.js'

/** Nothing listens here: every image fails to load, as an image the API does not have. */
const API_URL = 'http://127.0.0.1:9'
const QUERY = 'projectId=p1&st=portico&sv=js-0.1.0'

async function renderWith(node: React.ReactNode) {
  const screen = await render(
    <PorticoProvider instance={testInstance({ apiUrl: API_URL })}>
      <div data-testid="frame">{node}</div>
    </PorticoProvider>,
  )
  return screen.getByTestId('frame').element()
}

describe('spec §7 "/public/getAssetImage/{id}, /public/getCurrencyImage/{id}, /public/getTokenImage/{id}"', () => {
  test.each([
    [
      'a network without an image URL: its asset image by CAIP-2 id',
      <NetworkImage key="n" network={testNetwork(31337)} />,
      `${API_URL}/public/getAssetImage/eip155%3A31337?${QUERY}`,
    ],
    [
      'a network with an image id: its asset image by that id',
      <NetworkImage key="n" network={{ ...testNetwork(31337), assets: { imageId: 'eip155:1' } }} />,
      `${API_URL}/public/getAssetImage/eip155%3A1?${QUERY}`,
    ],
    [
      'a token without an icon: its token image by symbol',
      <TokenIcon key="t" symbol="USDC" />,
      `${API_URL}/public/getTokenImage/USDC?${QUERY}`,
    ],
    [
      'a fiat currency: its currency image',
      <TokenIcon key="c" symbol="EUR" catalogue="currency" />,
      `${API_URL}/public/getCurrencyImage/EUR?${QUERY}`,
    ],
  ])('%s, loaded lazily', async (_case, node, src) => {
    // The image fails at once (nothing listens) and gives way to the initial: read the element as
    // it was added (recordImageSources), instead of racing the failure for it.
    const recorded = recordImageSources()
    const frame = await renderWith(node)
    recorded.stop()
    const img = (frame.querySelector('img') ?? recorded.images[0]) as HTMLImageElement
    expect(img.getAttribute('src')).toBe(src)
    expect(img.loading).toBe('lazy')
  })

  test("an image URL of the network's or token's own wins over the catalogue", async () => {
    const icon = 'https://tokens.example.test/usdc.png'
    const frame = await renderWith(<TokenIcon symbol="USDC" iconUrl={icon} />)
    expect(frame.querySelector('img')?.getAttribute('src')).toBe(icon)
  })

  test('an image that fails to load gives way to the initial (text fallback)', async () => {
    const frame = await renderWith(<TokenIcon symbol="DAI" />)
    await expect
      .poll(() => frame.querySelector('.token-initial')?.getAttribute('data-initial'))
      .toBe('D')
    expect(frame.querySelector('img')).toBeNull()
  })

  test('what is no token (an on-ramp provider) shows its initial at once', async () => {
    const provider = await renderWith(<TokenIcon symbol="Sandbox" catalogue="none" />)
    expect(provider.querySelector('img')).toBeNull()
    expect(provider.querySelector('.token-initial')?.getAttribute('data-initial')).toBe('S')
  })
})
