import { IMAGE_PRELOAD_TIMEOUT_MS } from '@portico/core/internal'
import { testInstance } from '@portico/core/testing'
import { describe, expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../PorticoProvider.js'
import { WalletImage, walletInitial } from './WalletImage.js'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

async function renderImage(src: string | undefined, style?: React.CSSProperties) {
  const screen = await render(
    <PorticoProvider instance={testInstance()}>
      <div style={style}>
        <WalletImage name="rainbow" src={src} />
      </div>
    </PorticoProvider>,
  )
  return screen.getByTestId('portico-wallet-image')
}

describe('WalletImage', () => {
  test('loads lazily, decoded asynchronously, and shows once loaded', async () => {
    const frame = await renderImage(PNG)
    const img = frame.element().querySelector('img') as HTMLImageElement
    expect(img.loading).toBe('lazy')
    expect(img.decoding).toBe('async')
    await expect.element(frame).toHaveAttribute('data-state', 'loaded')
  })

  test(`an icon that is already cached (its load event before React's effects) stays shown past ${IMAGE_PRELOAD_TIMEOUT_MS} ms`, async () => {
    // An icon over HTTP (the test server), which the page then holds in its image cache.
    const icon = new URL('./testing/walletIcon.svg', import.meta.url).href
    const first = await renderImage(icon)
    await expect.element(first).toHaveAttribute('data-state', 'loaded')
    const screen = await render(
      <PorticoProvider instance={testInstance()}>
        {Array.from({ length: 20 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical icons.
          <WalletImage key={i} name="rainbow" src={icon} />
        ))}
      </PorticoProvider>,
    )
    await new Promise((resolve) => setTimeout(resolve, IMAGE_PRELOAD_TIMEOUT_MS + 300))
    const states = [
      ...screen.container.querySelectorAll('[data-testid="portico-wallet-image"]'),
    ].map((e) => e.getAttribute('data-state'))
    expect(new Set(states)).toEqual(new Set(['loaded']))
  })

  test('an image that fails gives the initial-letter placeholder', async () => {
    const frame = await renderImage('data:image/png;base64,bm90IGFuIGltYWdl')
    await expect.element(frame).toHaveAttribute('data-state', 'fallback')
    await expect.element(frame).toHaveTextContent('R')
    expect(frame.element().querySelector('img')).toBeNull()
  })

  test(`spec §9 "Image preload timeout 2 s": an image that has not arrived after ${IMAGE_PRELOAD_TIMEOUT_MS} ms gives way to the placeholder`, async () => {
    // Far below the viewport a lazy image is not fetched at all: it never arrives.
    const started = performance.now()
    const frame = await renderImage('https://wallets.test/never.png', { marginTop: '20000px' })
    await expect.element(frame).toHaveAttribute('data-state', 'loading')
    await expect
      .element(frame, { timeout: IMAGE_PRELOAD_TIMEOUT_MS + 2_000 })
      .toHaveAttribute('data-state', 'fallback')
    expect(performance.now() - started).toBeGreaterThanOrEqual(IMAGE_PRELOAD_TIMEOUT_MS)
    await expect.element(frame).toHaveTextContent('R')
  })

  test.each([
    ['MetaMask', 'M'],
    ['  trust', 'T'],
    ['élan', 'É'],
    ['🦊 Fox', '🦊'],
    ['', ''],
  ])('the initial of %j is %j', (name, initial) => {
    expect(walletInitial(name)).toBe(initial)
  })
})
