// Hydration in Chromium: the server's HTML (renderToString, as a Next.js server renders it) taken
// over by the browser's instance made from the same initial state, as in apps/next.
import { createMemoryStorage, createPortico, type PorticoInitialState } from '@portico/core'
import { STORAGE_KEYS } from '@portico/core/internal'
import { createFakeAdapter, testNetwork } from '@portico/core/testing'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server.browser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PorticoProvider } from '../PorticoProvider.js'
import { ConnectButton } from './ConnectButton/ConnectButton.js'
import { NetworkButton } from './NetworkButton/NetworkButton.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const INITIAL: PorticoInitialState = {
  account: { namespace: 'eip155', chainId: '31338', address: ADDRESS, connectorId: 'w1' },
}

function instance(initialState: PorticoInitialState | undefined, granted = true) {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.connectorId, 'w1')
  const wallet = createFakeAdapter('eip155', [{ id: 'w1', address: ADDRESS, chainId: 31338 }])
  if (!granted) wallet.fail('reconnect:w1')
  return createPortico({
    projectId: 'p1',
    networks: [testNetwork(31337), testNetwork(31338)],
    adapters: [wallet.adapter],
    storage,
    initialState,
    isMobile: () => false,
  })
}

const page = (portico: ReturnType<typeof createPortico>) => (
  <PorticoProvider instance={portico} locale="en">
    <ConnectButton />
    <NetworkButton />
  </PorticoProvider>
)

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  root = undefined
  document.body.replaceChildren()
})

/** The server's HTML hydrated by a browser instance; the errors React reported meanwhile. */
async function hydrate(server: PorticoInitialState | undefined, browser = instance(server)) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page(instance(server)))
  document.body.append(container)
  const serverButton = container.querySelector('[data-testid="account-button"]')
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  root = hydrateRoot(container, page(browser), {
    onRecoverableError: (error) => errors.push(error),
  })
  await vi.waitFor(() => expect(browser.stores.lifecycle.getState().initialized).toBe(true))
  consoleError.mockRestore()
  return { container, errors, serverButton, browser }
}

describe('hydrating the server-rendered account button', () => {
  it('same initial state: no hydration error, the server-rendered button kept, the wallet confirms it', async () => {
    const { container, errors, serverButton, browser } = await hydrate(INITIAL)
    expect(errors).toEqual([])
    expect(serverButton).not.toBeNull()
    // Hydration adopted the server's element instead of drawing a new one.
    expect(container.querySelector('[data-testid="account-button"]')).toBe(serverButton)
    expect(browser.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS })
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="account-button-balance"]')).not.toBeNull(),
    )
  })

  it('a browser instance made without the initial state does not match the server (why both need it)', async () => {
    const { errors } = await hydrate(INITIAL, instance(undefined))
    expect(errors.map(String).join('\n')).toMatch(/hydrat/i)
  })

  it('the wallet no longer grants access: Connect Wallet once the reconnect ends', async () => {
    const { container, errors } = await hydrate(INITIAL, instance(INITIAL, false))
    expect(errors).toEqual([])
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="connect-button"]')).not.toBeNull(),
    )
    expect(container.querySelector('[data-testid="account-button"]')).toBeNull()
  })
})
